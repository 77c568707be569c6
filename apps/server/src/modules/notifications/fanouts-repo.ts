/**
 * Fan-outs (notification_fanouts): one notification for a whole audience, walked in user-id order
 * a batch at a time, the place kept after each batch. The audience is composed from its owners'
 * fragments: a creator's followers and live subscribers, blocks either way left out; or everyone.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { notificationFanouts, type NotificationFanoutRow } from '../../db/schema/index.ts';
import { blockedBySql } from '../blocks/blocks-repo.ts';
import { followerIdsSql } from '../follows/follows-repo.ts';
import { subscriberIdsSql } from '../subscriptions/subscriptions-repo.ts';
import { userIdsSql } from '../users/users-repo.ts';

type Db = Database | Tx;
export type NewFanout = Omit<typeof notificationFanouts.$inferInsert, 'id' | 'cursor' | 'written' | 'finishedAt'>;

/** Records the fan-out and answers its id; undefined when its source has one already. */
export async function startFanout(tx: Tx, fanout: NewFanout): Promise<string | undefined> {
  const [row] = await tx
    .insert(notificationFanouts)
    .values(fanout)
    .onConflictDoNothing({ target: notificationFanouts.source })
    .returning({ id: notificationFanouts.id });
  return row?.id;
}

/** The fan-out, locked: two runs of one fan-out (a lease that passed) take turns batch by batch. */
export async function lockFanout(tx: Tx, id: string): Promise<NotificationFanoutRow | undefined> {
  const [row] = await tx.select().from(notificationFanouts).where(eq(notificationFanouts.id, id)).for('update');
  return row;
}

export async function findFanout(db: Db, id: string): Promise<NotificationFanoutRow | undefined> {
  const [row] = await db.select().from(notificationFanouts).where(eq(notificationFanouts.id, id));
  return row;
}

/** After a batch: the last recipient handled, how many rows it wrote, and whether that was the end. */
export async function saveProgress(
  tx: Tx,
  id: string,
  progress: { cursor: string | null; added: number; finished: boolean },
): Promise<void> {
  await tx
    .update(notificationFanouts)
    .set({
      cursor: progress.cursor,
      written: sql`${notificationFanouts.written} + ${progress.added}`,
      ...(progress.finished && { finishedAt: new Date() }),
    })
    .where(eq(notificationFanouts.id, id));
}

/** The fan-out's audience as a subquery of distinct ids (`id`). */
function audienceSql(fanout: NotificationFanoutRow): SQL {
  if (fanout.audience === 'everyone') return userIdsSql();
  const creatorId = fanout.actorId;
  if (!creatorId) return sql`select null::uuid as id where false`;
  const creator = sql`${creatorId}::uuid`;
  return sql`select a.id from (${followerIdsSql(creatorId)} union ${subscriberIdsSql(creatorId, { expired: false })}) a
    where a.id <> ${creator} and not ${blockedBySql(creator, sql`a.id`)} and not ${blockedBySql(sql`a.id`, creator)}`;
}

/** The next `limit` recipients after the fan-out's cursor, in id order. */
export async function nextRecipients(tx: Tx, fanout: NotificationFanoutRow, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select x.id from (${audienceSql(fanout)}) x
      ${fanout.cursor ? sql`where x.id > ${fanout.cursor}::uuid` : sql``}
      order by x.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}
