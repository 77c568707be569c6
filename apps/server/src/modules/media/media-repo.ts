/** The media table (the vault) and where its items are used. Other modules read media through these. */
import { and, desc, eq, exists, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TMediaKind, TVaultItem } from '@fanlane/contracts/post';
import type { Database, Tx } from '../../db/client.ts';
import { media, postMedia, posts, users, type MediaRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

type Db = Database | Tx;
export type NewMedia = typeof media.$inferInsert;
export type MediaUse = TVaultItem['usedIn'][number];

export async function insertMedia(db: Db, rows: NewMedia[]): Promise<MediaRow[]> {
  return db.insert(media).values(rows).returning();
}

/** A live item of this owner; anyone else's id, or a deleted one, is not there. */
export async function findOwnMedia(
  db: Db,
  ownerId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<MediaRow | undefined> {
  const query = db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId), isNull(media.deletedAt)))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/** Live items by id (any owner), for a place that shows media it links to (a chat message). */
export async function liveMediaByIds(db: Db, ids: string[]): Promise<Map<string, MediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), isNull(media.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Where a delivery link was handed out, which must still hold when it is opened: `public` in some
 * live post, `post` in that live post, `vault` the viewer's own item, `message` on that message of
 * a conversation of the viewer's.
 */
export type MediaPlace =
  | { in: 'public' }
  | { in: 'post'; postId: string }
  | { in: 'vault'; ownerId: string }
  /** A chat message's: the caller asked the chat module first (deps.mayOpenMessageMedia). */
  | { in: 'message'; messageId: string };

/** A live item with what its owner chose for the watermark, for delivery; one indexed lookup. */
export async function findServableMedia(db: Db, id: string, place: MediaPlace) {
  const inLivePost = (postId?: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(postMedia)
        .innerJoin(posts, eq(posts.id, postMedia.postId))
        .where(
          and(
            eq(postMedia.mediaId, media.id),
            postId === undefined ? undefined : eq(postMedia.postId, postId),
            isNull(posts.deletedAt),
          ),
        ),
    );
  const [row] = await db
    .select({
      media,
      owner: {
        creatorDomain: users.creatorDomain,
        watermarkEnabled: users.watermarkEnabled,
        watermarkText: users.watermarkText,
        watermarkPosition: users.watermarkPosition,
      },
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.ownerId))
    .where(
      and(
        eq(media.id, id),
        isNull(media.deletedAt),
        place.in === 'vault'
          ? eq(media.ownerId, place.ownerId)
          : place.in === 'message'
            ? undefined
            : inLivePost(place.in === 'post' ? place.postId : undefined),
      ),
    )
    .limit(1);
  return row;
}

/** A creator's live videos, oldest first, `limit` after `afterId` (keyset, for the watermark job). */
export async function liveVideosOf(db: Db, ownerId: string, afterId: string | null, limit: number) {
  return db
    .select()
    .from(media)
    .where(
      and(
        eq(media.ownerId, ownerId),
        eq(media.kind, 'video'),
        isNull(media.deletedAt),
        afterId === null ? undefined : gt(media.id, afterId),
      ),
    )
    .orderBy(media.id)
    .limit(limit);
}

/** One page of a creator's vault, newest first; `limit + 1` rows so the caller knows if more follow. */
export async function vaultPage(
  db: Db,
  ownerId: string,
  opts: { kind?: TMediaKind; cursor: TimeCursor | null; limit: number },
): Promise<MediaRow[]> {
  const before = opts.cursor
    ? (or(
        lt(media.createdAt, opts.cursor.at),
        and(eq(media.createdAt, opts.cursor.at), lt(media.id, opts.cursor.id)),
      ) as SQL)
    : undefined;
  return db
    .select()
    .from(media)
    .where(
      and(
        eq(media.ownerId, ownerId),
        isNull(media.deletedAt),
        opts.kind ? eq(media.kind, opts.kind) : undefined,
        before,
      ),
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(opts.limit + 1);
}

/** The posts (not deleted, scheduled or published) each item appears in, newest post first. */
export async function usesOf(db: Db, mediaIds: string[]): Promise<Map<string, MediaUse[]>> {
  const out = new Map<string, MediaUse[]>();
  if (mediaIds.length === 0) return out;
  const rows = await db
    .selectDistinct({
      mediaId: postMedia.mediaId,
      postId: posts.id,
      status: posts.status,
      visibility: posts.visibility,
      publishAt: posts.publishAt,
    })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(inArray(postMedia.mediaId, mediaIds), isNull(posts.deletedAt)))
    .orderBy(desc(posts.publishAt), desc(posts.id));
  for (const { mediaId, postId, status, visibility } of rows) {
    out.set(mediaId, [...(out.get(mediaId) ?? []), { postId, status, visibility }]);
  }
  return out;
}

/**
 * The owner's live items among `ids`, with their kinds, share-locked for a post being written: a
 * delete of the same media (which locks it for update) waits for that post.
 */
export async function lockOwnMediaForPost(
  db: Db,
  ownerId: string,
  ids: string[],
): Promise<{ id: string; kind: MediaRow['kind'] }[]> {
  return db
    .select({ id: media.id, kind: media.kind })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId), isNull(media.deletedAt)))
    .for('share');
}

export async function markMediaDeleted(db: Db, id: string): Promise<void> {
  await db.update(media).set({ deletedAt: new Date() }).where(eq(media.id, id));
}
