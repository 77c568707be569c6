/**
 * Exact money arithmetic on bigint minor units (docs/money.md). Rates are decimal strings (USD
 * per whole unit) read as exact fractions; nothing here touches a float.
 */
import { CURRENCY_DECIMALS, type TCurrency } from '@fanlane/contracts/money';

export type Fraction = { num: bigint; den: bigint };

const RATE_RE = /^(\d{1,20})(?:\.(\d{1,18}))?$/;

/** "3012.55" → 301255/100. Throws on anything that is not a positive decimal. */
export function parseRate(rate: string): Fraction {
  const m = RATE_RE.exec(rate);
  if (!m) throw new Error(`not a rate: ${rate}`);
  const frac = m[2] ?? '';
  const num = BigInt(m[1] + frac);
  if (num <= 0n) throw new Error(`rate must be positive: ${rate}`);
  return { num, den: 10n ** BigInt(frac.length) };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * What a USD price costs in `currency`'s minor units at `usdRate` (USD per whole unit). Rounded
 * up: the payer covers the last fraction of a unit, so the treasury is never short.
 */
export function usdCentsToMinor(usdCents: bigint, currency: TCurrency, usdRate: string): bigint {
  if (currency === 'USD') return usdCents;
  const { num, den } = parseRate(usdRate);
  const unit = 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  // minor = cents / 100 / rate * unit = cents * unit * den / (100 * num)
  return ceilDiv(usdCents * unit * den, 100n * num);
}

/** The USD value of an amount, in cents, rounded down (for display and totals). */
export function minorToUsdCents(amount: bigint, currency: TCurrency, usdRate: string): bigint {
  if (currency === 'USD') return amount;
  const { num, den } = parseRate(usdRate);
  const unit = 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  return (amount * 100n * num) / (unit * den);
}

/** Minor units as a decimal string with the currency's decimals ("1234" USD → "12.34"). */
export function formatMinor(amount: bigint, currency: TCurrency): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const frac = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** Units per one USD for a rate ("0.02" USD per Star → "50"), to 6 decimals, for display. */
export function perUsd(usdRate: string): string {
  const { num, den } = parseRate(usdRate);
  const scaled = (den * 1_000_000n) / num;
  return formatMinor(scaled, 'USDT');
}

/**
 * Splits a gross USD amount into the platform fee and the creator's net. The fee rounds down, so
 * the creator gets the remainder of every split.
 */
export function splitFee(grossCents: bigint, feePercent: number): { feeCents: bigint; netCents: bigint } {
  const feeCents = (grossCents * BigInt(feePercent)) / 100n;
  return { feeCents, netCents: grossCents - feeCents };
}
