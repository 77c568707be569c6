/** The subscriptions and subscription_charges tables. */
import { and, asc, desc, eq, inArray, lt, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { RENEWAL_GRACE_DAYS } from '@fanlane/contracts/subscription';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { instantsParam } from '../../ledger/reports.ts';
import { subscriptionCharges, subscriptions, tiers, type SubscriptionRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { RENEWAL_GRACE_MS, RENEWAL_RETRY_MS } from './periods.ts';

type Db = Database | Tx;

/**
 * A live subscription of the fan to the creator that meets a post's minimum tier (by tier position;
 * no minimum: any tier), as an `exists` condition for a query that composes it. Live means not
 * expired and still inside its period, or, while it is renewing (auto-renew on, past due
 * included), inside the grace after it: access never outlasts what the renewal sweep will decide,
 * even when the sweep runs late.
 */
/** A subscription row `s` gives access now (see liveSubscriptionSql). */
const isLive = sql`(s.status <> 'expired' and (s.current_period_end > now()
  or (s.auto_renew and s.current_period_end > now() - make_interval(days => ${sql.raw(String(RENEWAL_GRACE_DAYS))}))))`;

/**
 * The creator's subscribers as a subquery of ids (`id`): live ones (of one tier when named), or
 * `expired`: those who subscribed and hold no live subscription now. For a mass message's audience.
 */
export const subscriberIdsSql = (creatorId: string, which: { expired: boolean; tierId?: string | null }) =>
  which.expired
    ? sql`select s.fan_id as id from ${subscriptions} s where s.creator_id = ${creatorId}
        group by s.fan_id having not bool_or(${isLive})`
    : sql`select s.fan_id as id from ${subscriptions} s where s.creator_id = ${creatorId} and ${isLive}
        ${which.tierId ? sql`and s.tier_id = ${which.tierId}` : sql``}`;

export const liveSubscriptionSql = (
  fanId: SQLWrapper,
  creatorId: SQLWrapper,
  minTierId: SQLWrapper,
) => sql<boolean>`exists (
  select 1 from ${subscriptions} s join ${tiers} st on st.id = s.tier_id
  where s.fan_id = ${fanId} and s.creator_id = ${creatorId} and ${isLive}
    and (${minTierId} is null
      or st.position >= (select mt.position from ${tiers} mt where mt.id = ${minTierId} and mt.creator_id = ${creatorId})))`;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewCharge = typeof subscriptionCharges.$inferInsert;
/** A subscription with what its presentation needs of its tier (and of the tier it changes to). */
export type SubscriptionWithTier = SubscriptionRow & {
  tierName: string;
  tierPriceCents: bigint;
  nextTierName: string | null;
  nextTierPriceCents: bigint | null;
};

const nextTiers = alias(tiers, 'next_tiers');
const withTier = {
  row: subscriptions,
  tierName: tiers.name,
  tierPriceCents: tiers.priceCents,
  nextTierName: nextTiers.name,
  nextTierPriceCents: nextTiers.priceCents,
};
type Joined = {
  row: SubscriptionRow;
  tierName: string;
  tierPriceCents: bigint;
  nextTierName: string | null;
  nextTierPriceCents: bigint | null;
};
const flatten = ({ row, ...tier }: Joined): SubscriptionWithTier => ({ ...row, ...tier });
/** The subscriptions with their tier and, when a change waits, the next one. */
const joinedRows = (db: Db) =>
  db
    .select(withTier)
    .from(subscriptions)
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .leftJoin(nextTiers, eq(nextTiers.id, subscriptions.nextTierId));
const live = ne(subscriptions.status, 'expired');

/** Whether the fan ever subscribed to this creator (a free trial is for a first subscription only). */
export async function hasSubscribedBefore(db: Db, fanId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.fanId, fanId), eq(subscriptions.creatorId, creatorId)))
    .limit(1);
  return Boolean(row);
}

/** Inserts a subscription; the one-live-per-fan-and-creator index refuses a second (unique violation). */
export async function insertSubscription(tx: Tx, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

/** Records a paid period; (subscription, period index) is unique, so a period is never charged twice. */
export async function insertCharge(tx: Tx, values: NewCharge): Promise<void> {
  await tx.insert(subscriptionCharges).values(values);
}

export async function liveSubscriptionOf(
  db: Db,
  fanId: string,
  creatorId: string,
): Promise<SubscriptionWithTier | undefined> {
  const [row] = await joinedRows(db).where(
    and(eq(subscriptions.fanId, fanId), eq(subscriptions.creatorId, creatorId), live),
  );
  return row && flatten(row);
}

/** A fan's subscriptions, live or expired, newest first; keyset on (created at, id). */
export async function subscriptionsOfFan(
  db: Db,
  fanId: string,
  expired: boolean,
  cursor: TimeCursor | null,
  limit: number,
): Promise<SubscriptionWithTier[]> {
  const after = cursor
    ? (or(
        lt(subscriptions.createdAt, cursor.at),
        and(eq(subscriptions.createdAt, cursor.at), lt(subscriptions.id, cursor.id)),
      ) as SQL)
    : undefined;
  const rows = await joinedRows(db)
    .where(and(eq(subscriptions.fanId, fanId), expired ? eq(subscriptions.status, 'expired') : live, after))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit);
  return rows.map(flatten);
}

