/** The moderation tables: user_restrictions, reports and appeals (docs/moderation.md). */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TAppealSubject, TReportReason, TReportTarget, TRestrictionKind } from '@fanlane/contracts/moderation';
import type { Database, Tx } from '../../db/client.ts';
import { appeals, reports, userRestrictions, type AppealRow, type UserRestrictionRow } from '../../db/schema/index.ts';
import type { TimeCursor } from '../../lib/cursor.ts';

type Db = Database | Tx;

// ---------------------------------------------------------------- restrictions

export async function liveRestriction(db: Db, userId: string): Promise<UserRestrictionRow | undefined> {
  const [row] = await db
    .select()
    .from(userRestrictions)
    .where(and(eq(userRestrictions.userId, userId), isNull(userRestrictions.liftedAt)))
    .limit(1);
  return row;
}

export function restrictionHistory(db: Db, userId: string, limit = 50) {
  return db
    .select()
    .from(userRestrictions)
    .where(eq(userRestrictions.userId, userId))
    .orderBy(desc(userRestrictions.createdAt))
    .limit(limit);
}

export async function restrictionsByIds(db: Db, ids: string[]): Promise<Map<string, UserRestrictionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(userRestrictions).where(inArray(userRestrictions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertRestriction(
  tx: Tx,
  values: { userId: string; kind: TRestrictionKind; reason: string; createdBy: string },
): Promise<UserRestrictionRow> {
  const [row] = await tx
    .insert(userRestrictions)
    .values({ ...values, createdAt: new Date() })
    .returning();
  return row!;
}

export async function liftRestriction(
  tx: Tx,
  id: string,
  by: string,
  reason: string | null,
): Promise<UserRestrictionRow | undefined> {
  const [row] = await tx
    .update(userRestrictions)
    .set({ liftedAt: new Date(), liftedBy: by, liftReason: reason })
    .where(and(eq(userRestrictions.id, id), isNull(userRestrictions.liftedAt)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- reports

/** A new report; undefined when the reporter already has an open one on this target. */
export async function insertReport(
  tx: Tx,
  values: {
    reporterId: string;
    targetType: TReportTarget;
    targetId: string;
    ownerId: string | null;
    reason: TReportReason;
    note: string | null;
  },
) {
  const [row] = await tx
    .insert(reports)
    .values({ ...values, createdAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: reports.id, createdAt: reports.createdAt });
  return row;
}

export async function hasOpenReport(db: Db, reporterId: string, targetType: TReportTarget, targetId: string) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        isNull(reports.resolvedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The queue: reports grouped by target, the most reported first, then the oldest; offset paging. */
export function reportGroups(db: Db, status: 'open' | 'resolved', offset: number, limit: number) {
  const open = status === 'open';
  return db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      count: sql<number>`count(*)::int`,
      ownerId: sql<string | null>`(array_agg(${reports.ownerId}::text))[1]`,
      reasons: sql<string[]>`json_agg(${reports.reason})`,
      notes: sql<(string | null)[]>`json_agg(${reports.note} order by ${reports.createdAt} desc)`,
      firstAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
      lastAt: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt),
      resolvedAt: sql<Date | null>`max(${reports.resolvedAt})`.mapWith(reports.resolvedAt),
      resolution: sql<string | null>`max(${reports.resolution})`,
    })
    .from(reports)
    .where(open ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(
      ...(open ? [sql`count(*) desc`, sql`min(${reports.createdAt}) asc`] : [sql`max(${reports.resolvedAt}) desc`]),
      reports.targetId,
    )
    .offset(offset)
    .limit(limit);
}

export async function openReportOwner(tx: Tx, targetType: TReportTarget, targetId: string) {
  const rows = await tx
    .select({ id: reports.id, ownerId: reports.ownerId })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)))
    .for('update');
  return { count: rows.length, ownerId: rows.find((r) => r.ownerId)?.ownerId ?? null };
}

/** Closes every open report on the target; how many. */
export async function resolveReports(
  tx: Tx,
  targetType: TReportTarget,
  targetId: string,
  by: string,
  resolution: 'dismissed' | 'removed' | 'restricted',
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({ resolvedAt: new Date(), resolvedBy: by, resolution })
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return rows.length;
}

export async function reportCounts(db: Db, userId: string) {
  const [row] = await db
    .select({
      against: sql<number>`count(*) filter (where ${reports.ownerId} = ${userId})::int`,
      openAgainst: sql<number>`count(*) filter (where ${reports.ownerId} = ${userId} and ${reports.resolvedAt} is null)::int`,
      made: sql<number>`count(*) filter (where ${reports.reporterId} = ${userId})::int`,
    })
    .from(reports)
    .where(sql`${reports.ownerId} = ${userId} or ${reports.reporterId} = ${userId}`);
  return { against: row?.against ?? 0, openAgainst: row?.openAgainst ?? 0, made: row?.made ?? 0 };
}

// ---------------------------------------------------------------- appeals

/** A new appeal; undefined when this subject already has one. */
export async function insertAppeal(
  tx: Tx,
  values: {
    userId: string;
    subjectType: TAppealSubject;
    subjectId: string;
    message: string;
    subjectReason: string;
    excerpt: string | null;
  },
): Promise<AppealRow | undefined> {
  const [row] = await tx
    .insert(appeals)
    .values({ ...values, createdAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function appealsOfUser(db: Db, userId: string) {
  return db.select().from(appeals).where(eq(appeals.userId, userId)).orderBy(desc(appeals.createdAt)).limit(100);
}

export async function lockOpenAppeal(tx: Tx, id: string): Promise<AppealRow | undefined> {
  const [row] = await tx
    .select()
    .from(appeals)
    .where(and(eq(appeals.id, id), eq(appeals.state, 'open')))
    .for('update');
  return row;
}

export async function decideAppealRow(
  tx: Tx,
  id: string,
  state: 'upheld' | 'lifted',
  by: string,
  note: string | null,
): Promise<AppealRow> {
  const [row] = await tx
    .update(appeals)
    .set({ state, decidedAt: new Date(), decidedBy: by, note })
    .where(eq(appeals.id, id))
    .returning();
  return row!;
}

export async function findAppeal(db: Db, id: string): Promise<AppealRow | undefined> {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, id));
  return row;
}

/** Open appeals oldest first; decided ones newest decision first. Keyset on (time, id). */
export function appealsPage(db: Db, status: 'open' | 'decided', cursor: TimeCursor | null, limit: number) {
  const open = status === 'open';
  const at = open ? appeals.createdAt : appeals.decidedAt;
  return db
    .select()
    .from(appeals)
    .where(
      and(
        open ? eq(appeals.state, 'open') : sql`${appeals.state} <> 'open'`,
        cursor
          ? open
            ? sql`(${at}, ${appeals.id}) > (${cursor.at}, ${cursor.id}::uuid)`
            : sql`(${at}, ${appeals.id}) < (${cursor.at}, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(open ? [at, appeals.id] : [desc(at), desc(appeals.id)]))
    .limit(limit);
}
