/** The public pages' strings (`publicPages.…`): loaded with the first public page opened, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const publicPagesStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
