import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { isBlockedBy } from '../blocks/blocks-repo.ts';
import { findCollection, setFavorite } from './collections-repo.ts';

/** Save or unsave a collection under /collections. Idempotent; a blocked fan cannot save, only unsave. */
export async function favoriteCollection(
  deps: AppDeps,
  caller: Caller,
  id: string,
  favorite: boolean,
): Promise<{ favorite: boolean }> {
  const row = await findCollection(deps.db, id);
  if (!row) throw appError('NOT_FOUND');
  if (favorite && (await isBlockedBy(deps.db, row.creatorId, caller.user.id))) throw appError('BLOCKED');
  await setFavorite(deps.db, caller.user.id, row.id, favorite);
  return { favorite };
}
