import { FAN_LISTS_MAX, type TFanList } from '@fanlane/contracts/fan-lists';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import { lockUser } from '../users/users-repo.ts';
import { countListsOf, insertList } from './fan-lists-repo.ts';
import { assertCreator, type ListOwner } from './own-list.ts';
import { presentList } from './present-fan-lists.ts';

/** A new empty list; at most FAN_LISTS_MAX per creator, names unique whatever their case. */
export async function createFanList(deps: AppDeps, me: ListOwner, input: { name: string }): Promise<TFanList> {
  assertCreator(me);
  try {
    const row = await deps.db.transaction(async (tx) => {
      // The creator's row orders two creations at once, so the count below cannot be passed twice.
      await lockUser(tx, me.id, 'no key update');
      if ((await countListsOf(tx, me.id)) >= FAN_LISTS_MAX) throw appError('FAN_LIST_LIMIT');
      return insertList(tx, me.id, input.name);
    });
    return presentList(row, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('FAN_LIST_NAME_TAKEN', { cause: err });
    throw err;
  }
}
