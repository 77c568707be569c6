/** The delete-account and data-download pages' strings (`accountData.…`): loaded with those pages only. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const accountDataStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
