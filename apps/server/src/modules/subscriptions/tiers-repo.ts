/** The tiers table. Other modules (posts: a post's minimum tier) ask through these functions. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { subscriptions, tiers, type TierRow } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type TierFields = Pick<TierRow, 'name' | 'priceCents' | 'benefits' | 'bundles' | 'trialDays' | 'status'>;

export async function findTier(db: Db, id: string): Promise<TierRow | undefined> {
  const [row] = await db.select().from(tiers).where(eq(tiers.id, id));
  return row;
}

/** The tier, share-locked: an edit of it waits until this transaction (a subscribe) commits. */
export async function findTierForShare(tx: Tx, id: string): Promise<TierRow | undefined> {
  const [row] = await tx.select().from(tiers).where(eq(tiers.id, id)).for('share');
  return row;
}

/** Whether `tierId` is an active tier of `creatorId` (what a subscribers-only post may require). */
export async function isActiveTierOf(db: Db, creatorId: string, tierId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tiers.id })
    .from(tiers)
    .where(and(eq(tiers.id, tierId), eq(tiers.creatorId, creatorId), eq(tiers.status, 'active')));
  return Boolean(row);
}

/** A creator's tiers, lowest position first; archived ones only when asked. */
export async function tiersOf(db: Db, creatorId: string, withArchived: boolean): Promise<TierRow[]> {
  return db
    .select()
    .from(tiers)
    .where(and(eq(tiers.creatorId, creatorId), withArchived ? undefined : eq(tiers.status, 'active')))
    .orderBy(asc(tiers.position), asc(tiers.createdAt));
}

/** Live subscriptions (not expired) per tier. */
export async function subscriberCounts(db: Db, tierIds: string[]): Promise<Map<string, number>> {
  if (tierIds.length === 0) return new Map();
  const rows = await db
    .select({ tierId: subscriptions.tierId, n: count() })
    .from(subscriptions)
    .where(and(inArray(subscriptions.tierId, tierIds), ne(subscriptions.status, 'expired')))
    .groupBy(subscriptions.tierId);
  return new Map(rows.map((r) => [r.tierId, Number(r.n)]));
}

/**
 * Serialises tier writes of one creator (the TIERS_MAX check and the next position), with a
 * transaction-scoped advisory lock: there is no row to lock before a creator's first tier exists.
 */
export async function lockTiersOf(tx: Tx, creatorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tiers:${creatorId}`}, 0))`);
}

export async function activeTierCount(tx: Tx, creatorId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(tiers)
    .where(and(eq(tiers.creatorId, creatorId), eq(tiers.status, 'active')));
  return Number(row?.n ?? 0);
}

/** The position after the creator's last tier: a new tier is the highest. */
export async function nextTierPosition(tx: Tx, creatorId: string): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${tiers.position})` })
    .from(tiers)
    .where(eq(tiers.creatorId, creatorId));
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertTier(tx: Tx, creatorId: string, position: number, fields: TierFields): Promise<TierRow> {
  const now = new Date();
  const [row] = await tx
    .insert(tiers)
    .values({ creatorId, position, ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** The tier locked for an edit. */
export async function findTierForUpdate(tx: Tx, id: string): Promise<TierRow | undefined> {
  const [row] = await tx.select().from(tiers).where(eq(tiers.id, id)).for('update');
  return row;
}

export async function updateTier(tx: Tx, id: string, fields: TierFields): Promise<TierRow> {
  const [row] = await tx
    .update(tiers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(tiers.id, id))
    .returning();
  return row!;
}
