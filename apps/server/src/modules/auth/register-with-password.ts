import type { TLoginResult, TRegisterPasswordRequest } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createUser, findUserByEmail } from '../users/users-repo.ts';
import { consumeVerificationCode } from './verification-codes.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type ClientMeta } from './sessions.ts';

export async function registerWithPassword(deps: AppDeps, input: TRegisterPasswordRequest, meta: ClientMeta): Promise<TLoginResult> {
  if (await findUserByEmail(deps.db, input.email)) throw appError('EMAIL_TAKEN');
  await consumeVerificationCode(deps.db, deps.tokens, input.email, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await createUser(deps.db, deps.addresses, { email: input.email, passwordHash });
    return await startSession(deps.db, deps.tokens, user, 'password', meta);
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
    throw err;
  }
}
