/**
 * The sandbox gateway's chargebacks, played as a card network would: the card holder disputes a
 * paid charge (on the hosted page's "dispute" call, or by paying with the dispute test card), the
 * merchant hears `charge.dispute.created` and has DISPUTE_RESPONSE_DAYS to send evidence; the
 * network then decides (`charge.dispute.closed`). As in Stripe's test mode, evidence reading
 * "losing_evidence" loses and any other evidence wins; no evidence by the due date loses.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDisputeReason } from '@fanlane/contracts/dispute';
import type { Database, Tx } from '../../../db/client.ts';
import { sandboxGatewayDisputes, type JobRow } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/jobs.ts';
import { appError } from '../../../http/app-error.ts';
import { buildEvent, enqueueEvent, type SandboxEventType } from './events.ts';
import { findSession, type SessionRow } from './sessions.ts';

export const SANDBOX_DISPUTE_JOB = 'payments.sandbox-dispute';
export const DISPUTE_RESPONSE_DAYS = 7;
/** How long the sandbox "network" takes to decide once evidence is in. */
export const DISPUTE_REVIEW_MS = 3_000;
/** The dispute test card's chargeback follows its payment by this much (after the charge is credited). */
export const TEST_CARD_DISPUTE_DELAY_MS = 2_000;
const LOSING_EVIDENCE = 'losing_evidence';

type DisputeRow = typeof sandboxGatewayDisputes.$inferSelect;

async function announce(tx: Tx, type: SandboxEventType, row: DisputeRow, runAt?: Date) {
  const session = { id: row.sessionId, reference: row.reference, amountCents: row.amountCents };
  const dispute = {
    id: row.id,
    reason: row.reason as TDisputeReason,
    status: row.status,
    dueBy: Math.floor(row.dueBy.getTime() / 1000),
  };
  await enqueueEvent(tx, buildEvent(type, session, { dispute }), runAt);
}

/** Opens a chargeback of a paid session, announced after `delayMs`. */
export async function openDispute(tx: Tx, session: SessionRow, reason: TDisputeReason, delayMs = 0) {
  const at = new Date(Date.now() + delayMs);
  const [row] = await tx
    .insert(sandboxGatewayDisputes)
    .values({
      id: `dp_sbx_${randomBytes(12).toString('hex')}`,
      sessionId: session.id,
      reference: session.reference,
      amountCents: session.amountCents,
      reason,
      status: 'needs_response',
      dueBy: new Date(at.getTime() + DISPUTE_RESPONSE_DAYS * 86_400_000),
    })
    .returning();
  await announce(tx, 'charge.dispute.created', row!, at);
  await enqueueJob(tx, { kind: SANDBOX_DISPUTE_JOB, key: row!.id, runAt: row!.dueBy, payload: { disputeId: row!.id } });
  return row!;
}

/** The card holder disputes a paid charge with their bank: once per charge. */
export async function disputeSession(db: Database, sessionId: string, reason: TDisputeReason) {
  const session = await findSession(db, sessionId);
  if (!session) throw appError('NOT_FOUND');
  if (session.status !== 'succeeded') throw appError('CONFLICT');
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: sandboxGatewayDisputes.id })
      .from(sandboxGatewayDisputes)
      .where(eq(sandboxGatewayDisputes.sessionId, sessionId))
      .for('update');
    if (seen) throw appError('CONFLICT');
    const row = await openDispute(tx, session, reason);
    return { disputeId: row.id };
  });
}

/** The merchant's evidence: the dispute goes under review and is decided DISPUTE_REVIEW_MS later. */
export async function submitEvidence(db: Database, disputeId: string, text: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxGatewayDisputes)
      .where(eq(sandboxGatewayDisputes.id, disputeId))
      .for('update');
    if (!row) throw appError('NOT_FOUND');
    if (row.status !== 'needs_response') throw appError('DISPUTE_CLOSED');
    const [next] = await tx
      .update(sandboxGatewayDisputes)
      .set({ status: 'under_review', evidence: text })
      .where(eq(sandboxGatewayDisputes.id, disputeId))
      .returning();
    await announce(tx, 'charge.dispute.updated', next!);
    await enqueueJob(tx, {
      kind: SANDBOX_DISPUTE_JOB,
      key: disputeId,
      runAt: new Date(Date.now() + DISPUTE_REVIEW_MS),
      payload: { disputeId },
    });
  });
}

/** The network's decision: under review → won or lost by the evidence; past due without evidence → lost. */
export async function decideDispute(db: Database, job: JobRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxGatewayDisputes)
      .where(eq(sandboxGatewayDisputes.id, String(job.payload.disputeId)))
      .for('update');
    if (!row || row.status === 'won' || row.status === 'lost') return;
    if (row.status === 'needs_response' && row.dueBy > new Date()) return;
    const won = row.status === 'under_review' && !(row.evidence ?? '').includes(LOSING_EVIDENCE);
    const [closed] = await tx
      .update(sandboxGatewayDisputes)
      .set({ status: won ? 'won' : 'lost' })
      .where(eq(sandboxGatewayDisputes.id, row.id))
      .returning();
    await announce(tx, 'charge.dispute.closed', closed!);
  });
}
