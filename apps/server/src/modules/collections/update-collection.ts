import type { z } from 'zod';
import type { TCollection, ZCollectionUpdateRequest } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { checkPostIds } from './check-post-ids.ts';
import { lockOwnCollection, replaceCollectionPosts, updateCollectionFields } from './collections-repo.ts';
import { presentCollection } from './present-collections.ts';

/** Replaces title, description and the post list (in the order given). Another's collection is not found. */
export async function updateCollection(
  deps: AppDeps,
  caller: Caller,
  input: z.output<typeof ZCollectionUpdateRequest>,
): Promise<TCollection> {
  const row = await deps.db.transaction(async (tx) => {
    const own = await lockOwnCollection(tx, caller.user.id, input.id);
    if (!own) throw appError('NOT_FOUND');
    await checkPostIds(tx, caller.user.id, input.postIds);
    const updated = await updateCollectionFields(tx, own.id, { title: input.title, description: input.description });
    await replaceCollectionPosts(tx, own.id, input.postIds);
    return updated;
  });
  return presentCollection(deps, caller.user.id, row);
}
