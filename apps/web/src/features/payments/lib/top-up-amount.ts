/**
 * How much the insufficient-funds modal offers to top up: the shortfall in USD cents, rounded up so
 * the top-up covers it, and kept within the top-up bounds. The arithmetic is the shared exact one;
 * no float ever holds the amount.
 */
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@fanlane/contracts/money';
import type { TCurrency } from '@fanlane/contracts/currencies';
import { parseMinor, readRate, usdCentsToCover } from '@fanlane/contracts/money-math';

/**
 * `minor` units of `currency` in USD cents at `usdRate`, rounded up; null when the amount or the
 * rate is not one ("0" or unreadable rates included).
 */
export function minorToUsdCentsUp(minor: string, currency: TCurrency, usdRate: string | null): bigint | null {
  const amount = parseMinor(minor);
  if (amount === null) return null;
  if (currency === 'USD') return amount;
  const rate = usdRate === null ? null : readRate(usdRate);
  return rate ? usdCentsToCover(amount, currency, rate) : null;
}

/** The top-up to offer for a shortfall of `missingCents`: at least the minimum, at most the maximum. */
export function topUpCentsFor(missingCents: bigint): string {
  const min = BigInt(TOP_UP_MIN_CENTS);
  const max = BigInt(TOP_UP_MAX_CENTS);
  const wanted = missingCents < min ? min : missingCents;
  return (wanted > max ? max : wanted).toString();
}
