import type { TPost } from '@fanlane/contracts/post';
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { homeFeed, publishKey } from '../posts/posts-repo.ts';
import { presentPosts } from '../posts/present-posts.ts';
import { followedCreatorIds } from '../follows/follows-repo.ts';

/**
 * The home feed answer, serialised: the first page of the default size comes from deps.feedCache
 * when nothing on it changed (feed-cache.ts); other pages are built every time. `serialize` is
 * the route's own response serialiser, so both paths send the same bytes.
 */
export async function homeFeedBody(
  deps: AppDeps,
  caller: Caller,
  query: TCursorRequest,
  serialize: (page: TPage<TPost>) => string,
): Promise<string> {
  if (query.cursor !== undefined || (query.limit !== undefined && query.limit !== PAGE_SIZE_DEFAULT)) {
    return serialize(await getHomeFeed(deps, caller, query));
  }
  const viewer = caller.user;
  const variant = String(viewer.imageDisplayRatio);
  const cached = deps.feedCache.get(viewer.id, variant);
  if (cached !== undefined) return cached;
  const stamp = deps.feedCache.stamp();
  const [page, creatorIds] = await Promise.all([getHomeFeed(deps, caller, {}), followedCreatorIds(deps.db, viewer.id)]);
  const body = serialize(page);
  deps.feedCache.set(viewer.id, variant, body, creatorIds, stamp);
  return body;
}

/** /home: the published posts of creators the caller follows, newest first (never a blocker's). */
export async function getHomeFeed(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TPost>> {
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await homeFeed(deps.db, caller.user.id, cursor, limit + 1);
  return pageOf(rows, limit, publishKey, (kept) => presentPosts(deps, caller.user, kept));
}
