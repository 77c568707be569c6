/** The kyc_applications and kyc_documents tables: the only code that queries them. */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TKycDocumentKind } from '@fanlane/contracts/kyc';
import type { Database, Tx } from '../../db/client.ts';
import { olderThan } from '../../db/keyset.ts';
import { kycApplications, kycDocuments, type KycApplicationRow, type KycDocumentRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';
import { joinUser, userColumns } from '../users/users-repo.ts';

type Db = Database | Tx;

/** The user's newest application, if any. */
export async function latestApplicationOf(db: Db, userId: string): Promise<KycApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(kycApplications)
    .where(eq(kycApplications.userId, userId))
    .orderBy(desc(kycApplications.submittedAt), desc(kycApplications.id))
    .limit(1);
  return row;
}

export type NewApplication = typeof kycApplications.$inferInsert & { id: string };

/** The application row (a second pending one per user breaks kyc_applications_one_pending_key). */
export async function insertApplication(tx: Tx, values: NewApplication): Promise<KycApplicationRow> {
  const [row] = await tx.insert(kycApplications).values(values).returning();
  return row!;
}

export async function insertDocuments(tx: Tx, rows: (typeof kycDocuments.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(kycDocuments).values(rows);
}

export async function lockApplication(tx: Tx, id: string): Promise<KycApplicationRow | undefined> {
  const [row] = await tx.select().from(kycApplications).where(eq(kycApplications.id, id)).for('update');
  return row;
}

export async function lockApplicationBySession(
  tx: Tx,
  provider: KycApplicationRow['provider'],
  sessionId: string,
): Promise<KycApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(kycApplications)
    .where(and(eq(kycApplications.provider, provider), eq(kycApplications.providerSessionId, sessionId)))
    .for('update');
  return row;
}

export async function setProviderSession(tx: Tx, id: string, sessionId: string, url: string): Promise<void> {
  await tx
    .update(kycApplications)
    .set({ providerSessionId: sessionId, providerUrl: url })
    .where(eq(kycApplications.id, id));
}

export async function recordDecision(
  tx: Tx,
  id: string,
  decision: Pick<KycApplicationRow, 'status' | 'decidedBy' | 'rejectReason' | 'expiresAt'>,
): Promise<KycApplicationRow> {
  const [row] = await tx
    .update(kycApplications)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(kycApplications.id, id))
    .returning();
  return row!;
}

/** The kinds of the pictures still kept for each application. */
export async function documentKindsOf(db: Db, applicationIds: string[]): Promise<Map<string, TKycDocumentKind[]>> {
  const out = new Map<string, TKycDocumentKind[]>();
  if (applicationIds.length === 0) return out;
  const rows = await db
    .select({ applicationId: kycDocuments.applicationId, kind: kycDocuments.kind })
    .from(kycDocuments)
    .where(inArray(kycDocuments.applicationId, applicationIds))
    .orderBy(asc(kycDocuments.kind));
  for (const row of rows) out.set(row.applicationId, [...(out.get(row.applicationId) ?? []), row.kind]);
  return out;
}

export async function findDocument(
  db: Db,
  applicationId: string,
  kind: TKycDocumentKind,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.applicationId, applicationId), eq(kycDocuments.kind, kind)));
  return row;
}

export async function findApplication(db: Db, id: string): Promise<KycApplicationRow | undefined> {
  const [row] = await db.select().from(kycApplications).where(eq(kycApplications.id, id));
  return row;
}

// The admins' queue: applications with who applied.

const withApplicant = {
  application: kycApplications,
  applicant: userColumns('id', 'address', 'email', 'displayName', 'creatorDomain'),
};
export type ApplicationWithApplicant = {
  application: KycApplicationRow;
  applicant: {
    id: string;
    address: string;
    email: string | null;
    displayName: string | null;
    creatorDomain: string | null;
  };
};

export function listApplications(
  db: Db,
  query: { status: KycApplicationRow['status']; after: TimeCursor | null; limit: number },
): Promise<ApplicationWithApplicant[]> {
  return db
    .select(withApplicant)
    .from(kycApplications)
    .innerJoin(...joinUser(kycApplications.userId))
    .where(
      and(
        eq(kycApplications.status, query.status),
        olderThan(kycApplications.submittedAt, kycApplications.id, query.after),
      ),
    )
    .orderBy(desc(kycApplications.submittedAt), desc(kycApplications.id))
    .limit(query.limit + 1);
}

export async function findApplicationWithApplicant(db: Db, id: string): Promise<ApplicationWithApplicant | undefined> {
  const [row] = await db
    .select(withApplicant)
    .from(kycApplications)
    .innerJoin(...joinUser(kycApplications.userId))
    .where(eq(kycApplications.id, id));
  return row;
}

// Sweeps: retention, expiry, re-encryption.

/** Decided applications whose documents are past their retention and still kept. */
export async function applicationsPastRetention(db: Db, decidedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: kycApplications.id })
    .from(kycApplications)
    .where(
      and(
        isNotNull(kycApplications.decidedAt),
        isNull(kycApplications.documentsDeletedAt),
        lte(kycApplications.decidedAt, decidedBefore),
      ),
    )
    .orderBy(asc(kycApplications.decidedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The document rows go; the application (the decision) stays, marked. */
export async function markDocumentsDeleted(tx: Tx, applicationId: string): Promise<void> {
  await tx.delete(kycDocuments).where(eq(kycDocuments.applicationId, applicationId));
  await tx.update(kycApplications).set({ documentsDeletedAt: new Date() }).where(eq(kycApplications.id, applicationId));
}

/** Approvals that ran out: marked expired, with whose they were. */
export async function expireApprovals(tx: Tx, now: Date): Promise<{ id: string; userId: string }[]> {
  return tx
    .update(kycApplications)
    .set({ status: 'expired' })
    .where(and(eq(kycApplications.status, 'approved'), lte(kycApplications.expiresAt, now)))
    .returning({ id: kycApplications.id, userId: kycApplications.userId });
}

/** Documents sealed with a key other than `keyId`, a batch at a time. */
export function documentsNotUnder(db: Db, keyId: string, limit: number): Promise<KycDocumentRow[]> {
  return db.select().from(kycDocuments).where(ne(kycDocuments.keyId, keyId)).orderBy(asc(kycDocuments.id)).limit(limit);
}

/** Points the row at its re-sealed blob, only if nobody moved or deleted it meanwhile. */
export async function moveDocument(
  tx: Tx,
  doc: Pick<KycDocumentRow, 'id' | 'keyId' | 'blobKey'>,
  next: { blobKey: string; keyId: string },
): Promise<boolean> {
  const updated = await tx
    .update(kycDocuments)
    .set(next)
    .where(and(eq(kycDocuments.id, doc.id), eq(kycDocuments.keyId, doc.keyId), eq(kycDocuments.blobKey, doc.blobKey)))
    .returning({ id: kycDocuments.id });
  return updated.length > 0;
}

/** How many documents each key seals (the operator's view of a rotation). */
export async function documentsByKey(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ keyId: kycDocuments.keyId, count: sql<number>`count(*)::int` })
    .from(kycDocuments)
    .groupBy(kycDocuments.keyId);
  return new Map(rows.map((r) => [r.keyId, Number(r.count)]));
}
