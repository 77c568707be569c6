/**
 * An erased account's posts, likes and comments (docs/account-deletion.md): its posts are deleted
 * as the creator's own delete does (marked, their text emptied: purchases and the ledger still name
 * them), its likes are taken back with the counts, its comments are deleted with the counts, and its
 * unlocks (entitlements) go.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entitlements, postComments, postLikes, posts } from '../../db/schema/index.ts';

export async function erasePostsOf(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .update(posts)
    .set({ deletedAt: at, text: '', pinnedAt: null })
    .where(and(eq(posts.creatorId, userId), isNull(posts.deletedAt)));
  await tx
    .update(posts)
    .set({ text: '' })
    .where(and(eq(posts.creatorId, userId), sql`${posts.text} <> ''`));

  const liked = await tx.delete(postLikes).where(eq(postLikes.userId, userId)).returning({ postId: postLikes.postId });
  for (const { postId } of liked) {
    await tx
      .update(posts)
      .set({ likeCount: sql`greatest(${posts.likeCount} - 1, 0)` })
      .where(eq(posts.id, postId));
  }

  const commented = await tx
    .update(postComments)
    .set({ deletedAt: at, text: '' })
    .where(and(eq(postComments.authorId, userId), isNull(postComments.deletedAt)))
    .returning({ postId: postComments.postId });
  for (const { postId } of commented) {
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
      .where(eq(posts.id, postId));
  }
  await tx
    .update(postComments)
    .set({ text: '' })
    .where(and(eq(postComments.authorId, userId), sql`${postComments.text} <> ''`));
  await tx.delete(entitlements).where(eq(entitlements.userId, userId));
}
