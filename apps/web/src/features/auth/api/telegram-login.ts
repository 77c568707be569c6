/** The Telegram mini-app's sign-in: Telegram's signed launch data for a session, kept like any other. */
import { readInvitation } from '../../../shared/lib/invitation';
import type { RequestOptions } from '../../../shared/lib/request';
import { loginTelegramMiniApp } from './auth-api';
import { completeLogin } from './session';

export const TELEGRAM_LOGIN_TYPE = 'telegram';

/**
 * Signs in with `initData` exactly as Telegram gave it. The inviter this visit carries goes along as
 * promoteKey; the server records it with the sign-in, so no separate login event is reported.
 */
export async function signInWithTelegram(initData: string, opts?: RequestOptions): Promise<{ firstLogin: boolean }> {
  const result = await loginTelegramMiniApp({ initData, promoteKey: readInvitation().inviter ?? null }, opts);
  return completeLogin(result, { type: TELEGRAM_LOGIN_TYPE, reportEvent: false });
}
