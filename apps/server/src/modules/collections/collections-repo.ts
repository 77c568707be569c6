/** The collections tables: a creator's named lists of their posts, and fans' saved collections. */
import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { collectionFavorites, collectionPosts, collections, type PostRow } from '../../db/schema/index.ts';
import { blockersOf } from '../blocks/blocks-repo.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { joinPost, livePost, postColumns, undeletedPost } from '../posts/posts-repo.ts';

type Db = Database | Tx;
export type CollectionRow = typeof collections.$inferSelect;
export type CollectionFields = { title: string; description: string };

export async function findCollection(db: Db, id: string): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  return row;
}

/** The caller's own collection, locked for an edit; undefined when it is missing or someone else's. */
export async function lockOwnCollection(tx: Tx, creatorId: string, id: string): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.creatorId, creatorId)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertCollection(tx: Tx, creatorId: string, fields: CollectionFields): Promise<CollectionRow> {
  const now = new Date();
  const [row] = await tx
    .insert(collections)
    .values({ creatorId, ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('collection insert returned nothing');
  return row;
}

export async function updateCollectionFields(tx: Tx, id: string, fields: CollectionFields): Promise<CollectionRow> {
  const [row] = await tx
    .update(collections)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(collections.id, id))
    .returning();
  if (!row) throw new Error('collection update found no row');
  return row;
}

/** The collection's posts become exactly `postIds`, in that order. */
export async function replaceCollectionPosts(tx: Tx, collectionId: string, postIds: string[]): Promise<void> {
  await tx.delete(collectionPosts).where(eq(collectionPosts.collectionId, collectionId));
  if (postIds.length === 0) return;
  await tx.insert(collectionPosts).values(postIds.map((postId, position) => ({ collectionId, postId, position })));
}

/** True when a collection of this creator was deleted. */
export async function deleteOwnCollection(db: Db, creatorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.creatorId, creatorId)))
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** A creator's collections, newest first. */
export async function collectionsOf(db: Db, creatorId: string): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(eq(collections.creatorId, creatorId))
    .orderBy(desc(collections.createdAt), desc(collections.id));
}

/** How many published, not deleted posts each collection holds. */
export async function livePostCounts(db: Db, collectionIds: string[]): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: collectionPosts.collectionId, n: count() })
    .from(collectionPosts)
    .innerJoin(...joinPost(collectionPosts.postId))
    .where(and(inArray(collectionPosts.collectionId, collectionIds), livePost))
    .groupBy(collectionPosts.collectionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The published posts of a collection after `afterPosition`, in the creator's order. */
export async function livePostsOfCollection(
  db: Db,
  collectionId: string,
  afterPosition: number | null,
  limit: number,
  /** The creator also sees their queued posts, so an edit of the collection keeps them. */
  includeQueued = false,
): Promise<{ position: number; post: PostRow }[]> {
  return db
    .select({ position: collectionPosts.position, post: postColumns })
    .from(collectionPosts)
    .innerJoin(...joinPost(collectionPosts.postId))
    .where(
      and(
        eq(collectionPosts.collectionId, collectionId),
        includeQueued ? undeletedPost : livePost,
        afterPosition === null ? undefined : gt(collectionPosts.position, afterPosition),
      ),
    )
    .orderBy(asc(collectionPosts.position))
    .limit(limit);
}

export async function favoritedAmong(db: Db, userId: string | null, collectionIds: string[]): Promise<Set<string>> {
  if (!userId || collectionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: collectionFavorites.collectionId })
    .from(collectionFavorites)
    .where(and(eq(collectionFavorites.userId, userId), inArray(collectionFavorites.collectionId, collectionIds)));
  return new Set(rows.map((r) => r.id));
}

/** Idempotent both ways, also when the same save arrives twice at once. */
export async function setFavorite(db: Db, userId: string, collectionId: string, favorite: boolean): Promise<void> {
  if (!favorite) {
    await db
      .delete(collectionFavorites)
      .where(and(eq(collectionFavorites.userId, userId), eq(collectionFavorites.collectionId, collectionId)));
    return;
  }
  // A JS time (milliseconds) rather than now() (microseconds), so list cursors compare exactly.
  await db.insert(collectionFavorites).values({ userId, collectionId, createdAt: new Date() }).onConflictDoNothing();
}

/**
 * The user's saved collections, most recently saved first; keyset on (saved at, collection id).
 * Collections of creators who blocked the user are left out (and come back on unblock).
 */
export async function favoriteCollections(db: Db, userId: string, cursor: TimeCursor | null, limit: number) {
  const after = cursor
    ? (or(
        lt(collectionFavorites.createdAt, cursor.at),
        and(eq(collectionFavorites.createdAt, cursor.at), lt(collectionFavorites.collectionId, cursor.id)),
      ) as SQL)
    : undefined;
  return db
    .select({ savedAt: collectionFavorites.createdAt, collection: collections })
    .from(collectionFavorites)
    .innerJoin(collections, eq(collections.id, collectionFavorites.collectionId))
    .where(
      and(eq(collectionFavorites.userId, userId), notInArray(collections.creatorId, blockersOf(db, userId)), after),
    )
    .orderBy(desc(collectionFavorites.createdAt), desc(collectionFavorites.collectionId))
    .limit(limit);
}
