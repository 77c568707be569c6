/**
 * The signed link of a moderation mail to /appeal: the user and an expiry, signed with the server's
 * secret (an HMAC), so a banned user, who cannot sign in, can still read their case and appeal.
 */
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { safeEqualHex } from '../../lib/tokens.ts';
import { isUuid } from '../../lib/uuid.ts';

const PURPOSE = 'moderation-appeal';
/** How long a mailed link works; /appeal can mail a fresh one. */
export const APPEAL_LINK_DAYS = 30;

const signatureOf = (deps: Pick<AppDeps, 'tokens'>, userId: string, expires: number) =>
  deps.tokens.hashCode(`${userId}.${expires}`, PURPOSE);

export function signAppealToken(deps: Pick<AppDeps, 'tokens'>, userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + APPEAL_LINK_DAYS * 86_400;
  return `${userId}.${expires}.${signatureOf(deps, userId, expires)}`;
}

export const appealUrl = (deps: Pick<AppDeps, 'tokens' | 'config'>, userId: string) =>
  `${deps.config.publicUrl}/appeal?token=${encodeURIComponent(signAppealToken(deps, userId))}`;

const TOKEN = /^([0-9a-f-]{36})\.(\d{9,11})\.([0-9a-f]{64})$/;

/** The user a token was signed for; anything else, or an expired one, is APPEAL_LINK_INVALID. */
export function readAppealToken(deps: Pick<AppDeps, 'tokens'>, token: string, now = Date.now()): string {
  const [, userId = '', expiresText = '', signature = ''] = TOKEN.exec(token) ?? [];
  const expires = Number(expiresText);
  if (
    !isUuid(userId) ||
    !Number.isSafeInteger(expires) ||
    expires * 1000 < now ||
    !safeEqualHex(signature, signatureOf(deps, userId, expires))
  ) {
    throw appError('APPEAL_LINK_INVALID');
  }
  return userId;
}
