import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A fan following a creator. One row per pair; unfollowing deletes it. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.creatorId] }),
    index('follows_creator_idx').on(t.creatorId, t.createdAt),
    // A notification fan-out walks a creator's followers in id order (modules/notifications).
    index('follows_creator_follower_idx').on(t.creatorId, t.followerId),
  ],
);
