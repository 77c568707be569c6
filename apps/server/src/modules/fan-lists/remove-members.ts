import type { TFanListChanged } from '@fanlane/contracts/fan-lists';
import type { AppDeps } from '../../deps.ts';
import { userIdsByAddresses } from '../users/users-repo.ts';
import { countMembers, deleteMembers } from './fan-lists-repo.ts';
import { assertCreator, ownList, type ListOwner } from './own-list.ts';
import { presentList } from './present-fan-lists.ts';

/** Takes people off the list by address; someone not on it (or no user at all) is no error. */
export async function removeMembers(
  deps: AppDeps,
  me: ListOwner,
  input: { id: string; addresses: string[] },
): Promise<TFanListChanged> {
  assertCreator(me);
  const addresses = [...new Set(input.addresses.map((a) => a.toLowerCase()))];
  return deps.db.transaction(async (tx) => {
    const list = await ownList(tx, me, input.id, { lock: true });
    const ids = await userIdsByAddresses(tx, addresses);
    const changed = await deleteMembers(tx, list.id, [...ids.values()]);
    return { list: presentList(list, await countMembers(tx, list.id)), changed };
  });
}
