import type { TSubmission, TSubmitRequest } from '@fanlane/contracts/creator';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CreatorSubmissionRow } from '../../db/schema/index.ts';
import { isDomainTaken } from './check-domain.ts';
import {
  EDITABLE_STATUSES,
  findSubmissionOfUser,
  saveEditableSubmission,
  toSubmission,
  type SubmissionFields,
} from './submissions-repo.ts';

/**
 * Saves the caller's application: `submit: false` keeps a draft (fields left out keep their saved
 * value; a draft holds no domain), `submit: true` sends the complete form for review, which holds
 * the domain until the review. Editable while a draft or rejected; never once submitted or approved.
 */
export async function saveSubmission(deps: AppDeps, caller: Caller, input: TSubmitRequest): Promise<TSubmission> {
  if (caller.user.creatorDomain) throw appError('CONFLICT');
  if (!isEditable(await findSubmissionOfUser(deps.db, caller.user.id))) throw appError('CONFLICT');
  const { submit, agreed, ...form } = input;
  const now = new Date();
  const fields: SubmissionFields = submit
    ? {
        ...form,
        status: 'submitted',
        agreedAt: now,
        submittedAt: now,
        rejectReason: null,
        reviewedBy: null,
        reviewedAt: null,
      }
    : { ...form, status: 'draft', ...(agreed && { agreedAt: now }) };

  if (submit && (await isDomainTaken(deps, input.creatorDomain, caller.user.id))) throw appError('DOMAIN_TAKEN');
  const write = deps.events.transaction(async (tx, emit) => {
    const saved = await saveEditableSubmission(tx, caller.user.id, fields);
    if (saved && submit) emit({ type: 'creator.applied', data: { userId: caller.user.id, submissionId: saved.id } });
    return saved;
  });
  const row = await write.catch(async (err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
    // Between the check and the write, either this same application was submitted (a double
    // click) or another one took the domain.
    if (!isEditable(await findSubmissionOfUser(deps.db, caller.user.id))) throw appError('CONFLICT', { cause: err });
    throw appError('DOMAIN_TAKEN', { cause: err });
  });
  // Submitted in the meantime: the write left it alone.
  if (!row) throw appError('CONFLICT');
  return toSubmission(row);
}

const isEditable = (row: CreatorSubmissionRow | undefined) =>
  !row || (EDITABLE_STATUSES as readonly string[]).includes(row.status);
