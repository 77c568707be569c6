import type { TFanList } from '@fanlane/contracts/fan-lists';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import { countMembers, renameList } from './fan-lists-repo.ts';
import { assertCreator, ownList, type ListOwner } from './own-list.ts';
import { presentList } from './present-fan-lists.ts';

export async function renameFanList(
  deps: AppDeps,
  me: ListOwner,
  input: { id: string; name: string },
): Promise<TFanList> {
  assertCreator(me);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const list = await ownList(tx, me, input.id, { lock: true });
      await renameList(tx, list.id, input.name);
      return { ...list, name: input.name, updatedAt: new Date() };
    });
    return presentList(row, await countMembers(deps.db, row.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('FAN_LIST_NAME_TAKEN', { cause: err });
    throw err;
  }
}
