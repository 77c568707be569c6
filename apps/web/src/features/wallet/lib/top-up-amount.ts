/**
 * The amount of a top-up the user typed or picked, checked before anything is sent: a USD amount
 * with at most two decimals (parseUsdToCents) between the deployment's minimum and maximum.
 */
import { parseUsdToCents } from '../../../shared/lib/money';

export type TopUpAmountError = 'invalid' | 'min' | 'max';
export type TopUpAmountCheck = { cents: string; error: null } | { cents: null; error: TopUpAmountError };

/** A plain amount, only too long for a USD field: worth "at most …" rather than "not an amount". */
const PLAIN_AMOUNT_RE = /^\d+(\.\d{0,2})?$/;

export function checkTopUpAmount(text: string, minCents: string, maxCents: string): TopUpAmountCheck {
  const cents = parseUsdToCents(text);
  if (cents === null) return { cents: null, error: PLAIN_AMOUNT_RE.test(text.trim()) ? 'max' : 'invalid' };
  if (BigInt(cents) < BigInt(minCents)) return { cents: null, error: 'min' };
  if (BigInt(cents) > BigInt(maxCents)) return { cents: null, error: 'max' };
  return { cents, error: null };
}

/** Cents as the text a user would type: "1050" → "10.50", "1000" → "10". */
export function centsToInput(cents: string): string {
  const value = BigInt(cents);
  const fraction = value % 100n;
  return fraction === 0n ? (value / 100n).toString() : `${value / 100n}.${fraction.toString().padStart(2, '0')}`;
}

/** What the card is charged: the amount credited plus the fixed fee, in cents. */
export function topUpTotalCents(amountCents: string, feeCents: string): string {
  return (BigInt(amountCents) + BigInt(feeCents)).toString();
}
