import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { TCollection } from '@fanlane/contracts/social';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { favoriteCollections } from './collections-repo.ts';
import { presentCollections } from './present-collections.ts';

/** The caller's saved collections (/collections), most recently saved first. */
export async function listFavorites(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TCollection>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await favoriteCollections(deps.db, caller.user.id, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.savedAt, id: r.collection.id }),
    (kept) =>
      presentCollections(
        deps,
        caller.user.id,
        kept.map((r) => r.collection),
      ),
  );
}
