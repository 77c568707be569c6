import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A browser's Web Push subscription, bound to a user (modules/web-push): one per browser (the
 * app's userAgentKey) and user. An endpoint belongs to one browser profile, so it is bound to one
 * user at a time: whoever signed in last on that browser gets its pushes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgentKey: text('user_agent_key').notNull(),
    /** The push service's URL for this subscription (https; http to loopback only outside production). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url: the payload is encrypted for them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of "a user's subscriptions" (its leading column).
    uniqueIndex('push_subscriptions_user_agent_key').on(t.userId, t.userAgentKey),
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
