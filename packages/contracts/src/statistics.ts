/**
 * `/user/revenue/flow/statistics` (a seller call): a creator's earnings over a date range, bucketed
 * by day, week (Monday first) or month in the creator's time zone, by source and by the currency
 * the fans paid in; subscribers gained, renewed and lost per bucket; the top fans and posts.
 */
import { z } from 'zod';
import { CURRENCIES } from './currencies.ts';
import { REVENUE_SOURCES, ZCounterparty, ZMinorAmount } from './money.ts';

export const STATISTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type TStatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];
/** The longest range one answer covers, in days, per granularity: a year by day, five years by week, ten by month. */
export const STATISTICS_MAX_DAYS: Record<TStatisticsGranularity, number> = { day: 366, week: 1827, month: 3653 };
/** Top fans and top posts shown. */
export const STATISTICS_TOP = 10;

/** An IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const ZLocalDate = z.iso.date();

export const ZStatisticsRequest = z
  .object({
    /** The first and last local dates of the range, both included. */
    from: ZLocalDate,
    to: ZLocalDate,
    granularity: z.enum(STATISTICS_GRANULARITIES).default('day'),
    timeZone: z.string().max(64).refine(isTimeZone, 'time_zone'),
  })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1;
    if (!(days >= 1)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before_from' });
    else if (days > STATISTICS_MAX_DAYS[v.granularity])
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
  });
export type TStatisticsRequest = z.input<typeof ZStatisticsRequest>;

const ZSourceCents = z.object({ subscription: ZMinorAmount, purchase: ZMinorAmount, tip: ZMinorAmount });

export const ZStatistics = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(STATISTICS_GRANULARITIES),
  timeZone: z.string(),
  /** Net earnings (after the platform fee), USD cents, per bucket and source; `start` is the bucket's first local date. */
  earnings: z.array(ZSourceCents.extend({ start: z.string(), count: z.number().int() })),
  /** Subscriptions started, renewed (a period after the first charged) and ended, per bucket. */
  subscribers: z.array(
    z.object({ start: z.string(), new: z.number().int(), renewed: z.number().int(), churned: z.number().int() }),
  ),
  /** The range's earnings by the currency the fan paid in and by source (amounts in USD cents). */
  byCurrency: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      source: z.enum(REVENUE_SOURCES),
      count: z.number().int(),
      grossCents: ZMinorAmount,
      netCents: ZMinorAmount,
    }),
  ),
  totals: z.object({ count: z.number().int(), grossCents: ZMinorAmount, netCents: ZMinorAmount }),
  topFans: z.array(z.object({ fan: ZCounterparty, count: z.number().int(), netCents: ZMinorAmount })),
  topPosts: z.array(
    z.object({ postId: z.string(), text: z.string(), count: z.number().int(), netCents: ZMinorAmount }),
  ),
});
export type TStatistics = z.infer<typeof ZStatistics>;
