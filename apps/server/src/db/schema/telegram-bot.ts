import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAR_TOP_UP_STATUSES } from '@fanlane/contracts/telegram-bot';
import { journalEntries } from './money.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The chat with the bot an account is linked to (modules/telegram-bot): notifications go there. One
 * account, one chat; one chat, one account. The Telegram user's language and @username are Telegram's,
 * refreshed whenever they write to the bot.
 */
export const telegramBotChats = pgTable('telegram_bot_chats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Telegram ids have at most 52 significant bits: exact as a JavaScript number.
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).notNull(),
  telegramUsername: text('telegram_username'),
  languageCode: text('language_code'),
  linkedAt: at('linked_at').notNull().defaultNow(),
});
export type TelegramBotChatRow = typeof telegramBotChats.$inferSelect;

/** One-time links to the bot (`/start link_<token>`): only the token's SHA-256 is kept. */
export const telegramBotLinkTokens = pgTable(
  'telegram_bot_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('telegram_bot_link_tokens_user_idx').on(t.userId)],
);
export type TelegramBotLinkTokenRow = typeof telegramBotLinkTokens.$inferSelect;

/**
 * Telegram Stars top-ups: the invoice (its payload is the row's id), then Telegram's payment, credited
 * once: `telegram_payment_charge_id` is unique, and the row moves from pending in the same transaction
 * as the wallet entry.
 */
export const telegramStarPayments = pgTable(
  'telegram_star_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Whole Stars: the invoice's price, and what lands in the STARS wallet. */
    stars: bigint('stars', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: STAR_TOP_UP_STATUSES }).notNull().default('pending'),
    invoiceLink: text('invoice_link').notNull(),
    /** Who paid (a refund goes back to them): set with the payment. */
    payerTelegramUserId: bigint('payer_telegram_user_id', { mode: 'number' }),
    telegramPaymentChargeId: text('telegram_payment_charge_id').unique(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    refundEntryId: uuid('refund_entry_id').references(() => journalEntries.id),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [index('telegram_star_payments_user_idx').on(t.userId, t.createdAt)],
);
export type TelegramStarPaymentRow = typeof telegramStarPayments.$inferSelect;
