/** The blocks table. Other modules ask through these functions. */
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { blocks, follows, users } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { appError } from '../../http/app-error.ts';

type Db = Database | Tx;

/** A creator's content is closed to a viewer the creator blocked (1012109). */
export async function assertNotBlockedBy(db: Db, blockerId: string, viewerId: string | null): Promise<void> {
  if (await isBlockedBy(db, blockerId, viewerId)) throw appError('BLOCKED');
}

/** Whether `blockerId` blocked `viewerId`. Nobody blocks an anonymous visitor. */
export async function isBlockedBy(db: Db, blockerId: string, viewerId: string | null): Promise<boolean> {
  if (!viewerId || viewerId === blockerId) return false;
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, viewerId)))
    .limit(1);
  return Boolean(row);
}

/** The users who blocked `viewerId`, as a subquery for `not in (...)` filters. */
export const blockersOf = (db: Db, viewerId: string) =>
  db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, viewerId));

/**
 * The blocker's user row is the lock that orders blocking against following: a block takes it
 * `for no key update`, a follow `for share`, so a follow never lands between a block's check and its
 * removal of the follow (PostgreSQL runs at read committed; PGlite has one connection anyway).
 */
export async function lockBlocksOf(tx: Tx, blockerId: string, mode: 'no key update' | 'share'): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, blockerId)).for(mode);
}

/** Blocks or unblocks; a block also ends the blocked user's follow of the blocker. Idempotent. */
export async function setBlocked(tx: Tx, blockerId: string, blockedId: string, block: boolean): Promise<void> {
  await lockBlocksOf(tx, blockerId, 'no key update');
  if (!block) {
    await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    return;
  }
  // A JS time (milliseconds) rather than now() (microseconds), so list cursors compare exactly.
  await tx.insert(blocks).values({ blockerId, blockedId, createdAt: new Date() }).onConflictDoNothing();
  await tx.delete(follows).where(and(eq(follows.followerId, blockedId), eq(follows.creatorId, blockerId)));
}

/** The users `blockerId` blocked, newest block first; keyset on (blocked at, blocked id). */
export async function blockedUsers(db: Db, blockerId: string, cursor: TimeCursor | null, limit: number) {
  const after = cursor
    ? (or(
        lt(blocks.createdAt, cursor.at),
        and(eq(blocks.createdAt, cursor.at), lt(blocks.blockedId, cursor.id)),
      ) as SQL)
    : undefined;
  return db
    .select({
      blockedId: blocks.blockedId,
      blockedAt: blocks.createdAt,
      address: users.address,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), after))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit);
}
