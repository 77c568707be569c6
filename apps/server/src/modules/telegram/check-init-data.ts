/**
 * Telegram's launch data (`initData`), checked with the official @telegram-apps/init-data-node:
 * the HMAC of the bot token over every field (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app)
 * and the age of auth_date. Only then is the user read from it.
 */
import { z } from 'zod';
import {
  isAuthDateInvalidError,
  isExpiredError,
  isSignatureInvalidError,
  isSignatureMissingError,
  validate,
} from '@telegram-apps/init-data-node';
import { appError } from '../../http/app-error.ts';

/** Telegram's WebAppUser, the fields we keep (https://core.telegram.org/bots/webapps#webappuser). */
const ZTelegramUser = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
  photo_url: z.string().max(2048).optional(),
});
export type TelegramUser = z.infer<typeof ZTelegramUser>;

const unreadable = (message: string) =>
  appError('TELEGRAM_INIT_DATA_UNREADABLE', { data: { fields: [{ field: 'initData', message }] } });

function readUser(params: URLSearchParams): TelegramUser {
  const raw = params.get('user');
  if (raw === null) throw unreadable('user_missing');
  try {
    const parsed = ZTelegramUser.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: unreadable below.
  }
  throw unreadable('user_invalid');
}

/**
 * Who the launch data claims to be, unchecked: only to name the account whose sign-in budget an
 * attempt draws on, as an e-mail sign-in names its address. Null when it names nobody.
 */
export function claimedTelegramUserId(initData: string): string | null {
  try {
    const id: unknown = (JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { id?: unknown } | null)
      ?.id;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : null;
  } catch {
    return null;
  }
}

/**
 * The Telegram user the launch data speaks for, or a catalogue error: UNREADABLE (422) for anything
 * that is not launch data at all, SIGNATURE_INVALID for a missing or wrong hash (a changed field,
 * another bot's token), STALE when auth_date is older than `maxAgeSeconds`.
 */
export function checkInitData(initData: string, botToken: string, maxAgeSeconds: number): TelegramUser {
  const params = new URLSearchParams(initData);
  // Launch data always has auth_date and user; without them it is not Telegram's (garbage, a URL).
  if (!/^\d{1,12}$/.test(params.get('auth_date') ?? '')) throw unreadable('auth_date_missing');
  if (!params.has('user')) throw unreadable('user_missing');
  try {
    validate(params, botToken, { expiresIn: maxAgeSeconds });
  } catch (err) {
    if (isExpiredError(err)) throw appError('TELEGRAM_INIT_DATA_STALE');
    if (isSignatureMissingError(err) || isSignatureInvalidError(err)) {
      throw appError('TELEGRAM_INIT_DATA_SIGNATURE_INVALID');
    }
    if (isAuthDateInvalidError(err)) throw unreadable('auth_date_invalid');
    // Anything else the package may throw on odd input is still the caller's bad data, never a 5xx.
    throw unreadable('invalid');
  }
  return readUser(params);
}
