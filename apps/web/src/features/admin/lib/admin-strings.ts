/** The back office's strings (`admin.…`): loaded with the admin area, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const adminStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
