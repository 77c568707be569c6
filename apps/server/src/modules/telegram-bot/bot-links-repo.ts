/** The telegram_bot_chats and telegram_bot_link_tokens tables: which chat an account is linked to, and the one-time links. */
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  telegramBotChats,
  telegramBotLinkTokens,
  type TelegramBotChatRow,
  type TelegramBotLinkTokenRow,
} from '../../db/schema/index.ts';

type Db = Database | Tx;

export async function findChatOfUser(db: Db, userId: string): Promise<TelegramBotChatRow | undefined> {
  const [row] = await db.select().from(telegramBotChats).where(eq(telegramBotChats.userId, userId));
  return row;
}

/** Which of `userIds` have linked a chat (a batch of notifications asks once). */
export async function usersWithChats(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: telegramBotChats.userId })
    .from(telegramBotChats)
    .where(inArray(telegramBotChats.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}

export async function findChatById(db: Db, chatId: number): Promise<TelegramBotChatRow | undefined> {
  const [row] = await db.select().from(telegramBotChats).where(eq(telegramBotChats.chatId, chatId));
  return row;
}

/** Links the user to the chat, replacing the chat they had (one account, one chat). */
export async function saveChat(db: Db, fields: Omit<TelegramBotChatRow, 'linkedAt'>): Promise<void> {
  const { userId: _userId, ...rest } = fields;
  await db
    .insert(telegramBotChats)
    .values({ ...fields, linkedAt: new Date() })
    .onConflictDoUpdate({ target: telegramBotChats.userId, set: { ...rest, linkedAt: new Date() } });
}

/** Telegram's own fields of a linked chat, as its latest message has them. */
export async function refreshChatProfile(
  db: Db,
  chatId: number,
  fields: Pick<TelegramBotChatRow, 'telegramUsername' | 'languageCode'>,
): Promise<void> {
  await db.update(telegramBotChats).set(fields).where(eq(telegramBotChats.chatId, chatId));
}

export async function deleteChatOfUser(db: Db, userId: string): Promise<boolean> {
  const gone = await db
    .delete(telegramBotChats)
    .where(eq(telegramBotChats.userId, userId))
    .returning({ userId: telegramBotChats.userId });
  return gone.length > 0;
}

/** Drops a link whose chat Telegram says is gone (blocked bot, deleted account), unless it was relinked meanwhile. */
export async function deleteChat(db: Db, userId: string, chatId: number): Promise<void> {
  await db
    .delete(telegramBotChats)
    .where(and(eq(telegramBotChats.userId, userId), eq(telegramBotChats.chatId, chatId)));
}

export async function insertLinkToken(
  db: Db,
  fields: Pick<TelegramBotLinkTokenRow, 'tokenHash' | 'userId' | 'expiresAt'>,
): Promise<void> {
  await db.insert(telegramBotLinkTokens).values(fields);
}

export async function findLinkToken(db: Db, tokenHash: string): Promise<TelegramBotLinkTokenRow | undefined> {
  const [row] = await db.select().from(telegramBotLinkTokens).where(eq(telegramBotLinkTokens.tokenHash, tokenHash));
  return row;
}

/** Uses a token, exactly once and only before it expires; false when another use came first or it expired. */
export async function claimLinkToken(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(telegramBotLinkTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(telegramBotLinkTokens.tokenHash, tokenHash),
        isNull(telegramBotLinkTokens.usedAt),
        gt(telegramBotLinkTokens.expiresAt, at),
      ),
    )
    .returning({ tokenHash: telegramBotLinkTokens.tokenHash });
  return claimed.length > 0;
}

/** A user's tokens that expired before `before` (newer ones are kept, to tell a reused link from an unknown one). */
export async function pruneLinkTokens(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(telegramBotLinkTokens)
    .where(and(eq(telegramBotLinkTokens.userId, userId), lt(telegramBotLinkTokens.expiresAt, before)));
}
