/** The user's posts, comments and likes for their data download (docs/account-deletion.md). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postComments, postLikes, postMedia, posts } from '../../db/schema/index.ts';

export async function postsForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      id: posts.id,
      text: posts.text,
      visibility: posts.visibility,
      priceCents: posts.priceCents,
      status: posts.status,
      publishAt: posts.publishAt,
      createdAt: posts.createdAt,
      deletedAt: posts.deletedAt,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
    })
    .from(posts)
    .where(eq(posts.creatorId, userId))
    .orderBy(asc(posts.createdAt));
  const links = await db
    .select({ postId: postMedia.postId, mediaId: postMedia.mediaId })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(eq(posts.creatorId, userId));
  return rows.map((p) => ({
    ...p,
    priceCents: p.priceCents?.toString() ?? null,
    mediaIds: links.filter((l) => l.postId === p.id).map((l) => l.mediaId),
  }));
}

export function commentsForExport(db: Database, userId: string) {
  return db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      text: postComments.text,
      createdAt: postComments.createdAt,
      deletedAt: postComments.deletedAt,
    })
    .from(postComments)
    .where(eq(postComments.authorId, userId))
    .orderBy(asc(postComments.createdAt));
}

export function likesForExport(db: Database, userId: string) {
  return db
    .select({ postId: postLikes.postId, createdAt: postLikes.createdAt })
    .from(postLikes)
    .where(eq(postLikes.userId, userId));
}
