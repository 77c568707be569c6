import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TNotificationChannel, TNotificationKind, TNotificationTarget } from '@fanlane/contracts/notifications';
import { users } from './users.ts';

/**
 * What happened to a user (docs/notifications.md). `dedupe_key` is unique per user: a job that runs
 * again, or an event delivered twice, never writes a second row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TNotificationKind>().notNull(),
    /** Who did it (the follower, the buyer, the creator who posted); null for the platform. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    target: jsonb('target').$type<TNotificationTarget>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }),
    text: text('text'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    // The list walks it backwards, newest first; `kind` is in the key so a filter is checked in
    // the index, without visiting the rows it leaves out. (Ascending: see posts_creator_live_idx.)
    index('notifications_user_list_idx').on(t.userId, t.createdAt, t.id, t.kind),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A user's choice for one preference item (0: every notification on or off; 1–11: an item and its
 * channels). No row: the item is open with DEFAULT_ITEM_CHANNELS. Item 0's channels are those of
 * account notices, which only an e-mail's unsubscribe link changes (e-mail off).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: smallint('item').notNull(),
    open: boolean('open').notNull(),
    channels: text('channels').array().$type<TNotificationChannel[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] })],
);
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/**
 * A fan-out in progress or done (a post to its audience, an announcement to everyone): the job
 * keeps its place here after every batch, so a restart goes on from the last stored batch.
 */
export const notificationFanouts = pgTable('notification_fanouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What it is for (`post.new:<postId>`, `system.announcement:<id>`); one fan-out each. */
  source: text('source').notNull().unique(),
  kind: text('kind').$type<TNotificationKind>().notNull(),
  /** Who it goes to: the actor's fans (followers and live subscribers), or every user. */
  audience: text('audience', { enum: ['fans', 'everyone'] }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  target: jsonb('target').$type<TNotificationTarget>().notNull(),
  text: text('text'),
  /** The last recipient id handled (recipients are walked in id order); null before the first batch. */
  cursor: uuid('cursor'),
  written: integer('written').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
export type NotificationFanoutRow = typeof notificationFanouts.$inferSelect;

/** When a throttled channel last sent on a topic (a conversation's message e-mails: one an hour). */
export const notificationThrottles = pgTable(
  'notification_throttles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
