/** Sign-in sessions and their rotating refresh tokens (one family per session). */
import { REFRESH_TOKEN_TTL_SECONDS } from '@fanlane/contracts/constants';
import type { TLoginResult, TTokenPair } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { findUserStatus, recordSignIn, toUserInfo } from '../users/users-repo.ts';
import { appError } from '../../http/app-error.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { Emit } from '../../events/event-bus.ts';
import { hasTwoFactorEnabled } from './two-factor-repo.ts';
import { signChallenge } from './two-factor.ts';
import {
  claimRefreshToken,
  findLiveSession,
  findRefreshTokenSession,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeSessionsOfUser,
} from './sessions-repo.ts';
import { cancelScheduledDeletion } from './account-deletions-repo.ts';

type Db = Database | Tx;
/** Who is calling from where; `locale` is the language the request names, when it names one. */
export type ClientMeta = { ip: string | null; userAgent: string | null; locale?: Locale };

async function issueRefreshToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await insertRefreshToken(db, {
    tokenHash: hashOpaqueToken(token),
    sessionId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Opens a session for a user who just proved who they are, and builds the login result. An account
 * with two-factor authentication gets TWO_FACTOR_REQUIRED and a challenge instead, whichever way it
 * signed in, unless the second factor was given (`secondFactorDone`: the /login/2fa exchange, or an
 * auth code a signed-in session made).
 */
export async function startSession(
  deps: Pick<AppDeps, 'events' | 'tokens' | 'db' | 'config'>,
  user: UserRow,
  loginType: string,
  meta: ClientMeta,
  options: { secondFactorDone?: boolean } = {},
): Promise<TLoginResult> {
  if (!options.secondFactorDone && (await hasTwoFactorEnabled(deps.db, user.id)))
    throw appError('TWO_FACTOR_REQUIRED', { data: signChallenge(deps.config, user.id, loginType) });
  const { tokens } = deps;
  const now = new Date();
  // A deleted account is a tombstone nobody signs in to (it has no e-mail, phone or Telegram left).
  if (user.status === 'deleted') throw appError('ACCOUNT_NOT_FOUND');
  return deps.events.transaction(async (tx, emit) => {
    const session = await insertSession(tx, {
      userId: user.id,
      loginType,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    if (!session) throw new Error('session insert returned nothing');
    const refreshToken = await issueRefreshToken(tx, session.id, now);
    // firstLogin is true exactly once: for the sign-in that sets last_login_at the first time.
    // The same write keeps the user's language (what later mails are written in) the sign-in's.
    const firstLogin = await recordSignIn(tx, user.id, now, meta.locale);
    emit({ type: 'session.started', data: { userId: user.id, sessionId: session.id, loginType } });
    // Signing in, by any path, during an account deletion's grace period cancels it (docs/account-deletion.md).
    const cancelled = await cancelScheduledDeletion(tx, user.id, `sign-in:${loginType}`, now);
    if (cancelled) emit({ type: 'account.deletion_cancelled', data: { userId: user.id, deletionId: cancelled.id } });
    const access = await tokens.signAccess({ userId: user.id, sessionId: session.id }, now);
    return {
      token: access.token,
      expiresAt: access.expiresAt,
      refreshToken,
      info: toUserInfo(user),
      firstLogin,
      ...(cancelled && { deletionCancelled: true }),
    };
  });
}

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged is a sign of theft:
 * the whole family (session) is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(
  deps: Pick<AppDeps, 'events' | 'tokens'>,
  presented: string,
): Promise<TTokenPair> {
  const { tokens } = deps;
  const hash = hashOpaqueToken(presented);
  const now = new Date();
  const outcome = await deps.events.transaction(async (tx, emit) => {
    const claimed = await claimRefreshToken(tx, hash, now);
    if (!claimed) {
      const known = await findRefreshTokenSession(tx, hash);
      if (known) await revokeSessionById(tx, emit, known.sessionId, 'refresh_token_reuse');
      return known ? { kind: 'reused' as const, sessionId: known.sessionId } : { kind: 'unknown' as const };
    }
    const session = await findSession(tx, claimed.sessionId);
    if (!session || session.revokedAt || claimed.expiresAt <= now) return { kind: 'dead' as const };
    const status = await findUserStatus(tx, session.userId);
    // Restricted accounts keep their sessions (docs/moderation.md); banned and deleted ones do not.
    if (status !== 'active' && status !== 'restricted') return { kind: 'dead' as const };
    const refreshToken = await issueRefreshToken(tx, session.id, now);
    return { kind: 'ok' as const, refreshToken, userId: session.userId, sessionId: session.id };
  });
  if (outcome.kind !== 'ok') throw appError('UNAUTHORIZED');
  const access = await tokens.signAccess({ userId: outcome.userId, sessionId: outcome.sessionId }, now);
  return { token: access.token, expiresAt: access.expiresAt, refreshToken: outcome.refreshToken };
}

export async function revokeSessionById(tx: Tx, emit: Emit, sessionId: string, reason: string): Promise<void> {
  const revoked = await revokeSession(tx, sessionId, reason);
  if (revoked) emit({ type: 'session.revoked', data: { userId: revoked.userId, sessionId } });
}

/** Signs a user out everywhere, optionally keeping the session making the call. */
export async function revokeUserSessions(
  tx: Tx,
  emit: Emit,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  emit({ type: 'user.sessions_revoked', data: { userId } });
  await revokeSessionsOfUser(tx, userId, reason, keepSessionId);
}

/**
 * findLiveSession for the auth guards, through deps.sessionCache (off unless SESSION_CACHE_MS is
 * set). Whoever revokes a session or changes a users row makes the cache forget it.
 */
export async function findLiveSessionCached(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const remembered = deps.sessionCache.get(sessionId, userId);
  if (remembered) return remembered;
  const stamp = deps.sessionCache.stamp();
  const user = await findLiveSession(deps.db, sessionId, userId);
  if (user) deps.sessionCache.remember(sessionId, user, stamp);
  return user;
}
