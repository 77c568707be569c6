/** Likes and comments on posts (the post_likes and post_comments tables, and the counts on posts). */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { postComments, postLikes, posts, type PostCommentRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

type Db = Database | Tx;

/** Whether the user liked the post, as an `exists` condition for a query that composes it. */
export const likedSql = (postId: SQLWrapper, userId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${postId} and ${postLikes.userId} = ${userId})`;

/** A like; false when the user liked the post already. */
export async function insertLike(db: Db, postId: string, userId: string): Promise<boolean> {
  const changed = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return changed.length > 0;
}

/** Takes a like back; false when there was none. */
export async function deleteLike(db: Db, postId: string, userId: string): Promise<boolean> {
  const changed = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  return changed.length > 0;
}

/** Moves a post's like count by `delta` (never below zero); the new count comes back. */
export async function adjustLikeCount(db: Db, postId: string, delta: number): Promise<number> {
  const [row] = await db
    .update(posts)
    .set({ likeCount: sql`greatest(${posts.likeCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likeCount: posts.likeCount });
  return row!.likeCount;
}

/** A post's live comments, oldest first, after the cursor; `limit + 1` rows so the caller knows if more follow. */
export async function commentsPage(
  db: Db,
  postId: string,
  cursor: TimeCursor | null,
  limit: number,
): Promise<PostCommentRow[]> {
  const after = cursor
    ? or(
        gt(postComments.createdAt, cursor.at),
        and(eq(postComments.createdAt, cursor.at), gt(postComments.id, cursor.id)),
      )
    : undefined;
  return db
    .select()
    .from(postComments)
    .where(and(eq(postComments.postId, postId), isNull(postComments.deletedAt), after))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
}

/** A new comment and the post's comment count up by one. */
export async function insertComment(
  db: Db,
  fields: { postId: string; authorId: string; text: string; createdAt: Date },
): Promise<PostCommentRow | undefined> {
  const [created] = await db.insert(postComments).values(fields).returning();
  await db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + 1` })
    .where(eq(posts.id, fields.postId));
  return created;
}

/** A live comment, locked for its deletion, with the creator of its post. */
export async function lockLiveComment(
  db: Db,
  id: string,
): Promise<{ comment: PostCommentRow; creatorId: string } | undefined> {
  const [row] = await db
    .select({ comment: postComments, creatorId: posts.creatorId })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.id, id), isNull(postComments.deletedAt)))
    .for('update', { of: postComments })
    .limit(1);
  return row;
}

/** Soft-deletes a comment and takes one off its post's comment count (never below zero). */
export async function markCommentDeleted(db: Db, id: string, postId: string): Promise<void> {
  await db.update(postComments).set({ deletedAt: new Date() }).where(eq(postComments.id, id));
  await db
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
    .where(eq(posts.id, postId));
}

/** Takes a live comment down (deleted_at and removed_at, one off the post's count); its row, or undefined. */
export async function markCommentRemoved(tx: Tx, id: string, reason: string) {
  const now = new Date();
  const [row] = await tx
    .update(postComments)
    .set({ deletedAt: now, removedAt: now, removedReason: reason })
    .where(and(eq(postComments.id, id), isNull(postComments.deletedAt)))
    .returning();
  if (!row) return undefined;
  const [post] = await tx
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
    .where(eq(posts.id, row.postId))
    .returning({ creatorId: posts.creatorId });
  return { comment: row, creatorId: post!.creatorId };
}

/** Puts a taken-down comment back (an appeal lifted the removal). */
export async function unmarkCommentRemoved(tx: Tx, id: string) {
  const [row] = await tx
    .update(postComments)
    .set({ deletedAt: null, removedAt: null, removedReason: null })
    .where(and(eq(postComments.id, id), isNotNull(postComments.removedAt)))
    .returning();
  if (!row) return undefined;
  const [post] = await tx
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + 1` })
    .where(eq(posts.id, row.postId))
    .returning({ creatorId: posts.creatorId });
  return { comment: row, creatorId: post!.creatorId };
}

/** What moderation shows of these comments, removed or deleted ones included. */
export async function commentsForModeration(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      authorId: postComments.authorId,
      text: postComments.text,
      deletedAt: postComments.deletedAt,
      removedAt: postComments.removedAt,
      removedReason: postComments.removedReason,
    })
    .from(postComments)
    .where(inArray(postComments.id, ids));
}

/** A user's comments taken down by staff, newest first (the appeal page). */
export async function removedCommentsOf(db: Db, authorId: string, limit = 50) {
  return db
    .select({
      id: postComments.id,
      text: postComments.text,
      removedAt: postComments.removedAt,
      removedReason: postComments.removedReason,
    })
    .from(postComments)
    .where(and(eq(postComments.authorId, authorId), isNotNull(postComments.removedAt)))
    .orderBy(desc(postComments.removedAt))
    .limit(limit);
}
