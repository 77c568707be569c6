/** Dates, times and durations for display, in the interface language. */
import { LOCALE_BCP47 } from '@fanlane/contracts/locales';
import { getCurrentLocale } from '../../i18n';

const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "14:05" or "2:05 PM": a time today. */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Mon": a day of the last week. */
  weekday: { weekday: 'short' },
  /** "12 Apr": a day of this year. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "April 2026": since when. */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Apr 12, 2026", the language's medium date. */
  medium: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/**
 * Intl's formatters, made once per language and style: making one costs far more than using it
 * (the first one of a page view loads the language's data), and a list formats a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: (lang: string) => T): T {
  const lang = LOCALE_BCP47[getCurrentLocale()];
  let formatter = formatters.get(`${lang}|${key}`) as T | undefined;
  if (!formatter) {
    formatter = make(lang);
    formatters.set(`${lang}|${key}`, formatter);
  }
  return formatter;
}

/** "12 Apr 2026" (or the language's own order); null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, style: DateStyle = 'date'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return cached(style, (lang) => new Intl.DateTimeFormat(lang, STYLES[style])).format(date);
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
  if (Number.isNaN(time)) return '';
  const rtf = cached('relative', (lang) => new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' }));
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
