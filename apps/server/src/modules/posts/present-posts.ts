/**
 * Turns post rows into what one viewer may see: the entitlement decision per post, media through
 * presentPostMedia (signed URLs, blurred when locked), likes. Every read path ends here.
 */
import type { TPost, TPostAuthor } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import type { PostRow, UserRow } from '../../db/schema/index.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { lockedBlurPx, presentPostMedia, type MediaItem } from '../../media/present.ts';
import { canView, NO_RIGHTS } from './can-view.ts';
import { loadViewerFlags, type ViewerPostFlags } from './rights.ts';
import { mediaOfPosts } from './posts-repo.ts';

/** `role`: staff also get posts taken down (docs/moderation.md). */
export type Viewer = (Pick<UserRow, 'id' | 'imageDisplayRatio'> & Partial<Pick<UserRow, 'role'>>) | null;

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

/** `knownFlags`: the viewer's flags for these posts when the caller already holds them (home-feed.ts). */
export async function presentPosts(
  deps: AppDeps,
  viewer: Viewer,
  rows: PostRow[],
  knownFlags?: Map<string, ViewerPostFlags>,
): Promise<TPost[]> {
  if (rows.length === 0) return [];
  const viewerId = viewer?.id ?? null;
  const [authors, mediaByPost, flags] = await Promise.all([
    authorsByIds(
      deps,
      rows.map((r) => r.creatorId),
    ),
    mediaByPosts(deps, rows),
    knownFlags ?? loadViewerFlags(deps.db, viewerId, rows),
  ]);
  return rows.map((row) => presentOne(deps, viewer, row, authors, mediaByPost, flags.get(row.id)).post);
}

/** One post for one viewer, with the author card and media list it was made from (what presentPostsJson keeps it by). */
function presentOne(
  deps: AppDeps,
  viewer: Viewer,
  row: PostRow,
  authors: Map<string, TPostAuthor>,
  mediaByPost: Map<string, MediaItem[]>,
  flag: ViewerPostFlags | undefined,
  nowMs = Date.now(),
): { post: TPost; author: TPostAuthor; media: MediaItem[] } {
  const viewerId = viewer?.id ?? null;
  const decision = canView(viewerId, row, flag?.rights ?? NO_RIGHTS);
  const author = authors.get(row.creatorId);
  if (!author) throw new Error(`post ${row.id} has no author`);
  const media = mediaByPost.get(row.id) ?? [];
  return {
    author,
    media,
    post: {
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
      sensitive: row.sensitive,
      ...(row.removedAt && { removed: { at: row.removedAt.toISOString(), reason: row.removedReason ?? '' } }),
      media: presentPostMedia(deps.mediaSigner, row, media, {
        entitled: decision.canView,
        viewerId,
        imageDisplayRatio: viewer?.imageDisplayRatio,
        nowMs,
        sensitive: row.sensitive,
      }),
    },
  };
}

/**
 * Posts as JSON, one string each, for a page assembled without serialising each post again: the
 * home feed (home-feed.ts). A post as most viewers see it (public, or locked, or opened without a
 * link bound to the viewer) is the same string for every viewer with the same flags, so it is made
 * once and kept with the row it was made from: rows come from the kept timelines, shared by every
 * follower, and a new row (an edit, a new count) or a new author card or media list makes it again.
 * The signed links in it expire, so the links' expiry is part of what is kept.
 */
type Kept = { author: TPostAuthor; media: MediaItem[]; byView: Map<string, string> };
const keptJson = new WeakMap<PostRow, Kept>();

export async function presentPostsJson(
  deps: AppDeps,
  viewer: NonNullable<Viewer>,
  rows: PostRow[],
  flags: Map<string, ViewerPostFlags>,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const [authors, mediaByPost] = await Promise.all([
    authorsByIds(
      deps,
      rows.map((r) => r.creatorId),
    ),
    mediaByPosts(deps, rows),
  ]);
  const nowMs = Date.now();
  const expiry = deps.mediaSigner.expiry(nowMs);
  return rows.map((row) => {
    const flag = flags.get(row.id);
    const media = mediaByPost.get(row.id) ?? [];
    const view = sharedView(viewer, row, media, flag, expiry);
    let kept = keptJson.get(row);
    if (view !== null && kept && kept.author === authors.get(row.creatorId) && kept.media === media) {
      const json = kept.byView.get(view);
      if (json !== undefined) return json;
    }
    const presented = presentOne(deps, viewer, row, authors, mediaByPost, flag, nowMs);
    const json = JSON.stringify(presented.post);
    if (view === null) return json;
    if (!kept || kept.author !== presented.author || kept.media !== presented.media) {
      kept = { author: presented.author, media: presented.media, byView: new Map() };
      keptJson.set(row, kept);
    }
    kept.byView.set(view, json);
    return json;
  });
}

/**
 * What of the viewer a post's JSON depends on, as a key, or null when it holds a link bound to
 * them (an opened item of a post that is not public, not a teaser): then it is theirs alone.
 */
function sharedView(
  viewer: NonNullable<Viewer>,
  row: PostRow,
  media: MediaItem[],
  flag: ViewerPostFlags | undefined,
  expiry: number,
): string | null {
  const isOwner = viewer.id === row.creatorId;
  const decision = canView(viewer.id, row, flag?.rights ?? NO_RIGHTS);
  const publicPost = row.visibility === 'public' && row.status === 'published';
  if (decision.canView && !publicPost && media.some((item) => !item.isPreview)) return null;
  const blur = decision.canView ? '' : lockedBlurPx(viewer.imageDisplayRatio);
  return `${isOwner}|${decision.lockReason}|${flag?.liked ?? false}|${blur}|${expiry}`;
}
