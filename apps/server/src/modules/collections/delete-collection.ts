import type { TOk } from '@fanlane/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { deleteOwnCollection } from './collections-repo.ts';

/** The posts stay; only the list and fans' saves of it go. Another's collection is not found. */
export async function deleteCollection(deps: AppDeps, caller: Caller, id: string): Promise<TOk> {
  if (!(await deleteOwnCollection(deps.db, caller.user.id, id))) throw appError('NOT_FOUND');
  return { ok: true };
}
