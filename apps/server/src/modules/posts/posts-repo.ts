/** The posts tables. Other modules read posts through these functions and present-posts.ts. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
// media: the one foreign table here, see mediaOfPosts (allow-listed in test/architecture.test.ts).
import { entitlements, media, postMedia, posts, type PostRow } from '../../db/schema/index.ts';
import type { MediaItem } from '../../media/present.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { blockersOf } from '../blocks/blocks-repo.ts';
import { geoBlockersOf } from '../geo-blocks/geo-blocks-repo.ts';
import { followedCreators } from '../follows/follows-repo.ts';

type Db = Database | Tx;

/** Published, not deleted: what anyone but the owner may ever see. */
export const livePost = and(eq(posts.status, 'published'), isNull(posts.deletedAt)) as SQL;

/** Not deleted: published or queued (what the post's creator still sees). */
export const undeletedPost = isNull(posts.deletedAt);

/** The whole post row, to select beside another table's row through `joinPost`. */
export const postColumns = getTableColumns(posts);

/** The inner join arguments that bring in the post `postId` names: `.innerJoin(...joinPost(col))`. */
export const joinPost = (postId: SQLWrapper) => [posts, eq(posts.id, postId)] as const;

/** How many live posts the creator `creatorId` names has (posts_creator_live_idx), for a query that composes it. */
export const livePostCountOf = (creatorId: SQLWrapper) =>
  sql<number>`(select count(*) from ${posts} where ${posts.creatorId} = ${creatorId} and ${livePost})`.mapWith(Number);

export const before = (cursor: TimeCursor | null): SQL | undefined =>
  cursor ? or(lt(posts.publishAt, cursor.at), and(eq(posts.publishAt, cursor.at), lt(posts.id, cursor.id))) : undefined;

export const newestFirst = [desc(posts.publishAt), desc(posts.id)];

/** The cursor key of a post timeline (newestFirst). */
export const publishKey = (row: PostRow) => ({ at: row.publishAt, id: row.id });

// Every post read and every purchase starts here: built once per database, prepared by name.
const postById = preparedPerDatabase((db) =>
  db
    .select()
    .from(posts)
    .where(and(eq(posts.id, sql.placeholder('id')), isNull(posts.deletedAt)))
    .limit(1)
    .prepare('post_by_id'),
);

export async function findPost(db: Database, id: string): Promise<PostRow | undefined> {
  const [row] = await postById(db).execute({ id });
  return row;
}

export async function lockPost(tx: Tx, id: string): Promise<PostRow | undefined> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

/** A creator's published timeline; `pinned` picks pinned posts only, or leaves them out. */
export async function creatorTimeline(
  db: Db,
  creatorId: string,
  opts: { cursor: TimeCursor | null; limit: number; pinned?: boolean; mediaKind?: 'image' | 'video' | 'any' },
): Promise<PostRow[]> {
  const mediaFilter =
    opts.mediaKind === 'image'
      ? sql`${posts.photoCount} > 0`
      : opts.mediaKind === 'video'
        ? sql`${posts.videoCount} > 0`
        : opts.mediaKind === 'any'
          ? sql`${posts.photoCount} + ${posts.videoCount} > 0`
          : undefined;
  const pinFilter =
    opts.pinned === undefined ? undefined : opts.pinned ? sql`${posts.pinnedAt} is not null` : isNull(posts.pinnedAt);
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), livePost, before(opts.cursor), mediaFilter, pinFilter))
    .orderBy(...(opts.pinned ? [desc(posts.pinnedAt), desc(posts.id)] : newestFirst))
    .limit(opts.limit);
}

/** Which of `postIds` are posts of `creatorId` that are not deleted (published or queued). */
export async function ownPostIds(db: Db, creatorId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, postIds), eq(posts.creatorId, creatorId), undeletedPost));
  return new Set(rows.map((r) => r.id));
}

/** Whether the creator has any post that is not deleted (published or queued). */
export async function hasPosts(db: Db, creatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), undeletedPost));
  return Number(row?.n ?? 0) > 0;
}

/** The caller's scheduled posts, soonest first. */
export async function scheduledPosts(
  db: Db,
  creatorId: string,
  cursor: TimeCursor | null,
  limit: number,
): Promise<PostRow[]> {
  const after = cursor
    ? or(sql`${posts.publishAt} > ${cursor.at}`, and(eq(posts.publishAt, cursor.at), sql`${posts.id} > ${cursor.id}`))
    : undefined;
  return db
    .select()
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.status, 'scheduled'), isNull(posts.deletedAt), after))
    .orderBy(asc(posts.publishAt), asc(posts.id))
    .limit(limit);
}

