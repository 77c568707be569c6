/** The read paths for posts: one post, a creator's tabs, the owner's queue. All go through presentPosts. */
import type { z } from 'zod';
import type { TPost, ZCreatorPostsRequest } from '@fanlane/contracts/post';
import type { TCursorRequest, TPage } from '@fanlane/contracts/page';
import { PAGE_SIZE_DEFAULT } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { PostRow, UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import { creatorTimeline, findPost, scheduledPosts } from './posts-repo.ts';
import { presentPosts, type Viewer } from './present-posts.ts';
import { loadRights } from './rights.ts';

/** How many pinned posts head a creator's posts tab. */
const PINNED_MAX = 10;

/** A creator's content is closed to a viewer the creator blocked. */
export async function assertNotBlocked(deps: AppDeps, viewer: Viewer, creatorId: string): Promise<void> {
  if (!viewer || viewer.id === creatorId) return;
  const rights = await loadRights(deps.db, viewer.id, [{ id: '00000000-0000-0000-0000-000000000000', creatorId, minTierId: null }]);
  if ([...rights.values()][0]?.blocked) throw appError('BLOCKED');
}

/** A live post for anyone; a queued one for its owner only. */
export async function getPost(deps: AppDeps, viewer: Viewer, id: string): Promise<TPost> {
  const row = await findPost(deps.db, id);
  if (!row || (row.status !== 'published' && row.creatorId !== viewer?.id)) throw appError('NOT_FOUND');
  await assertNotBlocked(deps, viewer, row.creatorId);
  const [post] = await presentPosts(deps, viewer, [row]);
  return post!;
}

export async function findCreator(deps: AppDeps, addressOrDomain: string): Promise<UserRow> {
  const creator = await findUserByAddressOrDomain(deps.db, addressOrDomain);
  if (!creator?.creatorDomain) throw appError('NOT_FOUND');
  return creator;
}

const timeKey = (row: PostRow) => ({ at: row.publishAt, id: row.id });

export async function listCreatorPosts(deps: AppDeps, viewer: Viewer, query: z.output<typeof ZCreatorPostsRequest>): Promise<TPage<TPost>> {
  const creator = await findCreator(deps, query.addressOrDomain);
  await assertNotBlocked(deps, viewer, creator.id);
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const present = (rows: PostRow[]) => presentPosts(deps, viewer, rows);
  if (query.tab === 'media') {
    const rows = await creatorTimeline(deps.db, creator.id, { cursor, limit: limit + 1, mediaKind: query.mediaKind ?? 'any' });
    return pageOf(rows, limit, timeKey, present);
  }
  const pinned = cursor ? [] : await creatorTimeline(deps.db, creator.id, { cursor: null, limit: PINNED_MAX, pinned: true });
  const rows = await creatorTimeline(deps.db, creator.id, { cursor, limit: limit + 1, pinned: false });
  const page = await pageOf(rows, limit, timeKey, present);
  return { items: [...(await present(pinned)), ...page.items], nextCursor: page.nextCursor };
}

export async function listQueue(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TPost>> {
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await scheduledPosts(deps.db, caller.user.id, cursor, limit + 1);
  return pageOf(rows, limit, timeKey, (kept) => presentPosts(deps, caller.user, kept));
}
