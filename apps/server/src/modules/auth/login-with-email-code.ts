import type { TLoginEmailCodeRequest, TLoginResult } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createUser, findUserByEmail } from '../users/users-repo.ts';
import { markEmailVerified } from '../users/account-settings-repo.ts';
import { consumeVerificationCode } from './verification-codes.ts';
import { startSession, type ClientMeta } from './sessions.ts';

/**
 * Passwordless sign-in with a code mailed for the `login` scene. A new email gets an account on the
 * spot (no password yet; one can be set later), as passwordless sign-in usually works.
 */
export async function loginWithEmailCode(
  deps: AppDeps,
  input: TLoginEmailCodeRequest,
  meta: ClientMeta,
): Promise<TLoginResult> {
  await consumeVerificationCode(deps.db, deps.tokens, input.email, 'login', input.code);
  let user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    try {
      user = await createUser(deps.db, deps.addresses, {
        email: input.email,
        displayName: input.displayName,
        emailVerified: true,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      user = await findUserByEmail(deps.db, input.email);
    }
  }
  if (!user) throw appError('ACCOUNT_NOT_FOUND');
  // A restricted account signs in and reads; a banned one cannot (docs/moderation.md).
  if (user.status === 'banned') throw appError('ACCOUNT_BANNED');
  // The code came to this inbox: an account whose e-mail nobody had proven yet has it proven now.
  if (!user.emailVerifiedAt && (await markEmailVerified(deps.db, user.id, input.email, new Date()))) {
    user = { ...user, emailVerifiedAt: new Date() };
  }
  return startSession(deps, user, 'email-code', meta);
}
