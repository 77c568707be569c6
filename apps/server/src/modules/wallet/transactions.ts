/**
 * `/payments` and `/transaction/:id`: the journal as one user sees it. Each entry touching one of
 * the user's accounts is one line, with the user's net movement (a fan's payment, a creator's net
 * earning, a top-up). Releases of earnings from pending to available move nothing in or out, so
 * they are not listed. The business object behind each entry supplies the counterparty and fees.
 */
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCurrency, TTransaction, TTransactionKind, ZTransactionListRequest } from '@fanlane/contracts/money';
import { minorToUsdCents } from '@fanlane/contracts/money-math';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { queryRows } from '../../db/client.ts';
import { earnings, purchases, subscriptionCharges, subscriptions, tips, topUps } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { authorsByIds } from '../users/author-cards.ts';

type EntryLine = {
  id: string;
  kind: TTransactionKind;
  ref_type: string;
  ref_id: string;
  usd_rate: string | null;
  memo: string | null;
  created_at: string | Date;
  currency: TCurrency;
  amount: string;
};

async function userEntries(
  deps: AppDeps,
  userId: string,
  filter: { cursor?: string; direction?: 'paid' | 'received'; entryId?: string; limit: number },
) {
  const cursor = decodeCursor(filter.cursor);
  return queryRows<EntryLine>(
    deps.db,
    sql`
    select e.id, e.kind, e.ref_type, e.ref_id, e.usd_rate, e.memo, e.created_at, a.currency, sum(p.amount)::text as amount
    from ledger_accounts a
    join postings p on p.account_id = a.id
    join journal_entries e on e.id = p.entry_id
    where a.owner_id = ${userId} and e.kind <> 'release'
      ${filter.entryId ? sql`and e.id = ${filter.entryId}` : sql``}
      ${cursor ? sql`and (e.created_at, e.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)` : sql``}
    group by e.id, a.currency
    having ${filter.direction === 'paid' ? sql`sum(p.amount) < 0` : filter.direction === 'received' ? sql`sum(p.amount) > 0` : sql`sum(p.amount) <> 0`}
    order by e.created_at desc, e.id desc
    limit ${filter.limit + 1}`,
  );
}

/** What each entry was about: the other party, the gross price, the fee, the post. */
async function describe(deps: AppDeps, userId: string, lines: EntryLine[]): Promise<TTransaction[]> {
  const ids = lines.map((l) => l.id);
  if (ids.length === 0) return [];
  const [buys, tipRows, charges, tops, earned] = await Promise.all([
    deps.db.select().from(purchases).where(inArray(purchases.entryId, ids)),
    deps.db.select().from(tips).where(inArray(tips.entryId, ids)),
    deps.db
      .select({
        entryId: subscriptionCharges.entryId,
        usdCents: subscriptionCharges.usdCents,
        fanId: subscriptions.fanId,
        creatorId: subscriptions.creatorId,
      })
      .from(subscriptionCharges)
      .innerJoin(subscriptions, sql`${subscriptions.id} = ${subscriptionCharges.subscriptionId}`)
      .where(inArray(subscriptionCharges.entryId, ids)),
    deps.db.select().from(topUps).where(inArray(topUps.entryId, ids)),
    deps.db.select().from(earnings).where(inArray(earnings.entryId, ids)),
  ]);
  type Party = { fanId: string; creatorId: string; usdCents: bigint; postId: string | null; message: string | null };
  const parties = new Map<string, Party>();
  for (const b of buys)
    parties.set(b.entryId, {
      fanId: b.buyerId,
      creatorId: b.creatorId,
      usdCents: b.priceCents,
      postId: b.postId,
      message: null,
    });
  for (const t of tipRows)
    parties.set(t.entryId, {
      fanId: t.fanId,
      creatorId: t.creatorId,
      usdCents: t.usdCents,
      postId: t.postId,
      message: t.message,
    });
  for (const c of charges)
    parties.set(c.entryId, {
      fanId: c.fanId,
      creatorId: c.creatorId,
      usdCents: c.usdCents,
      postId: null,
      message: null,
    });
  const topUpByEntry = new Map(tops.map((t) => [t.entryId!, t]));
  const earnedByEntry = new Map(earned.map((e) => [e.entryId, e]));
  const people = await authorsByIds(
    deps,
    [...parties.values()].map((p) => (p.fanId === userId ? p.creatorId : p.fanId)),
  );

  return lines.map((line) => {
    const amount = BigInt(line.amount);
    const party = parties.get(line.id);
    const topUp = topUpByEntry.get(line.id);
    const earning = earnedByEntry.get(line.id);
    const asCreator = party !== undefined && party.creatorId === userId && amount > 0n;
    const usdCents =
      party?.usdCents ??
      (line.usd_rate
        ? minorToUsdCents(amount < 0n ? -amount : amount, line.currency, line.usd_rate)
        : amount < 0n
          ? -amount
          : amount);
    const feeCents = topUp ? topUp.feeCents : asCreator && earning ? earning.grossCents - earning.netCents : 0n;
    return {
      id: line.id,
      kind: line.kind,
      direction: amount < 0n ? 'paid' : 'received',
      currency: line.currency,
      amount: (amount < 0n ? -amount : amount).toString(),
      usdCents: usdCents.toString(),
      feeCents: feeCents.toString(),
      usdRate: line.usd_rate,
      counterparty: party ? (people.get(party.fanId === userId ? party.creatorId : party.fanId) ?? null) : null,
      postId: party?.postId ?? null,
      message: party?.message ?? line.memo ?? null,
      createdAt: new Date(line.created_at).toISOString(),
    };
  });
}

export async function listTransactions(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof ZTransactionListRequest>,
): Promise<TPage<TTransaction>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await userEntries(deps, userId, { cursor: query.cursor, direction: query.direction, limit });
  return pageOf(
    rows,
    limit,
    (r) => ({ at: new Date(r.created_at), id: r.id }),
    (kept) => describe(deps, userId, kept),
  );
}

export async function getTransaction(deps: AppDeps, userId: string, id: string): Promise<TTransaction> {
  const rows = await userEntries(deps, userId, { entryId: id, limit: 1 });
  const [tx] = await describe(deps, userId, rows.slice(0, 1));
  if (!tx) throw appError('NOT_FOUND');
  return tx;
}
