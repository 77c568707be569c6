/**
 * The token of a notification e-mail's unsubscribe link: the user and the preference item, signed
 * with the server's secret (an HMAC), so the link works without signing in and only for that pair.
 * It does not expire: an old mail's link keeps working, as mail clients expect.
 */
import { NOTIFICATIONS_MASTER_ITEM, NOTIFICATION_ITEM_IDS } from '@fanlane/contracts/notifications';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { safeEqualHex } from '../../lib/tokens.ts';
import { isUuid } from '../../lib/uuid.ts';

const PURPOSE = 'notification-unsubscribe';

const signatureOf = (deps: Pick<AppDeps, 'tokens'>, userId: string, item: number) =>
  deps.tokens.hashCode(`${userId}.${item}`, PURPOSE);

export const signUnsubscribe = (deps: Pick<AppDeps, 'tokens'>, userId: string, item: number): string =>
  `${userId}.${item}.${signatureOf(deps, userId, item)}`;

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,2})\.([0-9a-f]{64})$/;

/** The user and item a token was signed for; anything else is UNSUBSCRIBE_LINK_INVALID. */
export function readUnsubscribe(deps: Pick<AppDeps, 'tokens'>, token: string): { userId: string; item: number } {
  const [, userId = '', itemText, signature = ''] = TOKEN.exec(token) ?? [];
  const item = Number(itemText);
  const known = item === NOTIFICATIONS_MASTER_ITEM || (NOTIFICATION_ITEM_IDS as number[]).includes(item);
  if (!isUuid(userId) || !known || !safeEqualHex(signature, signatureOf(deps, userId, item))) {
    throw appError('UNSUBSCRIBE_LINK_INVALID');
  }
  return { userId, item };
}
