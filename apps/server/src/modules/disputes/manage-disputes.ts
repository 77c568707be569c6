/**
 * Working a dispute: the parties add evidence notes while it is open; an admin decides a fan's
 * dispute (won keeps the payment, lost refunds it), or sends a chargeback's evidence to the card
 * provider, which decides it and tells us by webhook. Every admin step is recorded.
 */
import { DISPUTE_EVIDENCE_MAX, type TDispute } from '@fanlane/contracts/dispute';
import type { AppDeps } from '../../deps.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { gatewayFor } from '../../integrations/payments/payments.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { closeDispute, planClosing } from './close-dispute.ts';
import {
  evidenceCount,
  evidenceOf,
  findDispute,
  heldPaymentsOf,
  insertEvidence,
  lockDispute,
  updateDispute,
} from './disputes-repo.ts';
import { getDispute, roleIn } from './read-disputes.ts';

const target = (id: string) => ({ type: 'dispute', id });

async function disputeFor(deps: AppDeps, id: string) {
  const dispute = await findDispute(deps.db, id);
  if (!dispute) throw appError('NOT_FOUND');
  return dispute;
}

export async function addEvidence(
  deps: AppDeps,
  caller: Caller,
  body: { id: string; text: string },
): Promise<TDispute> {
  const dispute = await disputeFor(deps, body.id);
  const creatorIds = (await heldPaymentsOf(deps.db, dispute.id)).map((h) => h.creatorId);
  const role = roleIn(caller.user, dispute, creatorIds);
  if (!role) throw appError('NOT_FOUND');
  await deps.events.transaction(async (tx) => {
    const row = await lockDispute(tx, dispute.id);
    if (!row) throw appError('NOT_FOUND');
    const notes = await evidenceCount(tx, row.id);
    if (row.status !== 'open') throw appError('DISPUTE_CLOSED');
    // A chargeback's fan has told their bank; the case here is the creators' and the admins'.
    if (role === 'fan' && row.source !== 'fan') throw appError('FORBIDDEN');
    if (notes >= DISPUTE_EVIDENCE_MAX) throw appError('DISPUTE_EVIDENCE_LIMIT');
    await insertEvidence(tx, { disputeId: row.id, authorId: caller.user.id, role, text: body.text });
    if (role === 'admin') await recordAdminAction(tx, caller, 'dispute.evidence', target(row.id));
  });
  return getDispute(deps, caller.user, dispute.id);
}

/** A fan's dispute: the admin's decision closes it. */
export async function decideFanDispute(
  deps: AppDeps,
  caller: Caller,
  body: { id: string; outcome: 'won' | 'lost'; note: string },
): Promise<TDispute> {
  assertPermission(caller.user, 'money.manage');
  const dispute = await disputeFor(deps, body.id);
  if (dispute.source !== 'fan') throw appError('DISPUTE_CLOSED', { data: { reason: 'provider_decides' } });
  const plan = await planClosing(deps, dispute);
  await deps.events.transaction(async (tx, emit) => {
    const row = await lockDispute(tx, dispute.id);
    if (!row || row.status !== 'open') throw appError('DISPUTE_CLOSED');
    await closeDispute(tx, emit, row, plan, { status: body.outcome, note: body.note, decidedBy: caller.user.id });
    await recordAdminAction(tx, caller, `dispute.${body.outcome}`, target(row.id), body.note);
  });
  return getDispute(deps, caller.user, dispute.id);
}

/**
 * A chargeback: the notes gathered go to the card provider as the case's evidence, and the
 * dispute waits for its decision (under review). The provider is called before anything is
 * written: when it refuses, the case stays open for another try.
 */
export async function submitChargeback(deps: AppDeps, caller: Caller, id: string): Promise<TDispute> {
  assertPermission(caller.user, 'money.manage');
  const dispute = await disputeFor(deps, id);
  if (dispute.source !== 'chargeback' || !dispute.providerRef || !dispute.provider) throw appError('DISPUTE_CLOSED');
  if (dispute.status !== 'open') throw appError('DISPUTE_CLOSED');
  const notes = (await evidenceOf(deps.db, dispute.id)).filter((n) => n.role !== 'fan');
  if (notes.length === 0) throw invalidField('id', 'add evidence before sending it');
  const text = notes.map((n) => `[${n.role} ${n.createdAt.toISOString()}]\n${n.text}`).join('\n\n');
  await gatewayFor(deps.payments, dispute.provider).submitDisputeEvidence(dispute.providerRef, text);
  await deps.events.transaction(async (tx) => {
    const row = await lockDispute(tx, dispute.id);
    // The provider's own webhook may have moved it on already.
    if (row?.status === 'open') await updateDispute(tx, row.id, { status: 'under_review' });
    await recordAdminAction(tx, caller, 'dispute.submit', target(dispute.id));
  });
  return getDispute(deps, caller.user, dispute.id);
}
