import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A creator's named list of their fans ("VIP", "Big tippers"), usable as a mass-message audience. */
export const fanLists = pgTable(
  'fan_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fan_lists_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);
export type FanListRow = typeof fanLists.$inferSelect;

/** Who is on a list. A member who blocks or is blocked stays on it, but no mass message reaches them. */
export const fanListMembers = pgTable(
  'fan_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => fanLists.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.memberId] }),
    // "Which of my lists is this fan in" (the Add to list menu), and the newest-first member pages.
    index('fan_list_members_member_idx').on(t.memberId),
    index('fan_list_members_added_idx').on(t.listId, t.addedAt, t.memberId),
  ],
);
