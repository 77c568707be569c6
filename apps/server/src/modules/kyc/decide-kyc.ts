/**
 * A decision on a waiting application: an admin's (approve, or reject with a reason the applicant
 * reads) or a hosted service's (its signed webhook). users.kyc_status, the summary the payouts
 * read, moves in the same transaction; an admin's decision is written to the audit log there too.
 */
import type { TAdminKycApplication } from '@fanlane/contracts/kyc';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { KycApplicationRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { setKycStatus } from '../users/users-repo.ts';
import { lockApplication, recordDecision } from './kyc-repo.ts';
import { getAdminKycApplication } from './list-kyc.ts';

type Emit = Parameters<Parameters<EventBus['transaction']>[0]>[1];
export type KycDecision = { outcome: 'approved' | 'rejected'; reason: string | null; decidedBy: string | null };

/** Writes the decision on a locked, waiting application (the caller checked it waits). */
export async function applyDecision(
  deps: AppDeps,
  tx: Tx,
  emit: Emit,
  application: KycApplicationRow,
  decision: KycDecision,
): Promise<void> {
  const approved = decision.outcome === 'approved';
  const validityMs = deps.config.kyc.validityMs;
  await recordDecision(tx, application.id, {
    status: decision.outcome,
    decidedBy: decision.decidedBy,
    rejectReason: approved ? null : decision.reason,
    expiresAt: approved && validityMs > 0 ? new Date(Date.now() + validityMs) : null,
  });
  await setKycStatus(tx, application.userId, decision.outcome);
  const data = { userId: application.userId, applicationId: application.id };
  emit(approved ? { type: 'kyc.approved', data } : { type: 'kyc.rejected', data });
  emit({ type: 'user.changed', data: { userId: application.userId } });
}

async function decideAsAdmin(
  deps: AppDeps,
  caller: Caller,
  id: string,
  outcome: 'approved' | 'rejected',
  reason: string | null,
): Promise<TAdminKycApplication> {
  assertPermission(caller.user, 'kyc.review');
  await deps.events.transaction(async (tx, emit) => {
    const application = await lockApplication(tx, id);
    if (!application) throw appError('KYC_NOT_FOUND');
    if (application.status !== 'submitted') throw appError('KYC_NOT_PENDING');
    await applyDecision(deps, tx, emit, application, { outcome, reason, decidedBy: caller.user.id });
    await recordAdminAction(
      tx,
      caller,
      outcome === 'approved' ? 'kyc.approve' : 'kyc.reject',
      { type: 'kyc_application', id },
      reason ?? undefined,
    );
  });
  return getAdminKycApplication(deps, caller, id);
}

export const approveKyc = (deps: AppDeps, caller: Caller, id: string) =>
  decideAsAdmin(deps, caller, id, 'approved', null);

export const rejectKyc = (deps: AppDeps, caller: Caller, input: { id: string; reason: string }) =>
  decideAsAdmin(deps, caller, input.id, 'rejected', input.reason);
