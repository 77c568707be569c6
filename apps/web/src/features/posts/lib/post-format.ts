/** Display helpers of posts: prices in cents, video durations, how long ago. */
import { LOCALE_BCP47 } from '@fanlane/contracts/locales';
import { getCurrentLocale } from '../../../i18n';
import { formatUsdCents, parseUsdToCents } from '../../../shared/lib/money';

/** "499" cents → "$4.99" (a missing price reads $0.00); the money formatter, never a float. */
export function centsToUsd(cents: string | null | undefined): string {
  return formatUsdCents(cents ?? '0');
}

/** A typed USD amount ("4.99", "5", "$5,5") as cents ("499", "500", "550"); null when it is not one. */
export function usdToCents(input: string): string | null {
  return parseUsdToCents(input.replace(/^\s*\$\s*/, ''));
}

/** Cents as the amount a price field shows ("499" → "4.99"). */
export function centsToInput(cents: string | null | undefined): string {
  if (!cents || !/^\d+$/.test(cents)) return '';
  const text = cents.padStart(3, '0');
  return `${String(BigInt(text.slice(0, -2)))}.${text.slice(-2)}`;
}

/** 83_000 ms → "1:23", 3_723_000 → "1:02:03". */
export function formatDuration(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return null;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "in 2 days" in the interface language; "now" under a minute. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  const lang = LOCALE_BCP47[getCurrentLocale()];
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
