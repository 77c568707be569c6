/** Reads of top_ups; writes stay with their use-cases (create-top-up, apply-payment-event). */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { topUps, type TopUpRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

type Db = Database | Tx;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function findTopUp(db: Db, id: string): Promise<TopUpRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
  return row ?? null;
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
