/**
 * `/user/revenue/flow/*`: a creator's revenue by source (subscriptions, pay-per-view, tips), from
 * the earnings rows every charge writes, and the lines themselves with their release dates.
 */
import type { z } from 'zod';
import {
  REVENUE_SOURCES,
  type TRevenueLine,
  type TRevenueSummary,
  type ZRevenueListRequest,
} from '@fanlane/contracts/money';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { balancesOf, earningsAvailable, earningsPending } from '../../ledger/accounts.ts';
import { earningsBySource, earningsLines } from '../../ledger/reports.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { authorsByIds } from '../users/author-cards.ts';

export async function revenueSummary(deps: AppDeps, creatorId: string, days: number): Promise<TRevenueSummary> {
  const since = new Date(Date.now() - days * 86_400_000);
  const [rows, held] = await Promise.all([earningsBySource(deps.db, creatorId, since), balancesOf(deps.db, creatorId)]);
  const bySource = REVENUE_SOURCES.map((source) => {
    const row = rows.find((r) => r.source === source);
    return { source, count: row?.count ?? 0, grossCents: row?.gross ?? '0', netCents: row?.net ?? '0' };
  });
  return {
    days,
    bySource,
    totalNetCents: bySource.reduce((sum, s) => sum + BigInt(s.netCents), 0n).toString(),
    pendingCents: (held.get(earningsPending(creatorId).key) ?? 0n).toString(),
    availableCents: (held.get(earningsAvailable(creatorId).key) ?? 0n).toString(),
    feePercent: deps.config.platformFeePercent,
    holdDays: deps.config.earningsHoldMs / 86_400_000,
  };
}

export async function revenueLines(
  deps: AppDeps,
  creatorId: string,
  query: z.output<typeof ZRevenueListRequest>,
): Promise<TPage<TRevenueLine>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(query.cursor);
  const rows = await earningsLines(deps.db, creatorId, { source: query.source, cursor, limit: limit + 1 });
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    async (kept) => {
      const fans = await authorsByIds(
        deps,
        kept.map((r) => r.fanId),
      );
      return kept.map((r) => ({
        id: r.id,
        source: r.source,
        grossCents: r.grossCents.toString(),
        netCents: r.netCents.toString(),
        availableAt: r.availableAt.toISOString(),
        released: r.releasedEntryId !== null,
        fan: fans.get(r.fanId) ?? { address: '', creatorDomain: null, displayName: null, avatar: null },
        postId: r.postId,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
}
