import type { TOk } from '@fanlane/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { deleteOwnList } from './fan-lists-repo.ts';
import { assertCreator, type ListOwner } from './own-list.ts';

/**
 * Deletes the list and its memberships (not the people). A mass message still scheduled for it
 * goes to nobody when it comes due (docs/chat.md, "Saved lists").
 */
export async function deleteFanList(deps: AppDeps, me: ListOwner, id: string): Promise<TOk> {
  assertCreator(me);
  if (!(await deleteOwnList(deps.db, me.id, id))) throw appError('FAN_LIST_NOT_FOUND');
  return { ok: true };
}
