import type { TAdminSubmission } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from './admin-actions.ts';
import { findAdminSubmission, lockSubmission, recordReview } from '../creators/submissions-repo.ts';

/** Sends a submitted application back with a reason the applicant reads; they may edit and submit again. */
export async function rejectSubmission(
  deps: AppDeps,
  caller: Caller,
  input: { id: string; reason: string },
): Promise<TAdminSubmission> {
  assertPermission(caller.user, 'creators.review');
  await deps.events.transaction(async (tx, emit) => {
    const submission = await lockSubmission(tx, input.id);
    if (!submission) throw appError('NOT_FOUND');
    if (submission.status !== 'submitted') throw appError('CONFLICT');
    await recordReview(tx, input.id, { status: 'rejected', reviewedBy: caller.user.id, rejectReason: input.reason });
    await recordAdminAction(tx, caller, 'creator.reject', { type: 'creator_submission', id: input.id }, input.reason);
    emit({ type: 'creator.rejected', data: { userId: submission.userId, submissionId: submission.id } });
  });
  const rejected = await findAdminSubmission(deps.db, input.id);
  if (!rejected) throw appError('NOT_FOUND');
  return rejected;
}
