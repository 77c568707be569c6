/**
 * `/user/revenue/flow/statistics`: a creator's earnings and subscribers over a range of local
 * dates in their time zone, bucketed by day, week or month (docs/money.md, "Creator statistics").
 * The buckets' first instants are worked out here from the zone (lib/zoned-dates.ts) and the
 * database groups rows by them, so it needs no time zone data of its own.
 */
import type { REVENUE_SOURCES } from '@fanlane/contracts/money';
import { STATISTICS_TOP, type TStatistics, type ZStatisticsRequest } from '@fanlane/contracts/statistics';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { earningsByBucket, earningsByCurrency, topEarners } from '../../ledger/reports.ts';
import { bucketStarts, nextDate, startOfLocalDate } from '../../lib/zoned-dates.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { subscriberChanges } from '../subscriptions/subscriptions-repo.ts';
import { postTexts } from '../posts/posts-repo.ts';

const sum = (values: string[]) => values.reduce((total, v) => total + BigInt(v), 0n).toString();

export async function creatorStatistics(
  deps: AppDeps,
  creatorId: string,
  query: z.output<typeof ZStatisticsRequest>,
): Promise<TStatistics> {
  const { from, to, granularity, timeZone } = query;
  const labels = bucketStarts(from, to, granularity);
  const starts = labels.map((date) => startOfLocalDate(date, timeZone));
  const range = { creatorId, from: startOfLocalDate(from, timeZone), until: startOfLocalDate(nextDate(to), timeZone) };
  const [byBucket, byCurrency, subscribers, fans, posts] = await Promise.all([
    earningsByBucket(deps.db, range, starts),
    earningsByCurrency(deps.db, range),
    subscriberChanges(deps.db, range, starts),
    topEarners(deps.db, range, 'fan', STATISTICS_TOP),
    topEarners(deps.db, range, 'post', STATISTICS_TOP),
  ]);
  const [cards, texts] = await Promise.all([
    authorsByIds(
      deps,
      fans.map((f) => f.id),
    ),
    postTexts(
      deps.db,
      posts.map((p) => p.id),
    ),
  ]);

  const rowsOfBucket = new Map<number, typeof byBucket>();
  for (const row of byBucket)
    rowsOfBucket.set(Number(row.bucket), [...(rowsOfBucket.get(Number(row.bucket)) ?? []), row]);
  const earnings = labels.map((start, i) => {
    const rows = rowsOfBucket.get(i + 1) ?? [];
    const of = (source: (typeof REVENUE_SOURCES)[number]) =>
      sum(rows.filter((r) => r.source === source).map((r) => r.net));
    return {
      start,
      count: rows.reduce((n, r) => n + r.count, 0),
      subscription: of('subscription'),
      purchase: of('purchase'),
      tip: of('tip'),
    };
  });
  return {
    from,
    to,
    granularity,
    timeZone,
    earnings,
    subscribers: labels.map((start, i) => {
      const count = (kind: string) =>
        subscribers.find((r) => Number(r.bucket) === i + 1 && r.kind === kind)?.count ?? 0;
      return { start, new: count('new'), renewed: count('renewed'), churned: count('churned') };
    }),
    byCurrency: byCurrency.map((r) => ({
      currency: r.currency,
      source: r.source,
      count: r.count,
      grossCents: r.gross,
      netCents: r.net,
    })),
    totals: {
      count: byCurrency.reduce((n, r) => n + r.count, 0),
      grossCents: sum(byCurrency.map((r) => r.gross)),
      netCents: sum(byCurrency.map((r) => r.net)),
    },
    topFans: fans.map((f) => ({
      fan: cards.get(f.id) ?? { address: '', creatorDomain: null, displayName: null, avatar: null },
      count: f.count,
      netCents: f.net,
    })),
    topPosts: posts.map((p) => ({ postId: p.id, text: texts.get(p.id) ?? '', count: p.count, netCents: p.net })),
  };
}
