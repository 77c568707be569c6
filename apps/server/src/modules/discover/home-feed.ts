import type { TPost } from '@fanlane/contracts/post';
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { decodeCursor, pageOf } from '../posts/cursor.ts';
import { homeFeed, publishKey } from '../posts/posts-repo.ts';
import { presentPosts } from '../posts/present-posts.ts';

/** /home: the published posts of creators the caller follows, newest first (never a blocker's). */
export async function getHomeFeed(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TPost>> {
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await homeFeed(deps.db, caller.user.id, cursor, limit + 1);
  return pageOf(rows, limit, publishKey, (kept) => presentPosts(deps, caller.user, kept));
}
