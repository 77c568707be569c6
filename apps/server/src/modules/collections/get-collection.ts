import type { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from '@fanlane/contracts/page';
import type { TCollectionDetail, ZCollectionDetailRequest } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { assertNotBlockedBy } from '../blocks/blocks-repo.ts';
import { presentPosts, type Viewer } from '../posts/present-posts.ts';
import { findCollection, livePostsOfCollection } from './collections-repo.ts';
import { decodePositionCursor, encodePositionCursor } from './position-cursor.ts';
import { presentCollection } from './present-collections.ts';

/**
 * One collection and a page of its published posts in the creator's order (the creator also sees
 * their queued ones). Posts go through
 * presentPosts, so a locked post stays locked; a viewer the creator blocked gets BLOCKED.
 */
export async function getCollection(
  deps: AppDeps,
  viewer: Viewer,
  input: z.output<typeof ZCollectionDetailRequest>,
): Promise<TCollectionDetail> {
  const after = decodePositionCursor(input.cursor);
  const row = await findCollection(deps.db, input.id);
  if (!row) throw appError('NOT_FOUND');
  const viewerId = viewer?.id ?? null;
  await assertNotBlockedBy(deps.db, row.creatorId, viewerId);
  const limit = input.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await livePostsOfCollection(deps.db, row.id, after, limit + 1, viewerId === row.creatorId);
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const [collection, items] = await Promise.all([
    presentCollection(deps, viewerId, row),
    presentPosts(
      deps,
      viewer,
      kept.map((r) => r.post),
    ),
  ]);
  return {
    collection,
    posts: { items, nextCursor: rows.length > limit && last ? encodePositionCursor(last.position) : null },
  };
}
