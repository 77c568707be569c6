/** The identity verification strings (`kyc.…`): loaded with the KYC pages and status card, never in the first view. */
import { defineLazyStrings } from '../../../i18n/lazy-strings';

export const kycStrings = defineLazyStrings(
  import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' }),
);
