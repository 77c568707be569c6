import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBMISSION_STATUSES, type TSubmission } from '@fanlane/contracts/creator';
import { users } from './users.ts';

/**
 * Applications to become a creator: one per user, edited in place from draft to submitted, then
 * approved or rejected by an admin. A rejected one can be edited and submitted again.
 */
export const creatorSubmissions = pgTable(
  'creator_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
    creatorDomain: text('creator_domain'),
    displayName: text('display_name'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<TSubmission['socialLinks']>().notNull().default([]),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** When the applicant accepted the creator terms. */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_submissions_user_key').on(t.userId),
    // A domain is held from submission on: two pending applications can never ask for one domain.
    uniqueIndex('creator_submissions_held_domain_key')
      .on(sql`lower(${t.creatorDomain})`)
      .where(sql`status in ('submitted', 'approved')`),
    index('creator_submissions_status_idx').on(t.status, t.submittedAt, t.id),
  ],
);

export type CreatorSubmissionRow = typeof creatorSubmissions.$inferSelect;
