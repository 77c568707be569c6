import { FAN_LIST_MEMBERS_MAX, type TFanListChanged } from '@fanlane/contracts/fan-lists';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { userIdsByAddresses } from '../users/users-repo.ts';
import { countMembers, fansAmong, insertMembers } from './fan-lists-repo.ts';
import { assertCreator, ownList, type ListOwner } from './own-list.ts';
import { presentList } from './present-fan-lists.ts';

/**
 * Puts people on the list by address; someone already there is no error. All or nothing: when
 * anyone named is not the creator's fan (or no user at all: the two are not told apart), nobody is
 * added and the refusal names them.
 */
export async function addMembers(
  deps: AppDeps,
  me: ListOwner,
  input: { id: string; addresses: string[] },
): Promise<TFanListChanged> {
  assertCreator(me);
  const addresses = [...new Set(input.addresses.map((a) => a.toLowerCase()))];
  return deps.db.transaction(async (tx) => {
    // The lock orders two adds to one list, so the size check below holds.
    const list = await ownList(tx, me, input.id, { lock: true });
    const ids = await userIdsByAddresses(tx, addresses);
    const fans = await fansAmong(tx, me.id, [...ids.values()]);
    const strangers = addresses.filter((a) => !fans.has(ids.get(a) ?? ''));
    if (strangers.length > 0) throw appError('FAN_LIST_NOT_A_FAN', { data: { addresses: strangers } });
    const changed = await insertMembers(tx, list.id, [...fans], new Date());
    const size = await countMembers(tx, list.id);
    if (size > FAN_LIST_MEMBERS_MAX) throw appError('FAN_LIST_FULL');
    return { list: presentList(list, size), changed };
  });
}
