/**
 * The fan came back by the hosted checkout's cancel link: nothing was charged, so an open top-up
 * becomes cancelled, and the history says what the return page says. A settled one stays as it is.
 */
import type { TTopUp } from '@fanlane/contracts/top-up';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { presentTopUp } from './present.ts';
import { cancelUnsettledTopUp, findTopUp } from './top-ups-repo.ts';

/** Someone else's top-up is NOT_FOUND, like one that does not exist. */
export async function cancelTopUp(deps: AppDeps, caller: Caller, id: string): Promise<TTopUp> {
  const row = await findTopUp(deps.db, id);
  if (!row || row.userId !== caller.user.id) throw appError('NOT_FOUND');
  const after = await cancelUnsettledTopUp(deps.db, id, new Date());
  return presentTopUp(after ?? row);
}
