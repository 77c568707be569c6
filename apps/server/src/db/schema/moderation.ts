import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPEAL_STATES,
  APPEAL_SUBJECTS,
  REPORT_REASONS,
  REPORT_TARGETS,
  RESTRICTION_KINDS,
} from '@fanlane/contracts/moderation';
import { users } from './users.ts';

/**
 * Every restriction and ban a staff member put on an account, with its reason, and when and by whom
 * it was lifted (docs/moderation.md). The one in force has `lifted_at` null; users.status mirrors it.
 */
export const userRestrictions = pgTable(
  'user_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RESTRICTION_KINDS }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('user_restrictions_user_idx').on(t.userId, t.createdAt),
    // At most one in force per account.
    uniqueIndex('user_restrictions_live_key')
      .on(t.userId)
      .where(sql`lifted_at is null`),
  ],
);
export type UserRestrictionRow = typeof userRestrictions.$inferSelect;

/** A signed-in user's report of a post, comment, user or chat message; resolved by a moderator. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** Whose content it is (the reported user for a user report), kept for the user's counts. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['dismissed', 'removed', 'restricted'] }),
  },
  (t) => [
    // One open report per reporter per target.
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`resolved_at is null`),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    index('reports_owner_idx').on(t.ownerId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/** A user's appeal against a restriction or ban, or against the removal of their post or comment. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: APPEAL_SUBJECTS }).notNull(),
    /** The user_restrictions row, the post or the comment. */
    subjectId: uuid('subject_id').notNull(),
    message: text('message').notNull(),
    /** What was appealed, as it stood: the restriction's or removal's reason, and the content's words. */
    subjectReason: text('subject_reason').notNull(),
    excerpt: text('excerpt'),
    state: text('state', { enum: APPEAL_STATES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    // One appeal per thing appealed: a decision is final (a new restriction is a new subject).
    uniqueIndex('appeals_subject_key').on(t.subjectType, t.subjectId),
    index('appeals_user_idx').on(t.userId, t.createdAt),
    index('appeals_open_idx')
      .on(t.createdAt)
      .where(sql`state = 'open'`),
  ],
);
export type AppealRow = typeof appeals.$inferSelect;
