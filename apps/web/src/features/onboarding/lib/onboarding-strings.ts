/** The welcome carousel's and the rewards dialog's strings (`welcome.…`, `rewards.…`): loaded when one opens. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const onboardingStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
