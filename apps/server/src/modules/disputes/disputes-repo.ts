/** The disputes, dispute_payments and dispute_evidence tables. */
import { and, asc, count, desc, eq, exists, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TDisputeStatus } from '@fanlane/contracts/dispute';
import type { Database, Tx } from '../../db/client.ts';
import { disputeEvidence, disputePayments, disputes, type DisputeRow } from '../../db/schema/index.ts';
import type { HeldPayment } from '../../ledger/dispute-ledger.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

type Db = Database | Tx;
export type NewDispute = typeof disputes.$inferInsert;

export async function insertDispute(tx: Tx, values: NewDispute): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).returning();
  return row!;
}

export async function findDispute(db: Db, id: string): Promise<DisputeRow | null> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row ?? null;
}

export async function lockDispute(tx: Tx, id: string): Promise<DisputeRow | null> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row ?? null;
}

export async function findByProviderRef(db: Db, provider: string, providerRef: string): Promise<DisputeRow | null> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(
      and(eq(disputes.provider, provider as DisputeRow['provider'] & string), eq(disputes.providerRef, providerRef)),
    );
  return row ?? null;
}

export async function updateDispute(tx: Tx, id: string, set: Partial<NewDispute>): Promise<void> {
  await tx.update(disputes).set(set).where(eq(disputes.id, id));
}

export async function insertHeldPayments(tx: Tx, disputeId: string, held: HeldPayment[]): Promise<void> {
  if (held.length === 0) return;
  await tx.insert(disputePayments).values(held.map((h) => ({ disputeId, ...h })));
}

export async function heldPaymentsOf(db: Db, disputeId: string): Promise<HeldPayment[]> {
  return db
    .select({
      entryId: disputePayments.entryId,
      creatorId: disputePayments.creatorId,
      grossCents: disputePayments.grossCents,
      netCents: disputePayments.netCents,
      fromPendingCents: disputePayments.fromPendingCents,
      fromAvailableCents: disputePayments.fromAvailableCents,
      toDebtCents: disputePayments.toDebtCents,
    })
    .from(disputePayments)
    .where(eq(disputePayments.disputeId, disputeId))
    .orderBy(asc(disputePayments.entryId));
}

export async function insertEvidence(
  tx: Tx,
  values: { disputeId: string; authorId: string; role: 'fan' | 'creator' | 'admin'; text: string },
): Promise<void> {
  await tx.insert(disputeEvidence).values(values);
}

export async function evidenceOf(db: Db, disputeId: string) {
  return db
    .select()
    .from(disputeEvidence)
    .where(eq(disputeEvidence.disputeId, disputeId))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.id));
}

export async function evidenceCount(tx: Tx, disputeId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(disputeEvidence).where(eq(disputeEvidence.disputeId, disputeId));
  return row?.n ?? 0;
}

const before = (cursor: TimeCursor | null): SQL | undefined =>
  cursor
    ? or(lt(disputes.createdAt, cursor.at), and(eq(disputes.createdAt, cursor.at), lt(disputes.id, cursor.id)))
    : undefined;

/** The disputes a user is in: as the fan, or as a creator whose payment is held. Newest first. */
export async function disputesOfUser(db: Db, userId: string, cursor: TimeCursor | null, limit: number) {
  const asCreator = exists(
    db
      .select({ one: disputePayments.disputeId })
      .from(disputePayments)
      .where(and(eq(disputePayments.disputeId, disputes.id), eq(disputePayments.creatorId, userId))),
  );
  return db
    .select()
    .from(disputes)
    .where(and(or(eq(disputes.fanId, userId), asCreator), before(cursor)))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(limit + 1);
}

/** Every dispute, optionally of one status, newest first (the admin queue). */
export async function allDisputes(
  db: Db,
  status: TDisputeStatus | undefined,
  cursor: TimeCursor | null,
  limit: number,
) {
  return db
    .select()
    .from(disputes)
    .where(and(status ? eq(disputes.status, status) : undefined, before(cursor)))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(limit + 1);
}

/** Which creators' payments each dispute holds. */
export async function creatorsOfDisputes(db: Db, disputeIds: string[]) {
  if (disputeIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ disputeId: disputePayments.disputeId, creatorId: disputePayments.creatorId })
    .from(disputePayments)
    .where(inArray(disputePayments.disputeId, disputeIds));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.disputeId, [...(out.get(r.disputeId) ?? []), r.creatorId]);
  return out;
}
