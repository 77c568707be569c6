import type { TLoginResult, TRegisterPasswordRequest } from '@fanlane/contracts/auth';
import { CAPTCHA_ACTIONS } from '@fanlane/contracts/captcha';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createUser, findUserByEmail } from '../users/users-repo.ts';
import { burnVerificationCode, checkVerificationCode } from './verification-codes.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type ClientMeta } from './sessions.ts';

export async function registerWithPassword(
  deps: AppDeps,
  input: TRegisterPasswordRequest,
  meta: ClientMeta,
): Promise<TLoginResult> {
  // First, so a bot learns nothing (not even whether the e-mail is taken) without passing it.
  await deps.captcha.require({ token: input.captchaToken, action: CAPTCHA_ACTIONS.register, ip: meta.ip });
  if (await findUserByEmail(deps.db, input.email)) throw appError('EMAIL_TAKEN');
  const codeId = await checkVerificationCode(deps.db, deps.tokens, input.email, 'register', input.code).catch(
    async (err: unknown) => {
      // A concurrent sign-up may have just used the code and created the account.
      if (await findUserByEmail(deps.db, input.email)) throw appError('EMAIL_TAKEN');
      throw err;
    },
  );
  const passwordHash = await hashPassword(input.password);
  // The account and the use of the code commit together, account first: of two concurrent sign-ups
  // for one email the unique email index lets one through and tells the other the email is taken.
  const user = await deps.db
    .transaction(async (tx) => {
      const created = await createUser(tx, deps.addresses, {
        email: input.email,
        passwordHash,
        displayName: input.displayName,
        emailVerified: true,
      });
      await burnVerificationCode(tx, codeId);
      return created;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
      throw err;
    });
  return startSession(deps, user, 'password', meta);
}
