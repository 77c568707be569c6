import type { TLoginResult } from '@fanlane/contracts/auth';
import type { TLoginPhoneRequest } from '@fanlane/contracts/phone';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createUser, findUserByPhone } from '../users/users-repo.ts';
import { consumeVerificationCode } from './verification-codes.ts';
import { startSession, type ClientMeta } from './sessions.ts';
import { textableE164 } from './phone-numbers.ts';

/**
 * /loginPhone: the texted code signs in the account holding the number, or makes one for a new
 * number on the spot, as the mailed code does for a new e-mail.
 */
export async function loginWithPhoneCode(
  deps: AppDeps,
  input: TLoginPhoneRequest,
  meta: ClientMeta,
): Promise<TLoginResult> {
  const phone = textableE164(input.phone, input.country);
  await consumeVerificationCode(deps.db, deps.tokens, phone, 'phone-login', input.code);
  let user = await findUserByPhone(deps.db, phone);
  if (!user) {
    try {
      user = await createUser(deps.db, deps.addresses, {
        phone,
        displayName: input.displayName,
        ...(meta.locale && { locale: meta.locale }),
      });
    } catch (err) {
      // The same number signing in twice at once: the other request made the account.
      if (!isUniqueViolation(err)) throw err;
      user = await findUserByPhone(deps.db, phone);
    }
  }
  if (!user) throw appError('ACCOUNT_NOT_FOUND');
  // A restricted account signs in and reads; a banned one cannot (docs/moderation.md).
  if (user.status === 'banned') throw appError('ACCOUNT_BANNED');
  return startSession(deps, user, 'phone-code', meta);
}
