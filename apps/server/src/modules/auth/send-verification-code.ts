import type { TSendVerificationCodeRequest } from '@fanlane/contracts/auth';
import { VERIFICATION_CODE_RESEND_SECONDS } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { verificationCodeMail } from '../../integrations/mail/templates.ts';
import { findUserByEmail } from '../users/users-repo.ts';
import { issueVerificationCode } from './verification-codes.ts';
import { mailBrand } from './mail-brand.ts';

/**
 * Mails a code. Register refuses a taken email and reset refuses an unknown one, so the form can
 * say so; `/check-email` answers the same question, so this reveals nothing more (both are rate-limited).
 * The mail is in the language of the request that asked for it.
 */
export async function sendVerificationCode(deps: AppDeps, input: TSendVerificationCodeRequest, locale: Locale) {
  const existing = await findUserByEmail(deps.db, input.email);
  if ((input.scene === 'register' || input.scene === 'bind-email' || input.scene === 'change-email') && existing) {
    throw appError('EMAIL_TAKEN');
  }
  if (input.scene === 'reset-password' && !existing) throw appError('ACCOUNT_NOT_FOUND');
  if (existing?.status === 'banned') throw appError('ACCOUNT_BANNED');

  const { code, expiresInSeconds } = await issueVerificationCode(deps.db, deps.tokens, input.email, input.scene);
  await deps.mailer.send(
    verificationCodeMail(mailBrand(deps), locale, input.email, code, input.scene, expiresInSeconds / 60),
  );
  return { expiresInSeconds, resendInSeconds: VERIFICATION_CODE_RESEND_SECONDS };
}
