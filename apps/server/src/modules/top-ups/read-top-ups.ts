/** A fan's top-ups: the list (the /topUp/transactions page) and one (the deposit status call). */
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { TTopUp } from '@fanlane/contracts/top-up';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { presentTopUp } from './present.ts';
import { findTopUp, topUpsPage } from './top-ups-repo.ts';

export async function listTopUps(deps: AppDeps, caller: Caller, query: TCursorRequest): Promise<TPage<TTopUp>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await topUpsPage(deps.db, caller.user.id, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (kept) => kept.map(presentTopUp),
  );
}

/** Someone else's top-up is NOT_FOUND, like one that does not exist. */
export async function getTopUp(deps: AppDeps, caller: Caller, id: string): Promise<TTopUp> {
  const row = await findTopUp(deps.db, id);
  if (!row || row.userId !== caller.user.id) throw appError('NOT_FOUND');
  return presentTopUp(row);
}
