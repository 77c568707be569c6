/** The follows table. Other modules ask through these functions. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { follows } from '../../db/schema/index.ts';

type Db = Database | Tx;

export async function isFollowing(db: Db, followerId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ creatorId: follows.creatorId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)))
    .limit(1);
  return Boolean(row);
}

export async function countFollowers(db: Db, creatorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.creatorId, creatorId));
  return Number(row?.n ?? 0);
}

/** Idempotent both ways: following twice or unfollowing a stranger changes nothing (answers false). */
export async function setFollowing(db: Db, followerId: string, creatorId: string, follow: boolean): Promise<boolean> {
  const changed = follow
    ? await db
        .insert(follows)
        .values({ followerId, creatorId })
        .onConflictDoNothing()
        .returning({ creatorId: follows.creatorId })
    : await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)))
        .returning({ creatorId: follows.creatorId });
  return changed.length > 0;
}

const followedQuery = preparedPerDatabase((db) =>
  db
    .select({ creatorId: follows.creatorId })
    .from(follows)
    .where(eq(follows.followerId, sql.placeholder('followerId')))
    .prepare('followed_creators'),
);

/** Every creator the user follows (the home feed cache checks them for changes). */
export async function followedCreatorIds(db: Database, followerId: string): Promise<string[]> {
  const rows = await followedQuery(db).execute({ followerId });
  return rows.map((r) => r.creatorId);
}
