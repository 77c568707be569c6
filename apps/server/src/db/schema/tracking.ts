import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    event: text('event').notNull(),
    fingerprint: text('fingerprint'),
    page: text('page'),
    referrer: text('referrer'),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_event_idx').on(t.event, t.createdAt)],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inviterDomain: text('inviter_domain'),
    inviter: text('inviter'),
    promotionTag: text('promotion_tag'),
    promoteKeys: jsonb('promote_keys').$type<string[]>(),
    fromDomain: text('from_domain'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_events_user_idx').on(t.userId)],
);
