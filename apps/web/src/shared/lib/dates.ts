/** Dates for display, in the interface language. */
import { LOCALE_BCP47 } from '@fanlane/contracts/locales';
import { getCurrentLocale } from '../../i18n';

const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "12 Apr 2026" (or the language's own order); null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, style: keyof typeof STYLES = 'date'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALE_BCP47[getCurrentLocale()], STYLES[style]).format(date);
}
