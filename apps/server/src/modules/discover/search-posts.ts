import type { z } from 'zod';
import type { TPost, ZPostSearchRequest } from '@fanlane/contracts/post';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { assertNotBlockedBy } from '../blocks/blocks-repo.ts';
import { assertNotGeoBlocked, type ViewerPlace } from '../geo-blocks/viewer-place.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { presentPosts } from '../posts/present-posts.ts';
import { findCreator } from '../users/find-creator.ts';
import { publishKey } from '../posts/posts-repo.ts';
import { searchCreatorPosts } from './discover-repo.ts';

/**
 * /searchPost/:domain: one creator's published posts holding every word of the query, newest
 * first. Locked posts come back locked (presentPosts); a fan the creator blocked gets BLOCKED.
 */
export async function searchPosts(
  deps: AppDeps,
  caller: Caller,
  input: z.output<typeof ZPostSearchRequest>,
  place: ViewerPlace,
): Promise<TPage<TPost>> {
  const cursor = decodeCursor(input.cursor);
  const creator = await findCreator(deps.db, input.addressOrDomain);
  await assertNotBlockedBy(deps.db, creator.id, caller.user.id);
  await assertNotGeoBlocked(deps, creator, place);
  const limit = input.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await searchCreatorPosts(deps.db, creator.id, input.query, cursor, limit + 1);
  return pageOf(rows, limit, publishKey, (kept) => presentPosts(deps, caller.user, kept));
}
