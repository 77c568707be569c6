/**
 * The statistics page's range: presets counted back from today in the browser's time zone, a
 * custom range checked before it is asked for, and the answer as CSV (what is drawn is what is
 * downloaded).
 */
import {
  STATISTICS_MAX_DAYS,
  type TStatistics,
  type TStatisticsGranularity,
  type TStatisticsRequest,
} from '@fanlane/contracts/statistics';

export const STATISTICS_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type TStatisticsPreset = (typeof STATISTICS_PRESETS)[number];

const PRESET_DAYS: Record<TStatisticsPreset, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };
/** The granularity a preset is drawn at: days up to a month, weeks for a quarter, months for a year. */
export const PRESET_GRANULARITY: Record<TStatisticsPreset, TStatisticsGranularity> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'week',
  '12m': 'month',
};

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Today's date (YYYY-MM-DD) in the zone. */
export const localToday = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const DAY_MS = 86_400_000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The preset's range, ending today (both ends included). */
export function presetRange(preset: TStatisticsPreset, today: string) {
  return { from: shiftDate(today, 1 - PRESET_DAYS[preset]), to: today, granularity: PRESET_GRANULARITY[preset] };
}

export type RangeProblem = 'missing' | 'before_from' | 'range_too_long' | null;

/** What is wrong with a custom range before it is sent (the server checks the same). */
export function rangeProblem(query: Pick<TStatisticsRequest, 'from' | 'to' | 'granularity'>): RangeProblem {
  const [from, to] = [Date.parse(query.from), Date.parse(query.to)];
  if (Number.isNaN(from) || Number.isNaN(to)) return 'missing';
  const days = (to - from) / DAY_MS + 1;
  if (days < 1) return 'before_from';
  if (days > STATISTICS_MAX_DAYS[query.granularity ?? 'day']) return 'range_too_long';
  return null;
}

const cents = (value: string) => {
  const n = BigInt(value);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One row per bucket: its first date, net USD per source and in all, payments, subscribers. */
export function statisticsCsv(data: TStatistics, headers: string[]): string {
  const rows = data.earnings.map((bucket, i) => {
    const subscribers = data.subscribers[i]!;
    const total = BigInt(bucket.subscription) + BigInt(bucket.purchase) + BigInt(bucket.tip);
    return [
      bucket.start,
      cents(bucket.subscription),
      cents(bucket.purchase),
      cents(bucket.tip),
      cents(total.toString()),
      String(bucket.count),
      String(subscribers.new),
      String(subscribers.renewed),
      String(subscribers.churned),
    ];
  });
  return [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
