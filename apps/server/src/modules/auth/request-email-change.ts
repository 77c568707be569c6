import type { z } from 'zod';
import type { ZEmailChangeRequest } from '@fanlane/contracts/auth';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from './guards.ts';
import { emailChangeConfirmMail } from '../../integrations/mail/templates.ts';
import { findUserByEmail } from '../users/users-repo.ts';
import { verifyPassword } from './passwords.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.ts';
import { insertEmailChange } from './email-changes-repo.ts';
import { mailBrand } from './mail-brand.ts';

export const EMAIL_CHANGE_CONFIRM_HOURS = 24;

/** Step one of an email change: prove it is you (password, when set), then confirm from the new inbox. */
export async function requestEmailChange(deps: AppDeps, caller: Caller, input: z.infer<typeof ZEmailChangeRequest>) {
  const { user } = caller;
  if (user.email === input.newEmail) throw appError('SAME_EMAIL');
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? '')))
    throw appError('WRONG_PASSWORD');
  if (await findUserByEmail(deps.db, input.newEmail)) throw appError('EMAIL_TAKEN');
  const token = newOpaqueToken();
  await insertEmailChange(deps.db, {
    userId: user.id,
    oldEmail: user.email,
    newEmail: input.newEmail,
    confirmTokenHash: hashOpaqueToken(token),
    confirmExpiresAt: new Date(Date.now() + EMAIL_CHANGE_CONFIRM_HOURS * 3600_000),
  });
  await deps.mailer.send(emailChangeConfirmMail(mailBrand(deps), user.locale, input.newEmail, token));
  return { ok: true as const };
}
