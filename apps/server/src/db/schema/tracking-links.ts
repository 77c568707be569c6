import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A creator's tracking links (docs/tracking-links.md): a name of their choosing and a random code
 * that rides in `?promotionTag=`. Archived links count nothing new and free a place of the 100.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_links_code_key').on(t.code),
    uniqueIndex('tracking_links_creator_name_key').on(t.creatorId, sql`lower(${t.name})`),
  ],
);
export type TrackingLinkRow = typeof trackingLinks.$inferSelect;

/** Visits carrying a link's code: one row per visitor (device hash, else user, else address) per UTC day. */
export const trackingLinkClicks = pgTable(
  'tracking_link_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_link_clicks_visit_key').on(t.linkId, t.visitorKey, t.day),
    index('tracking_link_clicks_link_at_idx').on(t.linkId, t.at),
  ],
);

/**
 * Each time a signed-in fan arrived through a link (a registered visit, or a sign-in carrying the
 * code), at most once a day per link: the first one within the attribution window wins.
 */
export const trackingLinkTouches = pgTable(
  'tracking_link_touches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_link_touches_daily_key').on(t.fanId, t.linkId, t.day),
    index('tracking_link_touches_fan_creator_idx').on(t.fanId, t.creatorId, t.at),
  ],
);

/** A new account whose sign-up carried a link's code (one per account, ever). */
export const trackingLinkSignUps = pgTable(
  'tracking_link_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    /** Null once the account was erased: the count stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_link_sign_ups_user_key').on(t.userId),
    index('tracking_link_sign_ups_link_idx').on(t.linkId, t.at),
  ],
);

/**
 * What an attributed fan did for the creator, from the domain events (one row per event): a follow,
 * a subscription started, or money paid (renewal, post, message, tip) in USD cents.
 */
export const trackingLinkConversions = pgTable(
  'tracking_link_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The outbox id of the event it came from: a redelivered event is not counted twice. */
    eventId: text('event_id').notNull(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    /** Null once the fan's account was erased: the figures stay. */
    fanId: uuid('fan_id').references(() => users.id, { onDelete: 'set null' }),
    /** follow | subscribe | renewal | purchase | message | tip */
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tracking_link_conversions_event_key').on(t.eventId),
    index('tracking_link_conversions_link_at_idx').on(t.linkId, t.at),
  ],
);
