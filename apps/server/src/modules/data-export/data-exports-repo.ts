/** The data_exports table: one row per data download asked for (docs/account-deletion.md). */
import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { dataExports, type DataExportRow } from '../../db/schema/index.ts';

type Db = Database | Tx;
export type { DataExportRow };

export async function latestExportOf(db: Db, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** The newest request that counts against the daily allowance (a failed build does not). */
export async function latestCountedExportOf(db: Db, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'building', 'ready'])))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** A new queued request; undefined when one is already queued or building (the partial unique index). */
export async function insertExport(
  db: Db,
  userId: string,
  locale: string,
  at: Date,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, locale, status: 'queued', requestedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Takes a queued export, or one whose build died part-way, for building; undefined when it is done. */
export async function claimExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'building' })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'building'])))
    .returning();
  return row;
}

export async function markExportReady(
  db: Db,
  id: string,
  fields: { blobKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ ...fields, status: 'ready' })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(db: Db, id: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
}

/** Ready archives whose link expired and whose file is still kept: the prune sweep removes them. */
export async function expiredArchives(db: Db, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, blobKey: dataExports.blobKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now), isNotNull(dataExports.blobKey)))
    .limit(limit);
}

export async function forgetArchive(db: Db, id: string): Promise<void> {
  await db.update(dataExports).set({ blobKey: null }).where(eq(dataExports.id, id));
}
