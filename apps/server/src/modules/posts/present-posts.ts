/**
 * Turns post rows into what one viewer may see: the entitlement decision per post, media through
 * presentPostMedia (signed URLs, blurred when locked), likes. Every read path ends here.
 */
import type { TPost } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import type { PostRow, UserRow } from '../../db/schema/index.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { presentPostMedia, type MediaItem } from '../../media/present.ts';
import { canView, NO_RIGHTS } from './can-view.ts';
import { loadViewerFlags } from './rights.ts';
import { mediaOfPosts } from './posts-repo.ts';

export type Viewer = Pick<UserRow, 'id' | 'imageDisplayRatio'> | null;

/**
 * The media of each post, from deps.postMediaCache where it has them. Entries are keyed by the
 * post's version (its last edit), and the post row is always read fresh, so an edit on any
 * instance is seen at once everywhere: a teaser made paid again is never served from the cache.
 */
const mediaKey = (row: PostRow) => `${row.id}@${(row.editedAt ?? row.createdAt).getTime()}`;

async function mediaByPosts(deps: AppDeps, rows: PostRow[]): Promise<Map<string, MediaItem[]>> {
  const out = new Map<string, MediaItem[]>();
  const missing: PostRow[] = [];
  for (const row of rows) {
    const cached = deps.postMediaCache.get(mediaKey(row));
    if (cached) out.set(row.id, cached);
    else missing.push(row);
  }
  if (missing.length === 0) return out;
  const stamp = deps.postMediaCache.stamp();
  const loaded = await mediaOfPosts(
    deps.db,
    missing.map((r) => r.id),
  );
  for (const row of missing) {
    const items = loaded.get(row.id) ?? [];
    deps.postMediaCache.setLoaded(mediaKey(row), items, stamp);
    out.set(row.id, items);
  }
  return out;
}

export async function presentPosts(deps: AppDeps, viewer: Viewer, rows: PostRow[]): Promise<TPost[]> {
  if (rows.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  const [authors, mediaByPost, flags] = await Promise.all([
    authorsByIds(
      deps,
      rows.map((r) => r.creatorId),
    ),
    mediaByPosts(deps, rows),
    loadViewerFlags(deps.db, viewerId, rows),
  ]);
  return rows.map((row) => {
    const flag = flags.get(row.id);
    const decision = canView(viewerId, row, flag?.rights ?? NO_RIGHTS);
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
      liked: flag?.liked ?? false,
      isOwner: viewerId === row.creatorId,
      canView: decision.canView,
      lockReason: decision.lockReason,
      media: presentPostMedia(deps.mediaSigner, row, mediaByPost.get(row.id) ?? [], {
        entitled: decision.canView,
        viewerId,
        imageDisplayRatio: viewer?.imageDisplayRatio,
      }),
    };
  });
}
