/**
 * Turns post rows into what one viewer may see: the entitlement decision per post, media through
 * presentPostMedia (signed URLs, blurred when locked), likes. Every read path ends here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { TPost, TPostAuthor } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import { postLikes, users, type PostRow, type UserRow } from '../../db/schema/index.ts';
import { presentPostMedia } from '../../media/present.ts';
import { canView, NO_RIGHTS } from './can-view.ts';
import { loadRights } from './rights.ts';
import { mediaOfPosts } from './posts-repo.ts';

export type Viewer = Pick<UserRow, 'id' | 'imageDisplayRatio'> | null;

export const authorOf = (u: Pick<UserRow, 'address' | 'creatorDomain' | 'displayName' | 'avatarUrl'>): TPostAuthor => ({
  address: u.address,
  creatorDomain: u.creatorDomain,
  displayName: u.displayName,
  avatar: u.avatarUrl,
});

export async function authorsByIds(deps: AppDeps, ids: string[]): Promise<Map<string, TPostAuthor>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: users.id, address: users.address, creatorDomain: users.creatorDomain, displayName: users.displayName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, authorOf(r)]));
}

export async function presentPosts(deps: AppDeps, viewer: Viewer, rows: PostRow[]): Promise<TPost[]> {
  if (rows.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  const postIds = rows.map((r) => r.id);
  const [authors, mediaByPost, rights, likedRows] = await Promise.all([
    authorsByIds(deps, rows.map((r) => r.creatorId)),
    mediaOfPosts(deps.db, postIds),
    loadRights(deps.db, viewerId, rows),
    viewerId
      ? deps.db.select({ postId: postLikes.postId }).from(postLikes).where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, postIds)))
      : Promise.resolve([]),
  ]);
  const liked = new Set(likedRows.map((r) => r.postId));
  return rows.map((row) => {
    const decision = canView(viewerId, row, rights.get(row.id) ?? NO_RIGHTS);
    const author = authors.get(row.creatorId);
    if (!author) throw new Error(`post ${row.id} has no author`);
    return {
      id: row.id,
      author,
      text: row.text,
      visibility: row.visibility,
      price: row.priceCents === null ? null : row.priceCents.toString(),
      minTierId: row.minTierId,
      status: row.status,
      publishAt: row.publishAt.toISOString(),
      pinned: row.pinnedAt !== null,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      likes: row.likeCount,
      comments: row.commentCount,
      photos: row.photoCount,
      videos: row.videoCount,
      liked: liked.has(row.id),
      isOwner: viewerId === row.creatorId,
      canView: decision.canView,
      lockReason: decision.lockReason,
      media: presentPostMedia(deps.mediaSigner, mediaByPost.get(row.id) ?? [], {
        entitled: decision.canView,
        imageDisplayRatio: viewer?.imageDisplayRatio,
      }),
    };
  });
}
