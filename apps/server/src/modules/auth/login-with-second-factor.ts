/** The second step of a sign-in of an account with 2FA: the challenge and a code give the session. */
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { findUserById } from '../users/users-repo.ts';
import { startSession, type ClientMeta } from './sessions.ts';
import { readChallenge, spendSecondFactor } from './two-factor.ts';

/** Whose sign-in the challenge continues (checked first, so the code's guesses count against that account). */
export async function challengedAccount(
  deps: AppDeps,
  challenge: string,
): Promise<{ user: UserRow; loginType: string }> {
  const { userId, loginType } = readChallenge(deps.config, challenge);
  const user = await findUserById(deps.db, userId);
  if (!user) throw appError('TWO_FACTOR_CHALLENGE_INVALID');
  return { user, loginType };
}

export async function loginWithSecondFactor(
  deps: AppDeps,
  signIn: { user: UserRow; loginType: string },
  code: string,
  meta: ClientMeta,
): Promise<TLoginResult> {
  const { user, loginType } = signIn;
  // As the first step: an account restricted meanwhile does not get its session.
  // A restricted account signs in and reads; a banned one cannot (docs/moderation.md).
  if (user.status === 'banned') throw appError('ACCOUNT_BANNED');
  await spendSecondFactor(deps, user.id, code);
  return startSession(deps, user, loginType, meta, { secondFactorDone: true });
}
