import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_KINDS, MASS_AUDIENCES, MASS_STATUSES } from '@fanlane/contracts/chat';
import { CHAT_WHO_CAN_WRITE } from '@fanlane/contracts/chat-limits';
import { users } from './users.ts';
import { media } from './content.ts';

/**
 * One private conversation per pair of users (docs/chat.md): `user_low` < `user_high`, so a pair
 * has one row whoever opened it. `last_seq` numbers its messages; a send takes the row's lock to
 * take the next number, so a conversation's messages are in one order on every client.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: bigint('last_seq', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLow, t.userHigh),
    index('conversations_high_idx').on(t.userHigh),
    check('conversations_pair_order', sql`${t.userLow} < ${t.userHigh}`),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Each participant's side of a conversation: how far they read, their unread count (the other's
 * messages after the read mark), favourite, muted. `activity_at` orders the message board; it is
 * null for the side that has not seen a message yet (a conversation someone opened and left empty
 * is not on the other's board).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    // user_id and other_id are the conversation's two users (user_low and user_high, whose own
    // foreign keys hold them and remove the conversation, and so its members, with either user);
    // no key of their own: a mass message makes 1,000 members a batch, and each key is a check
    // per row (docs/chat.md, "The model").
    userId: uuid('user_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id').notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    unreadCount: integer('unread_count').notNull().default(0),
    favorite: boolean('favorite').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    activityAt: timestamp('activity_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conversationId] }),
    index('conversation_members_board_idx')
      .on(t.userId, t.activityAt.desc(), t.conversationId.desc())
      .where(sql`${t.activityAt} is not null`),
    index('conversation_members_unread_idx')
      .on(t.userId)
      .where(sql`${t.unreadCount} > 0`),
  ],
);
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

/**
 * Messages, numbered per conversation. An unsent message keeps its row and number with its text
 * cleared (`deleted_at`), so a client that resumes by number never sees a hole.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** One of the conversation's two users (whose keys hold it, as for conversation_members). */
    senderId: uuid('sender_id').notNull(),
    kind: text('kind', { enum: CHAT_MESSAGE_KINDS }).notNull().default('text'),
    body: text('body').notNull(),
    ai: boolean('ai').notNull().default(false),
    tipCents: bigint('tip_cents', { mode: 'bigint' }),
    /** A paid message's price in USD cents (a creator's message with media); null: free. */
    priceCents: bigint('price_cents', { mode: 'bigint' }),
    /** The mass message this is a copy of. */
    massMessageId: uuid('mass_message_id').references(() => massMessages.id),
    /** The sender's own name for it: a resend with the same one answers the stored message. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_seq_key').on(t.conversationId, t.seq),
    index('messages_mass_idx')
      .on(t.massMessageId)
      .where(sql`${t.massMessageId} is not null`),
    uniqueIndex('messages_client_key')
      .on(t.conversationId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * A creator's message to an audience (/chats/newChatsSend). A durable job writes one copy per
 * eligible recipient, in batches; each copy's clientId is `mass:<id>`, so a restart half-way never
 * writes anyone a second one.
 */
export const massMessages = pgTable(
  'mass_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: MASS_AUDIENCES }).notNull(),
    tierId: uuid('tier_id'),
    /** A `list` audience's saved list (modules/fan-lists); a list deleted since reaches nobody. */
    listId: uuid('list_id'),
    body: text('body').notNull(),
    mediaIds: jsonb('media_ids').$type<string[]>().notNull().default([]),
    priceCents: bigint('price_cents', { mode: 'bigint' }),
    status: text('status', { enum: MASS_STATUSES }).notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    unsentAt: timestamp('unsent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mass_messages_creator_idx').on(t.creatorId, t.createdAt)],
);
export type MassMessageRow = typeof massMessages.$inferSelect;

/** The photos and videos of a message, in order (media rows stay the media module's). */
export const messageMedia = pgTable(
  'message_media',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] }), index('message_media_media_idx').on(t.mediaId)],
);

/**
 * A fan's purchase of a paid message: at most one live (not refunded) per message and buyer, which
 * is what makes fifty presses of the button one charge. The ledger entry is the payment.
 */
export const messagePurchases = pgTable(
  'message_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    entryId: uuid('entry_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_purchases_live_key')
      .on(t.messageId, t.buyerId)
      .where(sql`${t.refundedAt} is null`),
    uniqueIndex('message_purchases_entry_key').on(t.entryId),
  ],
);
export type MessagePurchaseRow = typeof messagePurchases.$inferSelect;

/** A creator's chat settings (/settings/settingChats); no row means the defaults. */
export const chatSettings = pgTable('chat_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  whoCanWrite: text('who_can_write', { enum: CHAT_WHO_CAN_WRITE }).notNull().default('everyone'),
  welcomeMessage: text('welcome_message').notNull().default(''),
  aiAssistant: boolean('ai_assistant').notNull().default(false),
  aiPersona: text('ai_persona').notNull().default(''),
  /** What a fan pays to write the first message of a conversation; 0 is free (docs/chat.md). */
  firstMessagePriceCents: bigint('first_message_price_cents', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ChatSettingsRow = typeof chatSettings.$inferSelect;
