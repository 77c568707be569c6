/**
 * What an amount held in a currency is worth in USD cents, at a rate given as a decimal string
 * (the balance's and the exchange-rate call's rates), with the shared exact arithmetic. Rounded
 * down: the wallet shows "≈ $x" and never promises more than the holding is worth.
 */
import type { TCurrency } from '@fanlane/contracts/currencies';
import { invertRate, minorToUsdCents, parseMinor, readRate } from '@fanlane/contracts/money-math';

/** `minor` units of `currency` at `usdPerUnit` USD for one whole unit, in cents; null without a usable rate. */
export function usdCentsAt(minor: string, currency: TCurrency, usdPerUnit: string): string | null {
  const rate = readRate(usdPerUnit.trim());
  const amount = parseMinor(minor);
  if (!rate || amount === null) return null;
  return minorToUsdCents(amount, currency, rate).toString();
}

/** `minor` units of `currency` when one USD buys `unitsPerUsd` whole units (the Stars rate), in cents. */
export function usdCentsPer(minor: string, currency: TCurrency, unitsPerUsd: string): string | null {
  const rate = readRate(unitsPerUsd.trim());
  const amount = parseMinor(minor);
  if (!rate || amount === null) return null;
  return minorToUsdCents(amount, currency, invertRate(rate)).toString();
}
