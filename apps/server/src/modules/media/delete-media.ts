import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { findOwnMedia, markMediaDeleted, usesOf } from './media-repo.ts';

/**
 * Removes an item from the caller's vault. Another creator's item is not found; one still shown
 * in a post (published or scheduled) stays until the post lets go of it. The row is kept, marked
 * deleted; the bytes go.
 */
export async function deleteMedia(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  const row = await deps.db.transaction(async (tx) => {
    const item = await findOwnMedia(tx, caller.user.id, id, { lock: true });
    if (!item) throw appError('NOT_FOUND');
    if ((await usesOf(tx, [item.id])).size > 0) throw appError('MEDIA_IN_USE');
    await markMediaDeleted(tx, item.id);
    return item;
  });
  await deps.blobs.removePrefix(row.storageKey);
}
