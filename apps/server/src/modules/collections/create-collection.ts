import type { z } from 'zod';
import type { TCollection, ZCollectionCreateRequest } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { checkPostIds } from './check-post-ids.ts';
import { insertCollection, replaceCollectionPosts } from './collections-repo.ts';
import { presentCollection } from './present-collections.ts';

/** Behind requireCreator: the caller is a creator acting for their own shop. */
export async function createCollection(
  deps: AppDeps,
  caller: Caller,
  input: z.output<typeof ZCollectionCreateRequest>,
): Promise<TCollection> {
  const row = await deps.db.transaction(async (tx) => {
    await checkPostIds(tx, caller.user.id, input.postIds);
    const created = await insertCollection(tx, caller.user.id, { title: input.title, description: input.description });
    await replaceCollectionPosts(tx, created.id, input.postIds);
    return created;
  });
  return presentCollection(deps, caller.user.id, row);
}
