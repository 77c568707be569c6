/** The blocks pages' strings (`geoBlocks.…`): loaded with those pages, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const geoStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