// The home feed and the media of posts run on every feed request: their SQL is built once per database.
const feedQueries = preparedPerDatabase((db) => {
  const viewerId = sql.placeholder('viewerId');
  const limit = sql.placeholder('limit');
  const after = or(
    lt(posts.publishAt, sql.placeholder('at')),
    and(eq(posts.publishAt, sql.placeholder('at')), lt(posts.id, sql.placeholder('id'))),
  );
  const homeFeed = (cursor: SQL | undefined, name: string) => {
    const followed = followedCreators(db, viewerId);
    const recent = db
      .select()
      .from(posts)
      .where(and(eq(posts.creatorId, followed.creatorId), livePost, cursor))
      .orderBy(...newestFirst)
      .limit(limit)
      .as('recent');
    return db
      .select()
      .from(followed)
      .crossJoinLateral(recent)
      .where(
        and(
          sql`${followed.creatorId} not in (${blockersOf(db, viewerId)})`,
          // Creators who block the viewer's country or address (docs/geo-blocks.md); null matches none.
          sql`${followed.creatorId} not in (${geoBlockersOf(db, { ip: sql.placeholder('ip'), country: sql.placeholder('country'), viewerId })})`,
        ),
      )
      .orderBy(desc(recent.publishAt), desc(recent.id))
      .limit(limit)
      .prepare(name);
  };
  // The newest `limit` live posts of each of `creatorIds` (one walk of each timeline index).
  // Named in full: drizzle leaves a subquery's column unqualified, and posts has a creator_id too.
  const source = db
    .select({ creatorId: sql<string>`c.id`.as('source_creator_id') })
    .from(sql`unnest(${sql.placeholder('creatorIds')}::uuid[]) as c (id)`)
    .as('source');
  const timeline = db
    .select()
    .from(posts)
    .where(and(eq(posts.creatorId, sql`${sql.identifier('source')}.${sql.identifier('source_creator_id')}`), livePost))
    .orderBy(...newestFirst)
    .limit(limit)
    .as('recent');
  return {
    timelines: db.select().from(source).crossJoinLateral(timeline).prepare('creator_timelines'),
    firstPage: homeFeed(undefined, 'home_feed_first'),
    nextPage: homeFeed(after, 'home_feed_next'),
    mediaOfPosts: db
      .select({ postId: postMedia.postId, isPreview: postMedia.isPreview, media })
      .from(postMedia)
      .innerJoin(media, eq(media.id, postMedia.mediaId))
      .where(sql`${postMedia.postId} = any(${sql.placeholder('postIds')}::uuid[])`)
      .orderBy(asc(postMedia.postId), asc(postMedia.position))
      .prepare('media_of_posts'),
  };
});

/**
 * The home feed: published posts of creators the viewer follows (and, with the wallet, subscribes
 * to), never a blocker's, nor one who blocks the viewer's `place`. Walks each followed creator's
 * timeline index for its newest `limit` posts (a lateral join) and merges those, instead of
 * scanning every post.
 */
export async function homeFeed(
  db: Database,
  viewerId: string,
  cursor: TimeCursor | null,
  limit: number,
  place: { ip: string | null; country: string | null } = { ip: null, country: null },
): Promise<PostRow[]> {
  const queries = feedQueries(db);
  const { ip, country } = place;
  const rows = cursor
    ? await queries.nextPage.execute({ viewerId, limit, at: cursor.at, id: cursor.id, ip, country })
    : await queries.firstPage.execute({ viewerId, limit, ip, country });
  return rows.map((r) => r.recent);
}

/** Each creator's newest `limit` published posts, newest first; a creator with none maps to []. */
export async function creatorTimelines(
  db: Database,
  creatorIds: string[],
  limit: number,
): Promise<Map<string, PostRow[]>> {
  const out = new Map<string, PostRow[]>(creatorIds.map((id) => [id, []]));
  if (creatorIds.length === 0) return out;
  const rows = await feedQueries(db).timelines.execute({ creatorIds, limit });
  for (const { recent } of rows) out.get(recent.creatorId)?.push(recent);
  for (const list of out.values()) list.sort(byNewest);
  return out;
}

/** newestFirst in memory: later publishAt first, then the larger id (as the index orders them). */
export const byNewest = (a: PostRow, b: PostRow) =>
  b.publishAt.getTime() - a.publishAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The media of each post, in order; a post without media maps to an empty list. */
