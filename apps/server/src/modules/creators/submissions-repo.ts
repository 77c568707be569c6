/** The creator_submissions table: reads, the in-place upsert and the review writes. Other modules go through these. */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TAdminSubmission, TSubmission, TSubmissionStatus } from '@fanlane/contracts/creator';
import type { Database, Tx } from '../../db/client.ts';
import { creatorSubmissions, type CreatorSubmissionRow } from '../../db/schema/index.ts';
import { joinUser, userColumns } from '../users/users-repo.ts';

type Db = Database | Tx;

/** Statuses in which an application holds its domain (the partial unique index says the same). */
export const HOLDING_STATUSES = ['submitted', 'approved'] as const satisfies TSubmissionStatus[];
/** Statuses from which the applicant may still edit and submit. */
export const EDITABLE_STATUSES = ['draft', 'rejected'] as const satisfies TSubmissionStatus[];

export type SubmissionFields = Partial<
  Pick<
    CreatorSubmissionRow,
    | 'creatorDomain'
    | 'displayName'
    | 'categories'
    | 'socialLinks'
    | 'country'
    | 'dateOfBirth'
    | 'agreedAt'
    | 'rejectReason'
    | 'reviewedBy'
    | 'reviewedAt'
    | 'submittedAt'
  >
> & { status: 'draft' | 'submitted' };

export async function findSubmissionOfUser(db: Db, userId: string): Promise<CreatorSubmissionRow | undefined> {
  const [row] = await db.select().from(creatorSubmissions).where(eq(creatorSubmissions.userId, userId)).limit(1);
  return row;
}

/** Whether an application other than `exceptUserId`'s holds `domain` (any case). */
export async function isDomainHeldByApplication(db: Db, domain: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatorSubmissions.id })
    .from(creatorSubmissions)
    .where(
      and(
        sql`lower(${creatorSubmissions.creatorDomain}) = ${domain.toLowerCase()}`,
        inArray(creatorSubmissions.status, HOLDING_STATUSES),
        exceptUserId ? ne(creatorSubmissions.userId, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Ids of the users whose approved application names `category`, as a subquery: discovery filters
 * creators by it in the same statement. The categories are a JSON array, matched by containment.
 */
export function approvedInCategory(db: Db, category: string) {
  return db
    .select({ userId: creatorSubmissions.userId })
    .from(creatorSubmissions)
    .where(
      and(
        eq(creatorSubmissions.status, 'approved'),
        sql`${creatorSubmissions.categories} @> ${JSON.stringify([category])}::jsonb`,
      ),
    );
}

/**
 * An approved application for a creator made without one (the demo accounts), so they show under
 * their categories; a user who already has an application keeps it.
 */
export async function ensureApprovedSubmission(
  db: Db,
  userId: string,
  fields: { creatorDomain: string; displayName: string; categories: string[] },
): Promise<void> {
  const now = new Date();
  await db
    .insert(creatorSubmissions)
    .values({ userId, ...fields, status: 'approved', submittedAt: now, reviewedAt: now, agreedAt: now })
    .onConflictDoNothing({ target: creatorSubmissions.userId });
}

/**
 * Creates the user's application or updates it in place, but only while it is editable: the answer
 * is undefined when it is submitted or approved. One statement, so a double submit cannot slip in
 * between a check and the write.
 */
export async function saveEditableSubmission(
  db: Db,
  userId: string,
  fields: SubmissionFields,
): Promise<CreatorSubmissionRow | undefined> {
  const now = new Date();
  const [row] = await db
    .insert(creatorSubmissions)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: creatorSubmissions.userId,
      set: { ...fields, updatedAt: now },
      setWhere: inArray(creatorSubmissions.status, EDITABLE_STATUSES),
    })
    .returning();
  return row;
}

/** The application, locked until the end of the transaction (a review holds it while it decides). */
export async function lockSubmission(tx: Tx, id: string): Promise<CreatorSubmissionRow | undefined> {
  const [row] = await tx.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id)).for('update').limit(1);
  return row;
}

export async function recordReview(
  tx: Tx,
  id: string,
  review: { status: 'approved' | 'rejected'; reviewedBy: string; rejectReason: string | null },
): Promise<void> {
  const now = new Date();
  await tx
    .update(creatorSubmissions)
    .set({ ...review, reviewedAt: now, updatedAt: now })
    .where(eq(creatorSubmissions.id, id));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSubmission(row: CreatorSubmissionRow): TSubmission {
  return {
    id: row.id,
    status: row.status,
    creatorDomain: row.creatorDomain,
    displayName: row.displayName,
    categories: row.categories,
    socialLinks: row.socialLinks,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    agreed: row.agreedAt !== null,
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Admin review: applications with who applied.

const applicantColumns = {
  submission: creatorSubmissions,
  applicant: userColumns('id', 'address', 'email', 'createdAt', 'kycStatus'),
};
type WithApplicant = {
  submission: CreatorSubmissionRow;
  applicant: {
    id: string;
    address: string;
    email: string | null;
    createdAt: Date;
    kycStatus: TAdminSubmission['applicant']['kycStatus'];
  };
};

function toAdminSubmission({ submission, applicant }: WithApplicant): TAdminSubmission {
  return {
    ...toSubmission(submission),
    applicant: { ...applicant, createdAt: applicant.createdAt.toISOString() },
    kyc: null,
  };
}

export async function findAdminSubmission(db: Db, id: string): Promise<TAdminSubmission | undefined> {
  const [row] = await db
    .select(applicantColumns)
    .from(creatorSubmissions)
    .innerJoin(...joinUser(creatorSubmissions.userId))
    .where(eq(creatorSubmissions.id, id))
    .limit(1);
  return row && toAdminSubmission(row);
}

/** Where a page ends: the sort key in microseconds since the epoch, and the id that breaks ties. */
export type SubmissionCursor = { micros: string; id: string };

/**
 * Newest first: the review queue by submission time, every other status by last change. Keyset
 * pagination on (sort key, id); the key travels in whole microseconds so no row falls between pages.
 */
export async function listSubmissionsWithApplicant(
  db: Db,
  query: { status: TSubmissionStatus; after: SubmissionCursor | null; limit: number },
) {
  const key = query.status === 'submitted' ? creatorSubmissions.submittedAt : creatorSubmissions.updatedAt;
  const micros: SQL<string> = sql<string>`(extract(epoch from ${key}) * 1000000)::bigint`;
  const rows = await db
    .select({ ...applicantColumns, micros: sql<string>`${micros}::text` })
    .from(creatorSubmissions)
    .innerJoin(...joinUser(creatorSubmissions.userId))
    .where(
      and(
        eq(creatorSubmissions.status, query.status),
        query.after
          ? sql`(${micros}, ${creatorSubmissions.id}) < (${query.after.micros}::bigint, ${query.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(key), desc(creatorSubmissions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminSubmission),
    next: rows.length > query.limit && last ? { micros: last.micros, id: last.submission.id } : null,
  };
}
