/** The push_subscriptions table: which browsers get a user's web pushes. */
import { and, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/index.ts';

type Db = Database | Tx;

/** What a push service needs to reach a browser: its endpoint, and the keys its payload is encrypted for. */
export type PushEndpoint = Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;

/** A user keeps pushes on this many browsers at most; binding one more forgets the longest-bound. */
export const PUSH_DEVICES_MAX = 20;

/**
 * Binds `userAgentKey`'s browser to the user, replacing what it had. The endpoint leaves whichever
 * user or browser key held it before (a browser someone else signed in on last, or this user's
 * browser under an older key), so one browser never gets a push twice or someone else's.
 */
/** Which of `userIds` have a browser bound (a batch of notifications asks once). */
export async function usersWithSubscriptions(db: Database | Tx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}

export async function bindSubscription(tx: Tx, userId: string, userAgentKey: string, sub: PushEndpoint) {
  // Two binds of one endpoint at once (two tabs, two people) take turns.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push:${sub.endpoint}`}, 0))`);
  await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, sub.endpoint),
        or(ne(pushSubscriptions.userId, userId), ne(pushSubscriptions.userAgentKey, userAgentKey)),
      ),
    );
  const boundAt = new Date();
  await tx
    .insert(pushSubscriptions)
    .values({ userId, userAgentKey, ...sub, boundAt })
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.userAgentKey],
      set: { ...sub, boundAt },
    });
  const kept = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.boundAt), desc(pushSubscriptions.id))
    .limit(PUSH_DEVICES_MAX);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
}

export async function unbindSubscription(db: Db, userId: string, userAgentKey: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.userAgentKey, userAgentKey)));
}

/** The user's bound browsers, the most recently bound first. */
export async function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.boundAt), desc(pushSubscriptions.id));
}

/** Forgets a subscription its push service says is gone, unless it was bound anew meanwhile. */
export async function dropSubscription(db: Db, sub: Pick<PushSubscriptionRow, 'id' | 'endpoint'>): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.endpoint, sub.endpoint)));
}
