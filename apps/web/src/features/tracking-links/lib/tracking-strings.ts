/** The tracking-links page's strings (`trackingLinks.…`): loaded with the page, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const trackingStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
