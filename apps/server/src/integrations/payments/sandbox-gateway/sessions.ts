/**
 * The sandbox gateway's checkout sessions: opened for one charge, open for 30 minutes, then
 * closed by a durable expiry job. The session id is the only key to its hosted page, so it is long
 * and random.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { sandboxGatewaySessions } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/jobs.ts';
import { appError } from '../../../http/app-error.ts';

export const SANDBOX_EXPIRE_JOB = 'payments.sandbox-expire';
export const SESSION_TTL_MS = 30 * 60_000;
const SESSION_ID = /^cs_sbx_[0-9a-f]{32}$/;

export type SessionRow = typeof sandboxGatewaySessions.$inferSelect;
export type SessionStatus = 'open' | 'requires_confirmation' | 'succeeded' | 'failed' | 'expired';
export type PendingCard = NonNullable<SessionRow['pendingCard']>;

/** Whether the session still takes a payment. */
export const isOpen = (session: SessionRow, now = new Date()) =>
  (session.status === 'open' || session.status === 'requires_confirmation') && session.expiresAt > now;

/** What the merchant opens a session for. */
export type SessionRequest = {
  reference: string;
  customerRef: string;
  amountCents: bigint;
  successUrl: string;
  cancelUrl: string;
};

export async function openSession(tx: Tx, input: SessionRequest): Promise<SessionRow> {
  const id = `cs_sbx_${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await tx
    .insert(sandboxGatewaySessions)
    .values({ id, ...input, currency: 'USD', status: 'open', expiresAt })
    .returning();
  await enqueueJob(tx, { kind: SANDBOX_EXPIRE_JOB, key: id, runAt: expiresAt, payload: { sessionId: id } });
  return row!;
}

export async function findSession(db: Database, id: string): Promise<SessionRow | null> {
  if (!SESSION_ID.test(id)) return null;
  const [row] = await db.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.id, id));
  return row ?? null;
}

/** The session, locked for this transaction. */
export async function lockSession(tx: Tx, id: string): Promise<SessionRow | null> {
  if (!SESSION_ID.test(id)) return null;
  const [row] = await tx.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.id, id)).for('update');
  return row ?? null;
}

/** The session, locked; NOT_FOUND, or CHECKOUT_CLOSED once it is finished or past its time. */
export async function lockOpenSession(tx: Tx, id: string): Promise<SessionRow> {
  const row = await lockSession(tx, id);
  if (!row) throw appError('NOT_FOUND');
  if (!isOpen(row)) throw appError('CHECKOUT_CLOSED');
  return row;
}

export async function setSessionState(
  tx: Tx,
  id: string,
  status: SessionStatus,
  pendingCard: PendingCard | null = null,
) {
  await tx.update(sandboxGatewaySessions).set({ status, pendingCard }).where(eq(sandboxGatewaySessions.id, id));
}
