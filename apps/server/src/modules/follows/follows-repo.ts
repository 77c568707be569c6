/** The follows table. Other modules ask through these functions. */
import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { follows } from '../../db/schema/index.ts';
import { union } from 'drizzle-orm/pg-core';
import { blockersOf } from '../blocks/blocks-repo.ts';

type Db = Database | Tx;

export async function isFollowing(db: Db, followerId: string, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ creatorId: follows.creatorId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.creatorId, creatorId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the viewer follows the creator, as an `exists` condition for a query that composes it. */
export const viewerFollowsCreator = (viewerId: SQLWrapper, creatorId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.creatorId} = ${creatorId})`;

/** How many follow the creator `creatorId` names (follows_creator_idx), for a query that composes it. */
export const followerCountOf = (creatorId: SQLWrapper) =>
  sql<number>`(select count(*) from ${follows} where ${follows.creatorId} = ${creatorId})`.mapWith(Number);

/**
 * The creator's follows of the last `window` (an SQL interval literal such as '7 days'), each
 * weighed by `weight` of its time, summed (0 without any): new followers count in a ranking.
 */
export const recentFollowsWeight = (creatorId: SQLWrapper, weight: (followedAt: SQL) => SQL, window: string) =>
  sql`(select coalesce(sum(${weight(sql`${follows.createdAt}`)}), 0) from ${follows}
    where ${follows.creatorId} = ${creatorId} and ${follows.createdAt} > now() - interval ${sql.raw(`'${window}'`)})`;

/**
 * The creators `followerId` (an id, or a placeholder) follows, as the subquery `followed` (one
 * row per creator, `creatorId`) for a query to join from: follows_pkey serves it.
 */
export const followedCreators = (db: Db, followerId: string | SQLWrapper) =>
  db.select({ creatorId: follows.creatorId }).from(follows).where(eq(follows.followerId, followerId)).as('followed');

/** The people on either side of a follow with `userId`: the creators they follow and their followers. */
export const followPartners = (db: Db, userId: string) =>
  union(
    db.select({ id: follows.creatorId }).from(follows).where(eq(follows.followerId, userId)),
    db.select({ id: follows.followerId }).from(follows).where(eq(follows.creatorId, userId)),
  );

/** The creator's followers as a subquery of ids (`id`), for a mass message's audience. */
export const followerIdsSql = (creatorId: string) =>
  sql`select ${follows.followerId} as id from ${follows} where ${follows.creatorId} = ${creatorId}`;

/** The creators `followerId` follows, as a subquery for `not in (...)` filters. */
export const creatorsFollowedBy = (db: Db, followerId: string) =>
  db.select({ id: follows.creatorId }).from(follows).where(eq(follows.followerId, followerId));

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

const feedSourcesQuery = preparedPerDatabase((db) => {
  const fanId = sql.placeholder('fanId');
  return db
    .select({ creatorId: follows.creatorId })
    .from(follows)
    .where(and(eq(follows.followerId, fanId), sql`${follows.creatorId} not in (${blockersOf(db, fanId)})`))
    .prepare('feed_sources');
});

/** The creators whose posts reach the fan's home feed: followed, minus those who blocked the fan. */
export async function feedSourceIds(db: Database, fanId: string): Promise<string[]> {
  const rows = await feedSourcesQuery(db).execute({ fanId });
  return rows.map((r) => r.creatorId);
}
