import type { z } from 'zod';
import type { ZResetPasswordRequest } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import { CAPTCHA_ACTIONS } from '@fanlane/contracts/captcha';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { passwordChangedMail } from '../../integrations/mail/templates.ts';
import { findUserByEmail, setCredentials } from '../users/users-repo.ts';
import { markEmailVerified } from '../users/account-settings-repo.ts';
import { consumeVerificationCode } from './verification-codes.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { mailBrand } from './mail-brand.ts';

/** Forgotten password: a code from the mailbox sets a new one and signs every session out. */
export async function resetPassword(
  deps: AppDeps,
  input: z.infer<typeof ZResetPasswordRequest>,
  locale: Locale,
  ip: string | null = null,
) {
  // First, so a bot learns nothing (not even whether the account exists) without passing it.
  await deps.captcha.require({ token: input.captchaToken, action: CAPTCHA_ACTIONS.resetPassword, ip });
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw appError('ACCOUNT_NOT_FOUND');
  await consumeVerificationCode(deps.db, deps.tokens, input.email, 'reset-password', input.code);
  const passwordHash = await hashPassword(input.password);
  await deps.events.transaction(async (tx, emit) => {
    await setCredentials(tx, user.id, { passwordHash });
    // The code came to this inbox: the e-mail is proven too.
    await markEmailVerified(tx, user.id, input.email, new Date());
    await revokeUserSessions(tx, emit, user.id, 'password_reset');
  });
  await deps.mailer.send(passwordChangedMail(mailBrand(deps), locale, input.email));
  return { ok: true as const };
}
