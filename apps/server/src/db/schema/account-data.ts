import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Account deletions (docs/account-deletion.md), owned by modules/auth: one row per request. While
 * `scheduled`, any sign-in cancels it; when `due_at` passes, the erase job turns the users row into
 * a tombstone and emits `account.deleted`, which each owning module answers for its own tables.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['scheduled', 'cancelled', 'done'] }).notNull(),
    /** How it was confirmed: the password, or a mailed code. */
    confirmedBy: text('confirmed_by', { enum: ['password', 'code'] }).notNull(),
    /** The user ticked that a remaining balance is given up. */
    forfeitedBalance: boolean('forfeited_balance').notNull().default(false),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** How it was cancelled: `sign-in:<login type>` or `settings`. */
    cancelledBy: text('cancelled_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletions_one_scheduled_key')
      .on(t.userId)
      .where(sql`status = 'scheduled'`),
    index('account_deletions_user_idx').on(t.userId, t.requestedAt),
  ],
);

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

/**
 * Data downloads (`/settings/security/download`), owned by modules/data-export: the job builds one
 * ZIP into the private blob store at `blob_key`; the link works until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'building', 'ready', 'failed'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    blobKey: text('blob_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The language of the request, for the mail. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    uniqueIndex('data_exports_one_open_key')
      .on(t.userId)
      .where(sql`status in ('queued', 'building')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
