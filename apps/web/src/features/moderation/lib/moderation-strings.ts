/** Moderation's strings (`moderation.…`): the report dialog, /appeal and the staff pages; never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const moderationStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
