import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_TOPICS } from '@fanlane/contracts/contact';
import { users } from './users.ts';

/**
 * What visitors sent through the contact form (`/contact`): kept for the admins' inbox, mailed to
 * the support address by a job. The sender's account is remembered when they were signed in.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    message: text('message').notNull(),
    /** The interface language the visitor wrote from. */
    locale: text('locale').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where it came from, for telling abuse apart (never shown outside the admin area). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the support address was sent it (the mail job sets it once). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The inbox pages: newest first, all of them or the ones still open.
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`handled_at is null`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