/** The fan's own subscription, locked for a change of its renewal; another fan's is not found. */
export async function ownSubscriptionForUpdate(
  tx: Tx,
  fanId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.fanId, fanId)))
    .for('update');
  return row;
}

export async function updateSubscription(tx: Tx, id: string, set: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  return row!;
}

export async function withTierOf(db: Db, row: SubscriptionRow): Promise<SubscriptionWithTier> {
  const [joined] = await joinedRows(db).where(eq(subscriptions.id, row.id));
  return flatten({ ...joined!, row });
}

/** What the fan paid for one period (USD cents); null when it was not charged (a trial). */
export async function paidForPeriod(db: Db, subscriptionId: string, periodIndex: number): Promise<bigint | null> {
  const [row] = await db
    .select({ usdCents: subscriptionCharges.usdCents })
    .from(subscriptionCharges)
    .where(
      and(eq(subscriptionCharges.subscriptionId, subscriptionId), eq(subscriptionCharges.periodIndex, periodIndex)),
    );
  return row?.usdCents ?? null;
}

/**
 * Subscriptions the renewal sweep must look at `now`: live, their period over, and, when past due,
 * their last attempt at least RENEWAL_RETRY_MS ago or their grace over (the last attempt).
 */
function dueAt(now: Date): SQL {
  return and(
    live,
    lte(subscriptions.currentPeriodEnd, now),
    or(
      ne(subscriptions.status, 'past_due'),
      lte(subscriptions.updatedAt, new Date(now.getTime() - RENEWAL_RETRY_MS)),
      lt(subscriptions.currentPeriodEnd, new Date(now.getTime() - RENEWAL_GRACE_MS)),
    ),
  ) as SQL;
}

export async function dueSubscriptions(db: Database, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(dueAt(now)).orderBy(asc(subscriptions.currentPeriodEnd)).limit(limit);
}

/**
 * The subscription, locked, if it is still due: another worker holding it is skipped, and one that
 * already renewed it (and committed) no longer matches.
 */
export async function claimDueSubscription(tx: Tx, id: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), dueAt(now)))
    .for('update', { skipLocked: true });
  return row;
}

/** The charges behind these ledger entries, with their subscription's fan and creator (payment history). */
export async function chargesByEntries(db: Db, entryIds: string[]) {
  return db
    .select({
      entryId: subscriptionCharges.entryId,
      usdCents: subscriptionCharges.usdCents,
      fanId: subscriptions.fanId,
      creatorId: subscriptions.creatorId,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, sql`${subscriptions.id} = ${subscriptionCharges.subscriptionId}`)
    .where(inArray(subscriptionCharges.entryId, entryIds));
}

/**
 * A creator's subscriptions per bucket of `starts` (1 for the first, as `width_bucket` numbers
 * them) within [from, until): started; renewed (a period after the first charged); ended (expired).
 */
export function subscriberChanges(db: Db, range: { creatorId: string; from: Date; until: Date }, starts: Date[]) {
  const [creatorId, from, until] = [range.creatorId, range.from.toISOString(), range.until.toISOString()];
  const bucket = (column: SQL) => sql`width_bucket(${column}, ${instantsParam(starts)})`;
  return queryRows<{ bucket: number; kind: 'new' | 'renewed' | 'churned'; count: number }>(
    db,
    sql`
    select ${bucket(sql`s.created_at`)} as bucket, 'new' as kind, count(*)::int as count
      from subscriptions s
      where s.creator_id = ${creatorId} and s.created_at >= ${from}::timestamptz and s.created_at < ${until}::timestamptz
      group by 1
    union all
    select ${bucket(sql`c.created_at`)}, 'renewed', count(*)::int
      from subscription_charges c join subscriptions s on s.id = c.subscription_id
      where s.creator_id = ${creatorId} and c.period_index > 1
        and c.created_at >= ${from}::timestamptz and c.created_at < ${until}::timestamptz
      group by 1
    union all
    select ${bucket(sql`s.updated_at`)}, 'churned', count(*)::int
      from subscriptions s
      where s.creator_id = ${creatorId} and s.status = 'expired'
        and s.updated_at >= ${from}::timestamptz and s.updated_at < ${until}::timestamptz
      group by 1`,
  );
}

/**
 * A subscription period's payment was taken back (a lost dispute): when it paid for the period the
 * subscription is in, the subscription ends now, access with it, and it does not renew.
 */
export async function revokeSubscriptionCharge(tx: Tx, entryId: string, now = new Date()): Promise<void> {
  const [charge] = await tx
    .select({ subscriptionId: subscriptionCharges.subscriptionId, periodIndex: subscriptionCharges.periodIndex })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.entryId, entryId));
  if (!charge) return;
  await tx
    .update(subscriptions)
    .set({ status: 'expired', autoRenew: false, currentPeriodEnd: now, cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, charge.subscriptionId),
        eq(subscriptions.periodIndex, charge.periodIndex),
        ne(subscriptions.status, 'expired'),
      ),
    );
}
