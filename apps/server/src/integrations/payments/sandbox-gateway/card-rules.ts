/**
 * How the sandbox gateway judges a card: the Luhn check, the brand from the number, the expiry, and
 * what its test numbers do (the same numbers Stripe uses in test mode). Any other valid number pays.
 */
import { passesLuhn, SANDBOX_CARDS } from '@fanlane/contracts/top-up';
import { appError, invalidField } from '../../../http/app-error.ts';
import type { CardDetails } from '../card-gateway.ts';

export type CardBehaviour = 'success' | 'decline' | 'insufficient_funds' | 'confirmation' | 'dispute';
export type CardInput = { cardNumber: string; expMonth: number; expYear: number; holderName?: string | undefined };

const BRANDS: [RegExp, string][] = [
  [/^4/, 'visa'],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, 'mastercard'],
  [/^3[47]/, 'amex'],
  [/^(6011|64[4-9]|65)/, 'discover'],
  [/^35(2[89]|[3-8]\d)/, 'jcb'],
  [/^(30[0-5]|36|38)/, 'diners'],
  [/^62/, 'unionpay'],
];

export function brandOf(number: string): string {
  return BRANDS.find(([pattern]) => pattern.test(number))?.[1] ?? 'card';
}

export function behaviourOf(number: string): CardBehaviour {
  switch (number) {
    case SANDBOX_CARDS.decline:
      return 'decline';
    case SANDBOX_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_CARDS.confirmation:
      return 'confirmation';
    case SANDBOX_CARDS.dispute:
      return 'dispute';
    default:
      return 'success';
  }
}

/** A card is good through the last day of its expiry month (UTC). */
export function hasExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/** Checks a typed card: a bad number is a VALIDATION error on `cardNumber`, a past expiry is declined. */
export function readCard(input: CardInput, now = new Date()): CardDetails & { behaviour: CardBehaviour } {
  if (!passesLuhn(input.cardNumber)) throw invalidField('cardNumber', 'card number is not valid');
  if (hasExpired(input.expMonth, input.expYear, now))
    throw appError('CARD_DECLINED', { data: { reason: 'expired_card' } });
  return {
    brand: brandOf(input.cardNumber),
    last4: input.cardNumber.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    holderName: input.holderName?.trim() || null,
    behaviour: behaviourOf(input.cardNumber),
  };
}
