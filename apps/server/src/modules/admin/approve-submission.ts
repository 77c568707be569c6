import type { TAdminSubmission } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from './admin-actions.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findUserByCreatorDomain, findUserById, makeCreator } from '../users/users-repo.ts';
import { findAdminSubmission, lockSubmission, recordReview } from '../creators/submissions-repo.ts';

/**
 * Approves a submitted application: the applicant becomes a creator with the domain and name they
 * applied with. All or nothing; if the domain went to someone else meanwhile, nothing changes.
 */
export async function approveSubmission(deps: AppDeps, caller: Caller, id: string): Promise<TAdminSubmission> {
  assertPermission(caller.user, 'creators.review');
  await deps.events
    .transaction(async (tx, emit) => {
      const submission = await lockSubmission(tx, id);
      if (!submission) throw appError('NOT_FOUND');
      if (submission.status !== 'submitted') throw appError('CONFLICT');
      const { creatorDomain, displayName } = submission;
      // A submitted application always has both; the guard keeps the types honest.
      if (!creatorDomain || !displayName) throw appError('CONFLICT');
      const applicant = await findUserById(tx, submission.userId);
      if (!applicant) throw appError('NOT_FOUND');
      if (applicant.creatorDomain) throw appError('CONFLICT');
      const holder = await findUserByCreatorDomain(tx, creatorDomain);
      if (holder) throw appError('DOMAIN_TAKEN');
      await makeCreator(tx, applicant.id, { creatorDomain, displayName });
      await recordReview(tx, id, { status: 'approved', reviewedBy: caller.user.id, rejectReason: null });
      await recordAdminAction(tx, caller, 'creator.approve', { type: 'creator_submission', id });
      emit({ type: 'creator.approved', data: { userId: applicant.id } });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw appError('DOMAIN_TAKEN', { cause: err });
      throw err;
    });
  const approved = await findAdminSubmission(deps.db, id);
  if (!approved) throw appError('NOT_FOUND');
  return approved;
}
