/**
 * Exact money arithmetic, the one copy the server and the web app share (docs/money.md, "Fees and
 * rounding"). Amounts are bigint minor units; rates are decimal strings (USD per whole unit) read
 * as exact fractions. Nothing here touches a float.
 *
 * Rounding: a USD price converted to another currency rounds UP (the payer covers the last fraction,
 * the FX treasury is never short); the USD value of an amount rounds DOWN (never promises more than
 * it is worth); what it takes to cover an amount in USD rounds UP; the platform fee rounds DOWN.
 */
import { CURRENCY_DECIMALS, type TCurrency } from './currencies.ts';

/** An exact positive fraction `num / den`. */
export type Fraction = { num: bigint; den: bigint };

/** The one decimal syntax: digits, then optionally a point and digits ("3012.55", "0.02", "7"). */
const DECIMAL_RE = /^(\d+)(?:\.(\d+))?$/;
/** A rate has at most 20 whole digits and 18 decimals. */
const RATE_WHOLE_DIGITS = 20;
const RATE_DECIMALS = 18;
/** An amount fits numeric(78,0). */
const AMOUNT_DIGITS = 78;

function splitDecimal(text: string): { whole: string; fraction: string } | null {
  const match = DECIMAL_RE.exec(text);
  return match ? { whole: match[1]!, fraction: match[2] ?? '' } : null;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const unitOf = (currency: TCurrency) => 10n ** BigInt(CURRENCY_DECIMALS[currency]);

/** "3012.55" → 301255/100; null for anything that is not a positive decimal within a rate's digits. */
export function readRate(rate: string): Fraction | null {
  const parts = splitDecimal(rate);
  if (!parts || parts.whole.length > RATE_WHOLE_DIGITS || parts.fraction.length > RATE_DECIMALS) return null;
  const num = BigInt(parts.whole + parts.fraction);
  if (num <= 0n) return null;
  return { num, den: 10n ** BigInt(parts.fraction.length) };
}

/** As readRate, for rates that must be valid: throws on anything else. */
export function parseRate(rate: string): Fraction {
  const fraction = readRate(rate);
  if (!fraction) throw new Error(`not a rate: ${rate}`);
  return fraction;
}

/** The same rate the other way round: units per USD ↔ USD per unit. */
export const invertRate = ({ num, den }: Fraction): Fraction => ({ num: den, den: num });

const fractionOf = (rate: string | Fraction): Fraction => (typeof rate === 'string' ? parseRate(rate) : rate);

/** An amount on the wire (a string of 1 to 78 digits, minor units); null for anything else. */
export function parseMinor(text: string): bigint | null {
  return text.length <= AMOUNT_DIGITS && /^\d+$/.test(text) ? BigInt(text) : null;
}

/**
 * A decimal amount in a currency's whole units to minor units: ("12.34", "USD") → 1234n. Null for
 * anything that is not a plain decimal or has more decimals than the currency.
 */
export function parseAmount(text: string, currency: TCurrency): bigint | null {
  const decimals = CURRENCY_DECIMALS[currency];
  const parts = splitDecimal(text);
  if (!parts || parts.fraction.length > decimals) return null;
  const digits = (parts.whole + parts.fraction.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  return digits.length <= AMOUNT_DIGITS ? BigInt(digits) : null;
}

/** Units with `decimals` as a decimal string, trailing zeros dropped (1234n, 2 → "12.34"). */
function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Minor units as a decimal string with the currency's decimals ("1234" USD → "12.34"). */
export const formatMinor = (amount: bigint, currency: TCurrency): string =>
  formatUnits(amount, CURRENCY_DECIMALS[currency]);

/**
 * What a USD price costs in `currency`'s minor units at `usdRate` (USD per whole unit). Rounded
 * up: the payer covers the last fraction of a unit, so the treasury is never short.
 */
export function usdCentsToMinor(usdCents: bigint, currency: TCurrency, usdRate: string | Fraction): bigint {
  if (currency === 'USD') return usdCents;
  const { num, den } = fractionOf(usdRate);
  // minor = cents / 100 / rate * unit = cents * unit * den / (100 * num)
  return ceilDiv(usdCents * unitOf(currency) * den, 100n * num);
}

/** What `usdCents` buys of `currency` at `usdRate`, rounded down: what the platform pays out for them. */
export function usdCentsToMinorDown(usdCents: bigint, currency: TCurrency, usdRate: string | Fraction): bigint {
  if (currency === 'USD') return usdCents;
  const { num, den } = fractionOf(usdRate);
  return (usdCents * unitOf(currency) * den) / (100n * num);
}

/** The USD value of an amount, in cents, rounded down (for display and totals). */
export function minorToUsdCents(amount: bigint, currency: TCurrency, usdRate: string | Fraction): bigint {
  if (currency === 'USD') return amount;
  const { num, den } = fractionOf(usdRate);
  return (amount * 100n * num) / (unitOf(currency) * den);
}

/** The USD cents it takes to cover an amount (a shortfall to top up), rounded up. */
export function usdCentsToCover(amount: bigint, currency: TCurrency, usdRate: string | Fraction): bigint {
  if (currency === 'USD') return amount;
  const { num, den } = fractionOf(usdRate);
  return ceilDiv(amount * 100n * num, unitOf(currency) * den);
}

/** Units per one USD for a rate ("0.02" USD per Star → "50"), to 6 decimals rounded down, for display. */
export function perUsd(usdRate: string): string {
  const { num, den } = parseRate(usdRate);
  return formatUnits((den * 1_000_000n) / num, 6);
}

/**
 * Splits a gross USD amount into the platform fee and the creator's net. The fee rounds down, so
 * the creator gets the remainder of every split.
 */
export function splitFee(grossCents: bigint, feePercent: number): { feeCents: bigint; netCents: bigint } {
  const feeCents = (grossCents * BigInt(feePercent)) / 100n;
  return { feeCents, netCents: grossCents - feeCents };
}
