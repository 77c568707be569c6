import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (docs/architecture.md, "Domain events"): a write inserts its events
 * here in its own transaction, so an event exists exactly when its write committed. Events that a
 * durable subscriber waits for keep `dispatched_at` null until the relay has handed them over.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    type: text('type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** A failing subscriber holds the event back until then (backoff); the error is kept. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`dispatched_at is null`),
    // Only the hourly prune reads by time: a BRIN index costs next to nothing on each insert.
    index('domain_events_occurred_brin').using('brin', t.occurredAt),
  ],
);
export type DomainEventRow = typeof domainEvents.$inferSelect;

/**
 * One row per event a durable subscriber has handled, written in the same transaction as the
 * subscriber's own writes: a redelivered event (the relay died before marking it) is skipped.
 */
export const eventReceipts = pgTable(
  'event_receipts',
  {
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriber, t.eventId] })],
);
