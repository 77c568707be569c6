import type { z } from 'zod';
import type { ZUpdatePasswordRequest } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { setCredentials } from '../users/users-repo.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from './guards.ts';
import { passwordChangedMail } from '../../integrations/mail/templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { mailBrand } from './mail-brand.ts';

/**
 * Changes the password. Accounts that have one must give it; accounts made without one (code or
 * Telegram sign-in) set their first. Other sessions are signed out, this one stays.
 */
export async function updatePassword(deps: AppDeps, caller: Caller, input: z.infer<typeof ZUpdatePasswordRequest>) {
  const { user } = caller;
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.oldPassword ?? ''))) {
    throw appError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.password);
  await deps.events.transaction(async (tx, emit) => {
    await setCredentials(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, emit, user.id, 'password_changed', caller.sessionId);
  });
  if (user.email) await deps.mailer.send(passwordChangedMail(mailBrand(deps), user.locale, user.email));
  return { ok: true as const };
}
