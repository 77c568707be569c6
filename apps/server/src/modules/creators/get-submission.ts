import type { TSubmission } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../auth/guards.ts';
import { findSubmissionOfUser, toSubmission } from './submissions-repo.ts';

/** The caller's own application, with the reviewer's reason when it was rejected; null if never started. */
export async function getSubmission(deps: AppDeps, caller: Caller): Promise<TSubmission | null> {
  const row = await findSubmissionOfUser(deps.db, caller.user.id);
  return row ? toSubmission(row) : null;
}
