/**
 * Money for display and from input (docs/money.md, spec section 9). Amounts travel as digit strings
 * in each currency's smallest unit; here they are rounded with bigint arithmetic and only the final,
 * already exact decimal string is handed to Intl (which formats decimal strings without a float), so
 * a wei or cent amount is never bent by a lossy number.
 *
 * Display rules: USD always 2 decimals; ETH 6 decimals, or 14 when the value is 1e-6 ETH or less so
 * dust does not read as 0; Stars are whole (a fractional price is rounded up by the server's quote);
 * the others show up to their currency's decimals. Trailing zeros are trimmed except for USD.
 */
import { CURRENCY_DECIMALS } from '@fanlane/contracts/currencies';
import type { TCurrency } from '@fanlane/contracts/currencies';
import { LOCALE_BCP47 } from '@fanlane/contracts/locales';
import { getCurrentLocale } from '../../i18n';

/** How a currency is named after its amount ("0.5 ETH"); USD uses the locale's own currency style. */
const UNIT_LABELS: Record<Exclude<TCurrency, 'USD'>, string> = {
  USDT: 'USDT',
  ETH: 'ETH',
  SOL: 'SOL',
  STARS: 'Stars',
  DFS: 'DFS',
};

const ETH_DIGITS = 6;
const ETH_TINY_DIGITS = 14;
/** 1e-6 ETH in wei: at or below it (and above 0) ETH shows 14 decimals. */
const ETH_TINY_WEI = 10n ** 12n;

/** The largest amount a USD field accepts: ZUsdCents allows 10 digits of cents. */
const MAX_INPUT_CENTS = 9_999_999_999n;

const MINOR_RE = /^(-?)(\d+)$/;
const USD_INPUT_RE = /^(\d*)(?:\.(\d*))?$/;

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: TCurrency, digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}|${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      ...(currency === 'USD' ? { style: 'currency', currency: 'USD' } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The fraction digits shown for `abs` minor units of `currency`. */
function displayDigits(abs: bigint, currency: TCurrency): number {
  if (currency === 'USD') return 2;
  if (currency === 'ETH') return abs > 0n && abs <= ETH_TINY_WEI ? ETH_TINY_DIGITS : ETH_DIGITS;
  return CURRENCY_DECIMALS[currency];
}

/** `abs` minor units with `decimals`, rounded half up to `digits` places: [whole, fraction digits]. */
function roundToDigits(abs: bigint, decimals: number, digits: number): [bigint, string] {
  const keep = Math.min(digits, decimals);
  const drop = 10n ** BigInt(decimals - keep);
  let units = abs / drop;
  if ((abs % drop) * 2n >= drop) units += 1n;
  const scale = 10n ** BigInt(keep);
  const fraction = keep === 0 ? '' : (units % scale).toString().padStart(keep, '0');
  return [units / scale, fraction];
}

/** The interface language's BCP 47 tag, the default locale of every amount shown. */
export function currentMoneyLocale(): string {
  return LOCALE_BCP47[getCurrentLocale()];
}

/**
 * `minor` units of `currency` for display: ("1050", "USD") → "$10.50", ("1500000000000000000",
 * "ETH") → "1.5 ETH". A leading "-" is kept; `signed` also shows "+" on positive amounts. Anything
 * that is not an integer string shows as zero.
 */
export function formatMoney(
  minor: string,
  currency: TCurrency,
  locale: string = currentMoneyLocale(),
  signed = false,
): string {
  const match = MINOR_RE.exec(minor.trim());
  const negative = match?.[1] === '-';
  const abs = match ? BigInt(match[2]!) : 0n;
  const [whole, rawFraction] = roundToDigits(abs, CURRENCY_DECIMALS[currency], displayDigits(abs, currency));
  const fraction = currency === 'USD' ? rawFraction : rawFraction.replace(/0+$/, '');
  const isZero = whole === 0n && /^0*$/.test(fraction);
  const decimal = `${negative && !isZero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}` as `${number}`;
  const text = numberFormat(locale, currency, fraction.length, signed).format(decimal);
  return currency === 'USD' ? text : `${text} ${UNIT_LABELS[currency]}`;
}

/** USD cents for display: "1050" → "$10.50". */
export function formatUsdCents(cents: string, locale?: string, signed = false): string {
  return formatMoney(cents, 'USD', locale, signed);
}

/**
 * A USD amount the user typed, in cents: "12.5" → "1250", "7" → "700", "0.99" → "99", "12,5" →
 * "1250" (a decimal comma when there is no point). Null for anything else: a sign, more than two
 * decimals, letters or exponents ("1e9"), an empty field, more than ZUsdCents allows. "0" gives
 * "0": whether an amount is big enough is the caller's rule.
 */
export function parseUsdToCents(text: string): string | null {
  let input = text.trim();
  if (!input.includes('.')) input = input.replace(/^(\d*),(\d{1,2})$/, '$1.$2');
  const match = USD_INPUT_RE.exec(input);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > 2 || whole.length > 12) return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents > MAX_INPUT_CENTS ? null : cents.toString();
}
