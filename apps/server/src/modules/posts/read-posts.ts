/** The read paths for posts: one post, a creator's tabs, the owner's queue. All go through presentPosts. */
import type { z } from 'zod';
import type { TPost, ZCreatorPostsRequest } from '@fanlane/contracts/post';
import type { TCursorRequest, TPage } from '@fanlane/contracts/page';
import { PAGE_SIZE_DEFAULT } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { assertNotBlockedBy } from '../blocks/blocks-repo.ts';
import { assertNotGeoBlocked, type ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { findCreator } from '../users/find-creator.ts';
import { findUserStatus } from '../users/users-repo.ts';
import { seesTakenDown } from './takedown.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { creatorTimeline, findPost, findRemovedPost, publishKey, scheduledPosts } from './posts-repo.ts';
import { presentPosts, type Viewer } from './present-posts.ts';

/** How many pinned posts head a creator's posts tab. */
const PINNED_MAX = 10;

/**
 * A live post for anyone, a queued one for its owner only; never one of a creator who blocked the
 * viewer, nor (given the viewer's `place`, as every read does) one whose creator blocks the place.
 */
export async function findReachablePost(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  place?: ViewerPlace,
): Promise<PostRow> {
  const row = await findPost(deps.db, id);
  if (!row || (row.status !== 'published' && row.creatorId !== viewer?.id)) throw appError('NOT_FOUND');
  await assertNotBlockedBy(deps.db, row.creatorId, viewer?.id ?? null);
  if (place) await assertNotGeoBlocked(deps, { id: row.creatorId }, place);
  return row;
}

/**
 * One post. A post taken down by staff is not found for everyone but its author and staff, who get
 * it marked removed with the reason; a banned creator's posts are not found but for staff
 * (docs/moderation.md).
 */
export async function getPost(deps: AppDeps, viewer: Viewer, id: string, place: ViewerPlace): Promise<TPost> {
  const removed = viewer ? await findRemovedPost(deps.db, id) : undefined;
  if (removed && viewer && (removed.creatorId === viewer.id || seesTakenDown(viewer))) {
    const [post] = await presentPosts(deps, viewer, [removed]);
    return post!;
  }
  const row = await findReachablePost(deps, viewer, id, place);
  if (
    row.creatorId !== viewer?.id &&
    !seesTakenDown(viewer) &&
    (await findUserStatus(deps.db, row.creatorId)) === 'banned'
  )
    throw appError('NOT_FOUND');
  const [post] = await presentPosts(deps, viewer, [row]);
  return post!;
}

export async function listCreatorPosts(
  deps: AppDeps,
  viewer: Viewer,
  query: z.output<typeof ZCreatorPostsRequest>,
  place: ViewerPlace,
): Promise<TPage<TPost>> {
  const creator = await findCreator(deps.db, query.addressOrDomain);
  await assertNotBlockedBy(deps.db, creator.id, viewer?.id ?? null);
  await assertNotGeoBlocked(deps, creator, place);
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const present = (rows: PostRow[]) => presentPosts(deps, viewer, rows);
  if (query.tab === 'media') {
    const rows = await creatorTimeline(deps.db, creator.id, {
      cursor,
      limit: limit + 1,
      mediaKind: query.mediaKind ?? 'any',
    });
    return pageOf(rows, limit, publishKey, present);
  }
  const pinned = cursor
    ? []
    : await creatorTimeline(deps.db, creator.id, { cursor: null, limit: PINNED_MAX, pinned: true });
  const rows = await creatorTimeline(deps.db, creator.id, { cursor, limit: limit + 1, pinned: false });
  const page = await pageOf(rows, limit, publishKey, present);
  return { items: [...(await present(pinned)), ...page.items], nextCursor: page.nextCursor };
}

export async function listQueue(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TPost>> {
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await scheduledPosts(deps.db, caller.user.id, cursor, limit + 1);
  return pageOf(rows, limit, publishKey, (kept) => presentPosts(deps, caller.user, kept));
}
