/**
 * How much the insufficient-funds modal offers to top up: the shortfall in USD cents, rounded up so
 * the top-up covers it, and kept within the top-up bounds. Rates are decimal strings (USD per whole
 * unit) read as exact fractions; no float ever holds the amount.
 */
import { CURRENCY_DECIMALS, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@fanlane/contracts/money';
import type { TCurrency } from '@fanlane/contracts/money';

const RATE_RE = /^(\d{1,20})(?:\.(\d{1,18}))?$/;
const MINOR_RE = /^\d{1,78}$/;

/**
 * `minor` units of `currency` in USD cents at `usdRate`, rounded up; null when the amount or the
 * rate is not one ("0" or unreadable rates included).
 */
export function minorToUsdCentsUp(minor: string, currency: TCurrency, usdRate: string | null): bigint | null {
  if (!MINOR_RE.test(minor)) return null;
  const amount = BigInt(minor);
  if (currency === 'USD') return amount;
  const match = usdRate ? RATE_RE.exec(usdRate) : null;
  if (!match) return null;
  const fraction = match[2] ?? '';
  const num = BigInt(`${match[1]}${fraction}`);
  if (num === 0n) return null;
  const den = 10n ** BigInt(fraction.length) * 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  // cents = amount / unit * rate * 100 = amount * num * 100 / (den * unit)
  const product = amount * num * 100n;
  return (product + den - 1n) / den;
}

/** The top-up to offer for a shortfall of `missingCents`: at least the minimum, at most the maximum. */
export function topUpCentsFor(missingCents: bigint): string {
  const min = BigInt(TOP_UP_MIN_CENTS);
  const max = BigInt(TOP_UP_MAX_CENTS);
  const wanted = missingCents < min ? min : missingCents;
  return (wanted > max ? max : wanted).toString();
}
