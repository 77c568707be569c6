import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A Telegram user's link to their account (modules/telegram): the mini-app signs them in by this
 * id. One account has at most one Telegram user. The profile fields are Telegram's, refreshed at
 * each sign-in; `locale` is the account's language picked from language_code when it was made.
 */
export const telegramAccounts = pgTable('telegram_accounts', {
  // Telegram user ids have at most 52 significant bits: exact as a JavaScript number.
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  photoUrl: text('photo_url'),
  languageCode: text('language_code'),
  locale: text('locale'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TelegramAccountRow = typeof telegramAccounts.$inferSelect;
