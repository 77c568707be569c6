import type { TLoginResult } from '@fanlane/contracts/auth';
import { matchLocale } from '@fanlane/contracts/locales';
import { DISPLAY_NAME_MAX } from '@fanlane/contracts/names';
import type { TTelegramMiniAppLoginRequest } from '@fanlane/contracts/telegram';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { startSession, type ClientMeta } from '../auth/sessions.ts';
import { insertLoginEvent } from '../tracking/tracking-repo.ts';
import { createUser, findUserById } from '../users/users-repo.ts';
import { checkInitData, type TelegramUser } from './check-init-data.ts';
import { findTelegramAccount, insertTelegramAccount, updateTelegramProfile } from './telegram-accounts-repo.ts';

export const TELEGRAM_LOGIN_TYPE = 'telegram';

/** "First Last" as Telegram has it, without control characters, cut to a display name's length. */
export function telegramDisplayName(user: Pick<TelegramUser, 'first_name' | 'last_name'>): string | null {
  const full = [user.first_name, user.last_name]
    .join(' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // By code points, so an emoji at the cut is never split in half.
  return Array.from(full).slice(0, DISPLAY_NAME_MAX).join('').trim() || null;
}

const profileOf = (user: TelegramUser) => ({
  username: user.username ?? null,
  firstName: user.first_name,
  lastName: user.last_name ?? null,
  photoUrl: user.photo_url ?? null,
  languageCode: user.language_code ?? null,
});

/** The account linked to this Telegram user; a new one (named and in their language) the first time. */
async function accountFor(deps: AppDeps, tg: TelegramUser): Promise<UserRow> {
  const linked = await findTelegramAccount(deps.db, tg.id);
  if (linked) {
    await updateTelegramProfile(deps.db, tg.id, profileOf(tg));
    const user = await findUserById(deps.db, linked.userId);
    if (!user) throw new Error('telegram account without its user');
    return user;
  }
  const locale = matchLocale(tg.language_code);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await createUser(tx, deps.addresses, { displayName: telegramDisplayName(tg), locale });
      await insertTelegramAccount(tx, {
        telegramUserId: tg.id,
        userId: user.id,
        locale: locale ?? null,
        ...profileOf(tg),
      });
      return user;
    });
  } catch (err) {
    // The same Telegram user signing in twice at once: the other sign-in made the account.
    if (!isUniqueViolation(err)) throw err;
    const made = await findTelegramAccount(deps.db, tg.id);
    const user = made && (await findUserById(deps.db, made.userId));
    if (!user) throw err;
    return user;
  }
}

/**
 * The mini-app's sign-in: launch data signed by our bot (checked first), then the linked account,
 * made on first use, then a session like any other sign-in. The invitation is recorded with it, as
 * the web app reports it after an e-mail sign-in (login_events): promoteKey is the inviter.
 */
export async function loginWithTelegram(
  deps: AppDeps,
  input: TTelegramMiniAppLoginRequest,
  meta: ClientMeta,
  invitation: Pick<RequestContext, 'invitorDomain' | 'promotionTag'>,
): Promise<TLoginResult> {
  const { botToken, initDataMaxAgeSeconds } = deps.config.telegram;
  if (!botToken) throw appError('TELEGRAM_LOGIN_NOT_CONFIGURED');
  const tg = checkInitData(input.initData, botToken, initDataMaxAgeSeconds);
  const user = await accountFor(deps, tg);
  // A restricted account signs in and reads; a banned one cannot (docs/moderation.md).
  if (user.status === 'banned') throw appError('ACCOUNT_BANNED');
  // A new account's first sign-in keeps Telegram's language; later ones follow the app's, as any sign-in.
  const locale = (!user.lastLoginAt && matchLocale(tg.language_code)) || meta.locale;
  const result = await startSession(deps, user, TELEGRAM_LOGIN_TYPE, { ...meta, locale });
  const promoteKey = input.promoteKey || null;
  await insertLoginEvent(deps.db, {
    userId: user.id,
    type: TELEGRAM_LOGIN_TYPE,
    inviter: promoteKey,
    promoteKeys: promoteKey ? [promoteKey] : null,
    inviterDomain: invitation.invitorDomain,
    promotionTag: invitation.promotionTag,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return result;
}
