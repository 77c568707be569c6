/**
 * What an amount held in a currency is worth in USD cents, at a rate given as a decimal string
 * (the balance's and the exchange-rate call's rates), in bigint arithmetic. Rounded down: the wallet
 * shows "≈ $x" and never promises more than the holding is worth.
 */
import { CURRENCY_DECIMALS } from '@fanlane/contracts/money';
import type { TCurrency } from '@fanlane/contracts/money';

const DECIMAL_RE = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

/** "3012.55" → 301255n over 10^2; null for anything else. */
function parseDecimal(text: string): { units: bigint; scale: bigint } | null {
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

function isMinor(text: string): boolean {
  return /^\d{1,78}$/.test(text);
}

/** `minor` units of `currency` at `usdPerUnit` USD for one whole unit, in cents; null without a usable rate. */
export function usdCentsAt(minor: string, currency: TCurrency, usdPerUnit: string): string | null {
  const rate = parseDecimal(usdPerUnit);
  if (!rate || rate.units === 0n || !isMinor(minor)) return null;
  const unit = 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  return ((BigInt(minor) * rate.units * 100n) / (unit * rate.scale)).toString();
}

/** `minor` units of `currency` when one USD buys `unitsPerUsd` whole units (the Stars rate), in cents. */
export function usdCentsPer(minor: string, currency: TCurrency, unitsPerUsd: string): string | null {
  const rate = parseDecimal(unitsPerUsd);
  if (!rate || rate.units === 0n || !isMinor(minor)) return null;
  const unit = 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  return ((BigInt(minor) * rate.scale * 100n) / (unit * rate.units)).toString();
}
