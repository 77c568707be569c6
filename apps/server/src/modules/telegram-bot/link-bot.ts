/**
 * /settings/telegramBot: whether the account is linked to the bot, a one-time link to link it
 * (`https://t.me/<bot>?start=link_<token>`: random, kept hashed, good for 15 minutes, once), and
 * unlinking. The bot's `/start link_<token>` does the linking (link-chat.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { TELEGRAM_LINK_TTL_MS, type TTelegramBotLink, type TTelegramBotStatus } from '@fanlane/contracts/telegram-bot';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { deleteChatOfUser, findChatOfUser, insertLinkToken, pruneLinkTokens } from './bot-links-repo.ts';

/** The start parameter's prefix; Telegram lets 64 characters of A-Z a-z 0-9 _ - through. */
export const LINK_PREFIX = 'link_';
/** 24 random bytes in base64url. */
export const LINK_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;
/** Spent and expired tokens are kept a day, so a reused link is told apart from a made-up one. */
const KEEP_SPENT_MS = 86_400_000;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The bot's username; null without a bot, or when Telegram does not answer getMe. */
async function botUsername(deps: AppDeps): Promise<string | null> {
  if (!deps.telegramBot) return null;
  try {
    return await deps.telegramBot.username();
  } catch (err) {
    deps.log.warn({ err }, 'telegram getMe failed');
    return null;
  }
}

export async function telegramBotStatus(deps: AppDeps, caller: Caller): Promise<TTelegramBotStatus> {
  const chat = await findChatOfUser(deps.db, caller.user.id);
  return {
    configured: deps.telegramBot !== null,
    botUsername: await botUsername(deps),
    linked: chat !== undefined,
    telegramUsername: chat?.telegramUsername ?? null,
    linkedAt: chat?.linkedAt.toISOString() ?? null,
  };
}

export async function createBotLink(deps: AppDeps, caller: Caller): Promise<TTelegramBotLink> {
  if (!deps.telegramBot) throw appError('TELEGRAM_BOT_NOT_CONFIGURED');
  const username = await botUsername(deps);
  if (!username) throw appError('PROVIDER_UNAVAILABLE');
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + TELEGRAM_LINK_TTL_MS);
  await pruneLinkTokens(deps.db, caller.user.id, new Date(now - KEEP_SPENT_MS));
  await insertLinkToken(deps.db, { tokenHash: hashLinkToken(token), userId: caller.user.id, expiresAt });
  return { url: `https://t.me/${username}?start=${LINK_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
}

/** Unlinking an account that is not linked changes nothing and is not an error. */
export async function unlinkBot(deps: AppDeps, caller: Caller): Promise<TTelegramBotStatus> {
  await deleteChatOfUser(deps.db, caller.user.id);
  return telegramBotStatus(deps, caller);
}
