import type { TLoginPasswordRequest, TLoginResult } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { findUserByEmail } from '../users/users-repo.ts';
import { verifyPassword } from './passwords.ts';
import { startSession, type ClientMeta } from './sessions.ts';

/** Unknown email and wrong password give the same answer in the same time. */
export async function loginWithPassword(
  deps: AppDeps,
  input: TLoginPasswordRequest,
  meta: ClientMeta,
): Promise<TLoginResult> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw appError('INVALID_CREDENTIALS');
  // A restricted account signs in and reads; a banned one cannot (docs/moderation.md).
  if (user.status === 'banned') throw appError('ACCOUNT_BANNED');
  return startSession(deps, user, 'password', meta);
}
