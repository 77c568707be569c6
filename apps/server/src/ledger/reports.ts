/**
 * The ledger read for people, not for balances: one user's journal lines (the payment history) and
 * a creator's earnings (revenue). Modules read the ledger tables only through these.
 */
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { TCurrency, TTransactionKind } from '@fanlane/contracts/money';
import { pgArray, queryRows, type Database, type Tx } from '../db/client.ts';
import { earnings } from '../db/schema/index.ts';
import type { TimeCursor } from '../lib/cursor.ts';

type Db = Database | Tx;
export type EarningRow = typeof earnings.$inferSelect;

/** One journal entry as one user sees it: their net movement in one currency. */
export type EntryLine = {
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

/**
 * The entries touching one of the user's accounts, newest first, netted per entry and currency;
 * releases of earnings move nothing in or out, so they are left out.
 */
export function userEntries(
  db: Db,
  userId: string,
  filter: { cursor: TimeCursor | null; direction?: 'paid' | 'received'; entryId?: string; limit: number },
): Promise<EntryLine[]> {
  const { cursor } = filter;
  return queryRows<EntryLine>(
    db,
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

/** The earnings rows written by these entries (a creator's side of a charge). */
export function earningsByEntries(db: Db, entryIds: string[]): Promise<EarningRow[]> {
  return db.select().from(earnings).where(inArray(earnings.entryId, entryIds));
}

/** A creator's earnings since `since`, not reversed, counted and summed by source. */
export function earningsBySource(db: Db, creatorId: string, since: Date) {
  return db
    .select({
      source: earnings.source,
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(${earnings.grossCents}), 0)::text`,
      net: sql<string>`coalesce(sum(${earnings.netCents}), 0)::text`,
    })
    .from(earnings)
    .where(and(eq(earnings.creatorId, creatorId), gte(earnings.createdAt, since), sql`${earnings.reversedAt} is null`))
    .groupBy(earnings.source);
}

/** A creator's earnings rows, not reversed, newest first; keyset on (created at, id). */
export function earningsLines(
  db: Db,
  creatorId: string,
  filter: { source?: EarningRow['source']; cursor: TimeCursor | null; limit: number },
): Promise<EarningRow[]> {
  const { cursor } = filter;
  return db
    .select()
    .from(earnings)
    .where(
      and(
        eq(earnings.creatorId, creatorId),
        sql`${earnings.reversedAt} is null`,
        filter.source ? eq(earnings.source, filter.source) : undefined,
        cursor
          ? or(lt(earnings.createdAt, cursor.at), and(eq(earnings.createdAt, cursor.at), lt(earnings.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(earnings.createdAt), desc(earnings.id))
    .limit(filter.limit);
}

/** Bucket starts as one array parameter (ISO instants hold no commas or quotes). */
export const instantsParam = (starts: Date[]) => sql`${pgArray(starts.map((s) => s.toISOString()))}::timestamptz[]`;

type EarningsRange = { creatorId: string; from: Date; until: Date };
const inRange = (r: EarningsRange) =>
  sql`e.creator_id = ${r.creatorId} and e.created_at >= ${r.from.toISOString()}::timestamptz
    and e.created_at < ${r.until.toISOString()}::timestamptz and e.reversed_at is null`;

/**
 * A creator's earnings in [from, until), not reversed, per bucket (1 for the first start, as
 * `width_bucket` numbers them) and source.
 */
export function earningsByBucket(db: Db, range: EarningsRange, starts: Date[]) {
  return queryRows<{ bucket: number; source: EarningRow['source']; count: number; net: string; gross: string }>(
    db,
    sql`
    select width_bucket(e.created_at, ${instantsParam(starts)}) as bucket, e.source, count(*)::int as count,
      sum(e.net_cents)::text as net, sum(e.gross_cents)::text as gross
    from earnings e where ${inRange(range)}
    group by 1, 2`,
  );
}

/** The same earnings by the currency the fan paid in (their own posting in the charge's entry) and source. */
export function earningsByCurrency(db: Db, range: EarningsRange) {
  return queryRows<{ currency: TCurrency; source: EarningRow['source']; count: number; net: string; gross: string }>(
    db,
    sql`
    select coalesce(paid.currency, 'USD') as currency, e.source, count(*)::int as count,
      sum(e.net_cents)::text as net, sum(e.gross_cents)::text as gross
    from earnings e
    left join lateral (
      select a.currency from postings p join ledger_accounts a on a.id = p.account_id
      where p.entry_id = e.entry_id and a.owner_id = e.fan_id and p.amount < 0
      limit 1
    ) paid on true
    where ${inRange(range)}
    group by 1, 2
    order by 1, 2`,
  );
}

/** The fans, or the posts, that brought the most net earnings in the range. */
export function topEarners(db: Db, range: EarningsRange, by: 'fan' | 'post', limit: number) {
  const key = by === 'fan' ? sql`e.fan_id` : sql`e.post_id`;
  return queryRows<{ id: string; count: number; net: string }>(
    db,
    sql`
    select ${key} as id, count(*)::int as count, sum(e.net_cents)::text as net
    from earnings e where ${inRange(range)} and ${key} is not null
    group by 1
    order by sum(e.net_cents) desc, 1
    limit ${limit}`,
  );
}

/** The fans who paid the creator anything not reversed, as a subquery of ids (`id`): a mass message's buyers. */
export const payerIdsSql = (creatorId: string) =>
  sql`select distinct ${earnings.fanId} as id from ${earnings}
    where ${earnings.creatorId} = ${creatorId} and ${earnings.reversedAt} is null`;
