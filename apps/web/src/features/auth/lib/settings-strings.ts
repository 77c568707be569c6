/** The account settings' strings (`settings.…`): loaded with the settings pages, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const settingsStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
