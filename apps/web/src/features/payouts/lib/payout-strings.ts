/** The payout methods' strings (`payouts.…`): loaded with their page, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const payoutStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