export async function mediaOfPosts(db: Database, postIds: string[]): Promise<Map<string, MediaItem[]>> {
  const out = new Map<string, MediaItem[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return out;
  const rows = await feedQueries(db).mediaOfPosts.execute({ postIds });
  for (const r of rows) out.get(r.postId)?.push({ media: r.media, isPreview: r.isPreview });
  return out;
}

/** Counts for a creator page: published posts, and how many photos and videos they hold. */
export async function creatorCounts(
  db: Db,
  creatorId: string,
): Promise<{ posts: number; photos: number; videos: number }> {
  const [row] = await db
    .select({
      posts: count(),
      photos: sql<string>`coalesce(sum(${posts.photoCount}), 0)`,
      videos: sql<string>`coalesce(sum(${posts.videoCount}), 0)`,
    })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), livePost));
  return { posts: Number(row?.posts ?? 0), photos: Number(row?.photos ?? 0), videos: Number(row?.videos ?? 0) };
}

export type NewPost = typeof posts.$inferInsert;

export async function insertPost(db: Db, fields: NewPost): Promise<PostRow | undefined> {
  const [created] = await db.insert(posts).values(fields).returning();
  return created;
}

/** Sets some of a post's columns; the post as it is now comes back. */
export async function updatePostFields(db: Db, id: string, fields: Partial<NewPost>): Promise<PostRow | undefined> {
  const [updated] = await db.update(posts).set(fields).where(eq(posts.id, id)).returning();
  return updated;
}

/** Soft delete: the post disappears everywhere; the row stays for buyers' records. */
export async function markPostDeleted(db: Db, id: string): Promise<void> {
  await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id));
}

/** Takes a queued post live if its time has come and it is still queued and not deleted. */
export async function publishIfDue(db: Db, id: string): Promise<{ id: string; creatorId: string } | undefined> {
  const [published] = await db
    .update(posts)
    .set({ status: 'published' })
    .where(
      and(eq(posts.id, id), eq(posts.status, 'scheduled'), isNull(posts.deletedAt), lte(posts.publishAt, new Date())),
    )
    .returning({ id: posts.id, creatorId: posts.creatorId });
  return published;
}

/** Replaces a post's media with `items`, in order. */
export async function replacePostMedia(
  db: Db,
  postId: string,
  items: { mediaId: string; position: number; isPreview: boolean }[],
): Promise<void> {
  await db.delete(postMedia).where(eq(postMedia.postId, postId));
  if (items.length > 0) await db.insert(postMedia).values(items.map((item) => ({ postId, ...item })));
}

/** Whether the user holds the post (a purchase or a grant), as an `exists` condition for a query that composes it. */
export const entitledSql = (userId: SQLWrapper, postId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${userId} and ${entitlements.postId} = ${postId})`;

/** Locks the post again for the user (a refunded purchase). */
export async function revokeEntitlement(tx: Tx, userId: string, postId: string): Promise<void> {
  await tx.delete(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.postId, postId)));
}

/** Posts' texts by id (deleted ones too: statistics name what earned, whatever happened since). */
export async function postTexts(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: posts.id, text: posts.text }).from(posts).where(inArray(posts.id, ids));
  return new Map(rows.map((r) => [r.id, r.text]));
}

/** A post taken down by staff (removed_at set), whatever else; undefined otherwise. */
export async function findRemovedPost(db: Db, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNotNull(posts.removedAt)))
    .limit(1);
  return row;
}

/** Takes a live or queued post down: hidden everywhere (deleted_at), kept with the reason. */
export async function markPostRemoved(tx: Tx, id: string, reason: string): Promise<PostRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(posts)
    .set({ deletedAt: now, removedAt: now, removedReason: reason })
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .returning();
  return row;
}

/** Puts a taken-down post back as it was (an appeal lifted the removal). */
export async function unmarkPostRemoved(tx: Tx, id: string): Promise<PostRow | undefined> {
  const [row] = await tx
    .update(posts)
    .set({ deletedAt: null, removedAt: null, removedReason: null })
    .where(and(eq(posts.id, id), isNotNull(posts.removedAt)))
    .returning();
  return row;
}

/** What moderation shows of these posts, removed or deleted ones included. */
export async function postsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: posts.id,
      creatorId: posts.creatorId,
      text: posts.text,
      deletedAt: posts.deletedAt,
      removedAt: posts.removedAt,
      removedReason: posts.removedReason,
    })
    .from(posts)
    .where(inArray(posts.id, ids));
}

/** A creator's posts taken down by staff, newest first (the appeal page). */
export async function removedPostsOf(db: Db, creatorId: string, limit = 50) {
  return db
    .select({ id: posts.id, text: posts.text, removedAt: posts.removedAt, removedReason: posts.removedReason })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), isNotNull(posts.removedAt)))
    .orderBy(desc(posts.removedAt))
    .limit(limit);
}
