import type { TFanListIds } from '@fanlane/contracts/fan-lists';
import type { AppDeps } from '../../deps.ts';
import { userIdsByAddresses } from '../users/users-repo.ts';
import { listIdsHolding } from './fan-lists-repo.ts';
import { assertCreator, type ListOwner } from './own-list.ts';

/** Which of the creator's lists hold this person (the "Add to list" menu); nobody's address holds none. */
export async function listsOfFan(deps: AppDeps, me: ListOwner, input: { address: string }): Promise<TFanListIds> {
  assertCreator(me);
  const address = input.address.toLowerCase();
  const id = (await userIdsByAddresses(deps.db, [address])).get(address);
  return { listIds: id ? await listIdsHolding(deps.db, me.id, id) : [] };
}
