import type { TFanListList } from '@fanlane/contracts/fan-lists';
import type { AppDeps } from '../../deps.ts';
import { listsOf } from './fan-lists-repo.ts';
import { assertCreator, type ListOwner } from './own-list.ts';
import { presentList } from './present-fan-lists.ts';

/** Every list of the creator, by name, with its member count. */
export async function listFanLists(deps: AppDeps, me: ListOwner): Promise<TFanListList> {
  assertCreator(me);
  const rows = await listsOf(deps.db, me.id);
  return { items: rows.map((r) => presentList(r.list, r.members)) };
}
