/** One-time auth codes: a signed-in user hands one to another surface, which trades it for a session once. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { authCodes } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { findUserById } from '../users/users-repo.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import { startSession, type ClientMeta } from './sessions.ts';

export const AUTH_CODE_TTL_SECONDS = 120;

export async function createAuthCode(deps: AppDeps, userId: string) {
  const authCode = newOpaqueToken();
  await deps.db.insert(authCodes).values({
    codeHash: hashOpaqueToken(authCode),
    userId,
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1000),
  });
  return { authCode, expiresInSeconds: AUTH_CODE_TTL_SECONDS };
}

export async function loginWithAuthCode(deps: AppDeps, authCode: string, meta: ClientMeta): Promise<TLoginResult> {
  const now = new Date();
  const [used] = await deps.db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(eq(authCodes.codeHash, hashOpaqueToken(authCode)), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)),
    )
    .returning({ userId: authCodes.userId });
  if (!used) throw appError('AUTH_CODE_INVALID');
  const user = await findUserById(deps.db, used.userId);
  if (!user) throw appError('AUTH_CODE_INVALID');
  if (user.status === 'restricted') throw appError('ACCOUNT_RESTRICTED');
  return startSession(deps, user, 'auth-code', meta);
}
