/** The blocks table. Other modules ask through these functions. */
import { and, desc, eq, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
// follows: the one foreign table here, see setBlocked (allow-listed in test/architecture.test.ts).
import { blocks, follows } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { appError } from '../../http/app-error.ts';
import { joinUser, lockUser, userCardColumns } from '../users/users-repo.ts';

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

/** Whether `blockerId` blocked `viewerId`, as an `exists` condition for a query that composes it. */
export const blockedBySql = (blockerId: SQLWrapper, viewerId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${viewerId})`;

/** The users who blocked `viewerId` (an id, or a placeholder), as a subquery for `not in (...)` filters. */
export const blockersOf = (db: Db, viewerId: string | SQLWrapper) =>
  db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, viewerId));

/**
 * The blocker's user row is the lock that orders blocking against following: a block takes it
 * `for no key update`, a follow `for share`, so a follow never lands between a block's check and its
 * removal of the follow (PostgreSQL runs at read committed; PGlite has one connection anyway).
 */
export async function lockBlocksOf(tx: Tx, blockerId: string, mode: 'no key update' | 'share'): Promise<void> {
  await lockUser(tx, blockerId, mode);
}

/**
 * Blocks or unblocks; a block also ends the blocked user's follow of the blocker. Idempotent.
 * The follow's delete is the one write here on another module's table: it must share the block's
 * transaction, and follows-repo cannot be called from here because the follows module already
 * imports this one (a follow checks the block under the same lock), and two modules never import
 * each other.
 */
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
      ...userCardColumns,
    })
    .from(blocks)
    .innerJoin(...joinUser(blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), after))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit);
}
