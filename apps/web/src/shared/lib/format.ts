/**
 * Number formatting for display (spec sections 5 and 9): thousands separators, trailing zeros
 * trimmed, default 2 decimals. Amounts arrive as strings or bigints too, and Intl formats those
 * exactly, so a large wei or cent amount never passes through a lossy float.
 */
import { DEFAULT_NUMBER_PRECISION } from '@fanlane/contracts/constants';

export { isWalletAddress } from '@fanlane/contracts/constants';

export type NumericInput = number | string | bigint;

const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${minDigits}:${maxDigits}`;
  let f = formatters.get(key);
  if (!f) {
    // Fixed en-US: amounts read the same in every language, like the wallet addresses beside them.
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      roundingMode: 'halfExpand',
      signDisplay: 'negative', // no "-0" after rounding
    });
    formatters.set(key, f);
  }
  return f;
}

/** The value in a form Intl formats exactly, or null when it is not a finite number. */
function normalize(value: NumericInput): number | bigint | `${number}` | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/,/g, '');
  if (!DECIMAL_RE.test(text)) return null;
  return text as `${number}`;
}

function clampDigits(precision: number): number {
  return Number.isFinite(precision) ? Math.min(Math.max(Math.trunc(precision), 0), 20) : DEFAULT_NUMBER_PRECISION;
}

function format(value: NumericInput, minDigits: number, maxDigits: number): string {
  const normalized = normalize(value);
  if (normalized === null) return formatter(minDigits, minDigits).format(0);
  return formatter(minDigits, maxDigits).format(normalized);
}

/** 1234567.891 -> "1,234,567.89", 1.50 -> "1.5", 2 -> "2"; anything not a number -> "0". */
export function formatNumber(value: NumericInput, precision: number = DEFAULT_NUMBER_PRECISION): string {
  return format(value, 0, clampDigits(precision));
}

/** USD always shows cents ("1.50"), as prices do everywhere. */
export function formatUsd(value: NumericInput): string {
  return format(value, 2, 2);
}

const ETH_DIGITS = 6;
const ETH_TINY_DIGITS = 14;
const ETH_TINY = 1e-6;

/** 6 decimals; dust at or below 1e-6 gets 14 so it does not show as 0. */
export function formatEth(value: NumericInput): string {
  const normalized = normalize(value);
  const abs = normalized === null ? 0 : Math.abs(Number(normalized));
  return formatNumber(value, abs > 0 && abs <= ETH_TINY ? ETH_TINY_DIGITS : ETH_DIGITS);
}

/** Telegram Stars are whole: a price is rounded up so it always covers the amount. */
export function formatStars(value: NumericInput): string {
  const normalized = normalize(value);
  if (normalized === null) return '0';
  if (typeof normalized === 'bigint') return formatNumber(normalized, 0);
  return formatNumber(Math.ceil(Number(normalized)), 0);
}
