/**
 * The erase job (docs/account-deletion.md): when a scheduled deletion's grace period is over, one
 * transaction turns the users row into an anonymised tombstone (the ledger keeps pointing at its
 * id), removes what auth keeps (sessions, codes, e-mail changes), marks the deletion done and emits
 * `account.deleted`. Each module that keeps the user's data answers that event for its own tables
 * as a durable subscriber (subscribers.ts): once for the cluster, each in its own savepoint with a
 * receipt, so a crash part-way resumes where it stopped and nothing is done twice.
 */
import { DELETED_USER_NAME } from '@fanlane/contracts/names';
import type { AppDeps } from '../../deps.ts';
import type { JobRow } from '../../db/schema/index.ts';
import {
  dueDeletionIds,
  eraseAuthLeftovers,
  lockDueDeletion,
  markDeletionDone,
} from '../auth/account-deletions-repo.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { findUserById, setUserFields } from '../users/users-repo.ts';

export const ACCOUNT_ERASE_SWEEP = 'account.erase-sweep';

/** Runs one deletion if it is still scheduled and due; false when there was nothing to do. */
export async function eraseAccount(deps: AppDeps, deletionId: string, now = new Date()): Promise<boolean> {
  const erased = await deps.events.transaction(async (tx, emit) => {
    const deletion = await lockDueDeletion(tx, deletionId, now);
    if (!deletion) return null;
    const user = await findUserById(tx, deletion.userId);
    if (!user) return null;
    await revokeUserSessions(tx, emit, user.id, 'account_deleted');
    await eraseAuthLeftovers(tx, user.id, user.email, user.phone);
    await setUserFields(tx, user.id, {
      status: 'deleted',
      email: null,
      emailVerifiedAt: null,
      phone: null,
      passwordHash: null,
      displayName: DELETED_USER_NAME,
      avatarUrl: null,
      coverUrl: null,
      bio: null,
      links: [],
      watermarkEnabled: false,
      watermarkText: null,
      // The creator domain is released: someone else may take it.
      creatorDomain: null,
      role: 'user',
      legalFirstName: null,
      legalLastName: null,
      payoutAddress: null,
      sensitiveFilter: false,
    });
    await markDeletionDone(tx, deletion.id, now);
    emit({ type: 'user.changed', data: { userId: user.id } });
    emit({ type: 'profile.changed', data: { userId: user.id } });
    emit({ type: 'account.deleted', data: { userId: user.id, deletionId: deletion.id } });
    return user;
  });
  if (!erased) return false;
  // The public avatar and cover files (their URLs are gone from the row already).
  for (const url of [erased.avatarUrl, erased.coverUrl]) {
    const key = url?.replace(/^\/media\//, '');
    if (key) await deps.media.remove(key).catch(() => undefined);
  }
  return true;
}

export const runAccountErase = (deps: AppDeps, job: Pick<JobRow, 'payload'>) =>
  eraseAccount(deps, (job.payload as { deletionId: string }).deletionId).then(() => undefined);

/** The hourly catch-up: any due deletion whose job was lost is erased now. */
export async function eraseDueAccounts(deps: AppDeps): Promise<number> {
  let done = 0;
  for (const id of await dueDeletionIds(deps.db, new Date(), 50)) if (await eraseAccount(deps, id)) done++;
  return done;
}
