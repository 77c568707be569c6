/** One-time auth codes: a signed-in user hands one to another surface, which trades it for a session once. */
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { findUserById } from '../users/users-repo.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import { startSession, type ClientMeta } from './sessions.ts';
import { insertAuthCode, useAuthCode } from './codes-repo.ts';

export const AUTH_CODE_TTL_SECONDS = 120;

export async function createAuthCode(deps: AppDeps, userId: string) {
  const authCode = newOpaqueToken();
  await insertAuthCode(deps.db, {
    codeHash: hashOpaqueToken(authCode),
    userId,
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1000),
  });
  return { authCode, expiresInSeconds: AUTH_CODE_TTL_SECONDS };
}

export async function loginWithAuthCode(deps: AppDeps, authCode: string, meta: ClientMeta): Promise<TLoginResult> {
  const now = new Date();
  const used = await useAuthCode(deps.db, hashOpaqueToken(authCode), now);
  if (!used) throw appError('AUTH_CODE_INVALID');
  const user = await findUserById(deps.db, used.userId);
  if (!user) throw appError('AUTH_CODE_INVALID');
  // A restricted account signs in and reads; a banned one cannot (docs/moderation.md).
  if (user.status === 'banned') throw appError('ACCOUNT_BANNED');
  // The code was made by a signed-in session, which passed the second factor if the account has one.
  return startSession(deps, user, 'auth-code', meta, { secondFactorDone: true });
}
