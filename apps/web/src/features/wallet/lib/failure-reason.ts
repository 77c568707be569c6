/**
 * The sentence for why a top-up failed, from the provider's failure code. The sandbox gateway and
 * Stripe name the same failures a little differently; anything unknown gets the general sentence.
 */
const REASONS: Record<string, string> = {
  card_declined: 'declined',
  declined: 'declined',
  card_insufficient_funds: 'insufficientFunds',
  insufficient_funds: 'insufficientFunds',
  card_confirmation_failed: 'confirmationFailed',
  confirmation_failed: 'confirmationFailed',
  expired: 'expired',
  checkout_closed: 'expired',
};

/** The i18n key under `wallet.failure`. */
export function failureReasonKey(code: string | null): string {
  return `wallet.failure.${(code && REASONS[code]) || 'default'}`;
}
