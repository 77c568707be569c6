/**
 * `/settings/account/verifyEmail`: a signed-in user whose e-mail nobody has proven yet asks for a
 * code at their own address and enters it. The code is the sign-in code's: the same length,
 * lifetime, resend wait and tries, with the same refusals.
 */
import { VERIFICATION_CODE_RESEND_SECONDS } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { verificationCodeMail } from '../../integrations/mail/templates.ts';
import { markEmailVerified } from '../users/account-settings-repo.ts';
import type { Caller } from './guards.ts';
import { mailBrand } from './mail-brand.ts';
import { burnVerificationCode, checkVerificationCode, issueVerificationCode } from './verification-codes.ts';

const SCENE = 'verify-email';

/** The caller's e-mail while it still needs proving; refused when there is none, or it is proven. */
function emailToVerify(caller: Caller): string {
  const { email, emailVerifiedAt } = caller.user;
  if (!email) throw appError('EMAIL_REQUIRED');
  if (emailVerifiedAt) throw appError('EMAIL_ALREADY_VERIFIED');
  return email;
}

export async function sendEmailVerification(deps: AppDeps, caller: Caller, locale: Locale) {
  const email = emailToVerify(caller);
  const { code, expiresInSeconds } = await issueVerificationCode(deps.db, deps.tokens, email, SCENE);
  await deps.mailer.send(verificationCodeMail(mailBrand(deps), locale, email, code, SCENE, expiresInSeconds / 60));
  return { expiresInSeconds, resendInSeconds: VERIFICATION_CODE_RESEND_SECONDS };
}

export async function confirmEmailVerification(deps: AppDeps, caller: Caller, code: string) {
  const email = emailToVerify(caller);
  const codeId = await checkVerificationCode(deps.db, deps.tokens, email, SCENE, code);
  await deps.events.transaction(async (tx, emit) => {
    await burnVerificationCode(tx, codeId);
    // Not marked: the e-mail changed or was proven meanwhile, and either way is proven now.
    if (!(await markEmailVerified(tx, caller.user.id, email, new Date()))) throw appError('EMAIL_ALREADY_VERIFIED');
    emit({ type: 'user.changed', data: { userId: caller.user.id } });
  });
  return { emailVerified: true as const };
}
