import type { TFanListMember } from '@fanlane/contracts/fan-lists';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { membersPage } from './fan-lists-repo.ts';
import { assertCreator, ownList, type ListOwner } from './own-list.ts';
import { fanCardOf } from './present-fan-lists.ts';

/** A list's members, the newest added first, blocked ones included (they stay on the list). */
export async function listMembers(
  deps: AppDeps,
  me: ListOwner,
  query: { id: string; cursor?: string | undefined; limit?: number | undefined },
): Promise<TPage<TFanListMember>> {
  assertCreator(me);
  const list = await ownList(deps.db, me, query.id);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await membersPage(deps.db, list.id, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.addedAt, id: r.id }),
    (kept) => kept.map((r) => ({ ...fanCardOf(r, deps.config), addedAt: r.addedAt.toISOString() })),
  );
}
