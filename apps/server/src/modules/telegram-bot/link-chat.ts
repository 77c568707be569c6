/**
 * The bot's `/start link_<token>`: links the private chat it came from to the account that asked for
 * the link. A token works once and for 15 minutes; a chat linked to another account stays theirs
 * until they unlink it (the token is then still good, so the user can try again).
 */
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { claimLinkToken, findChatById, findLinkToken, saveChat } from './bot-links-repo.ts';
import { hashLinkToken, LINK_TOKEN_RE } from './link-bot.ts';

export type LinkOutcome = 'linked' | 'expired' | 'used' | 'invalid' | 'chat_taken';

export type TelegramChat = {
  chatId: number;
  telegramUserId: number;
  telegramUsername: string | null;
  languageCode: string | null;
};

export async function linkChat(deps: AppDeps, token: string, chat: TelegramChat): Promise<LinkOutcome> {
  if (!LINK_TOKEN_RE.test(token)) return 'invalid';
  const tokenHash = hashLinkToken(token);
  const found = await findLinkToken(deps.db, tokenHash);
  const now = new Date();
  if (!found) return 'invalid';
  if (found.usedAt) return 'used';
  if (found.expiresAt <= now) return 'expired';
  const holder = await findChatById(deps.db, chat.chatId);
  if (holder && holder.userId !== found.userId) return 'chat_taken';
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await claimLinkToken(tx, tokenHash, now))) {
        // Used a moment ago by another /start, or expired in between.
        return (await findLinkToken(tx, tokenHash))?.usedAt ? 'used' : 'expired';
      }
      await saveChat(tx, { userId: found.userId, ...chat });
      return 'linked';
    });
  } catch (err) {
    // Another account took this chat in between (chat_id is unique): nothing was changed.
    if (isUniqueViolation(err)) return 'chat_taken';
    throw err;
  }
}
