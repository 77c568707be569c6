/**
 * What an account deletion asks of subscriptions (docs/account-deletion.md): how many still renew
 * (the confirmation page says they stop), and stopping them: the user's own subscriptions, and
 * fans' subscriptions to them when they are a creator. Access already paid for runs to the
 * period's end, as a cancel does; the creator's tiers are archived so nobody subscribes anew.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { subscriptions, tiers } from '../../db/schema/index.ts';

type Db = Database | Tx;

export async function renewingCounts(db: Db, userId: string): Promise<{ asFan: number; asCreator: number }> {
  const [row] = await db
    .select({
      asFan: sql<number>`count(*) filter (where ${subscriptions.fanId} = ${userId})::int`,
      asCreator: sql<number>`count(*) filter (where ${subscriptions.creatorId} = ${userId})::int`,
    })
    .from(subscriptions)
    .where(
      and(
        or(eq(subscriptions.fanId, userId), eq(subscriptions.creatorId, userId)),
        ne(subscriptions.status, 'expired'),
        eq(subscriptions.autoRenew, true),
      ),
    );
  return { asFan: row?.asFan ?? 0, asCreator: row?.asCreator ?? 0 };
}

/** Turns renewal off on every live subscription of or to the user, and archives their tiers. Idempotent. */
export async function stopRenewalsOfAccount(tx: Tx, userId: string, at: Date): Promise<number> {
  const stopped = await tx
    .update(subscriptions)
    .set({ autoRenew: false, cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${at})`, updatedAt: at })
    .where(
      and(
        or(eq(subscriptions.fanId, userId), eq(subscriptions.creatorId, userId)),
        ne(subscriptions.status, 'expired'),
        eq(subscriptions.autoRenew, true),
      ),
    )
    .returning({ id: subscriptions.id });
  await tx
    .update(tiers)
    .set({ status: 'archived' })
    .where(and(eq(tiers.creatorId, userId), eq(tiers.status, 'active')));
  return stopped.length;
}

/** The user's subscriptions, as a fan and as a creator, for their data download. */
export async function subscriptionsForExport(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(or(eq(subscriptions.fanId, userId), eq(subscriptions.creatorId, userId)));
  return rows.map((s) => ({
    id: s.id,
    role: s.fanId === userId ? 'fan' : 'creator',
    fanId: s.fanId,
    creatorId: s.creatorId,
    tierId: s.tierId,
    status: s.status,
    autoRenew: s.autoRenew,
    periodCents: s.periodCents.toString(),
    currency: s.currency,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelledAt: s.cancelledAt,
  }));
}
