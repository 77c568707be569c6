/** The account settings pages' strings (`accountSettings.…`): loaded with those pages, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const accountStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
