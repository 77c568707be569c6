/** The top_ups table and the webhook_events that settle them (each provider event applied once). */
import { and, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { topUps, webhookEvents, type TopUpRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { isUuid } from '../../lib/uuid.ts';

type Db = Database | Tx;

export async function findTopUp(db: Db, id: string): Promise<TopUpRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
  return row ?? null;
}

/** The top-ups behind these ledger entries (payment history). */
export function topUpsByEntries(db: Db, entryIds: string[]): Promise<TopUpRow[]> {
  return db.select().from(topUps).where(inArray(topUps.entryId, entryIds));
}

/** A user's top-ups, newest first (created_at is written in whole milliseconds, as the cursor keeps it). */
export function topUpsPage(db: Db, userId: string, cursor: TimeCursor | null, limit: number): Promise<TopUpRow[]> {
  const before = cursor
    ? or(lt(topUps.createdAt, cursor.at), and(eq(topUps.createdAt, cursor.at), lt(topUps.id, cursor.id)))
    : undefined;
  return db
    .select()
    .from(topUps)
    .where(and(eq(topUps.userId, userId), before))
    .orderBy(desc(topUps.createdAt), desc(topUps.id))
    .limit(limit);
}

export async function insertTopUp(db: Db, fields: typeof topUps.$inferInsert): Promise<TopUpRow | undefined> {
  const [row] = await db.insert(topUps).values(fields).returning();
  return row;
}

/** The card a payment was made with, as shown on the top-up. */
export type ShownCard = { cardBrand?: string; cardLast4?: string; paymentRef?: string };

/** Fails a top-up whose charged amount is not its total, unless it succeeded already. */
export async function markTopUpAmountMismatch(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(topUps)
    .set({ status: 'failed', failureCode: 'amount_mismatch', completedAt: at })
    .where(and(eq(topUps.id, id), ne(topUps.status, 'succeeded')));
}

/** Moves a top-up to succeeded, exactly once; false when it had succeeded already. */
export async function markTopUpSucceeded(db: Db, id: string, at: Date, card: ShownCard): Promise<boolean> {
  const [claimed] = await db
    .update(topUps)
    .set({ status: 'succeeded', failureCode: null, completedAt: at, ...card })
    .where(and(eq(topUps.id, id), ne(topUps.status, 'succeeded')))
    .returning({ id: topUps.id });
  return claimed !== undefined;
}

/** The top-up a provider's payment id names (Stripe's PaymentIntent, for its disputes). */
export async function findTopUpByPaymentRef(db: Db, provider: TopUpRow['provider'], paymentRef: string) {
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.provider, provider), eq(topUps.paymentRef, paymentRef)));
  return row ?? null;
}

/** Links a credited top-up to its ledger entry. */
export async function setTopUpEntry(db: Db, id: string, entryId: string): Promise<void> {
  await db.update(topUps).set({ entryId }).where(eq(topUps.id, id));
}

const UNSETTLED = ['pending', 'requires_confirmation', 'failed'] as const;

/** Closes a top-up that is not settled yet as failed or expired; false when it was settled. */
export async function closeUnsettledTopUp(
  db: Db,
  id: string,
  fields: { status: 'failed' | 'expired'; failureCode: string; completedAt: Date } & ShownCard,
): Promise<boolean> {
  const updated = await db
    .update(topUps)
    .set(fields)
    .where(and(eq(topUps.id, id), inArray(topUps.status, [...UNSETTLED])))
    .returning({ id: topUps.id });
  return updated.length > 0;
}

/**
 * Closes a top-up the fan walked away from as cancelled, unless it was settled (paid, or expired by
 * the provider); the row as it stands afterwards. A later payment on the same checkout still
 * credits it (`markTopUpSucceeded` takes any state but succeeded).
 */
export async function cancelUnsettledTopUp(db: Db, id: string, at: Date): Promise<TopUpRow | null> {
  const [cancelled] = await db
    .update(topUps)
    .set({ status: 'cancelled', completedAt: at })
    .where(and(eq(topUps.id, id), inArray(topUps.status, [...UNSETTLED])))
    .returning();
  return cancelled ?? findTopUp(db, id);
}

/** Records a provider event id; false when it was recorded before (a replayed or concurrent delivery). */
export async function recordWebhookEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const fresh = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return fresh.length > 0;
}
