import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';
import { setBlocked } from './blocks-repo.ts';

/**
 * The caller blocks or unblocks another user, found by address (a creator's domain works too).
 * Blocking drops the blocked user's follow of the caller in the same transaction.
 */
export async function setBlock(
  deps: AppDeps,
  caller: Caller,
  address: string,
  block: boolean,
): Promise<{ blocked: boolean }> {
  const target = await findUserByAddressOrDomain(deps.db, address);
  if (!target) throw appError('NOT_FOUND');
  if (target.id === caller.user.id) throw appError('FORBIDDEN');
  await deps.events.transaction(async (tx, emit) => {
    await setBlocked(tx, caller.user.id, target.id, block);
    emit({ type: 'block.changed', data: { blockerId: caller.user.id, blockedId: target.id, blocked: block } });
  });
  return { blocked: block };
}
