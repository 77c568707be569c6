import { VERIFICATION_CODE_RESEND_SECONDS } from '@fanlane/contracts/auth';
import type { Locale } from '@fanlane/contracts/locales';
import {
  PHONE_CODE_SCENES,
  PHONE_CODES_PER_HOUR,
  type TSendPhoneCodeRequest,
  type TSendPhoneCodeResponse,
} from '@fanlane/contracts/phone';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { verificationCodeText } from '../../integrations/sms/sms-strings.ts';
import { findUserByPhone } from '../users/users-repo.ts';
import type { Caller } from './guards.ts';
import { countCodesIssuedSince } from './codes-repo.ts';
import { issueVerificationCode } from './verification-codes.ts';
import { textableE164 } from './phone-numbers.ts';

/**
 * Texts a 6-digit code: for signing in (an unknown number gets an account when the code comes
 * back) or for binding the number to the signed-in caller. The mailed code's rules hold (expiry,
 * tries, resend cooldown), and a number gets at most PHONE_CODES_PER_HOUR texts an hour, since
 * each costs money and floods of them are a known fraud. The text is in the request's language.
 */
export async function sendPhoneCode(
  deps: AppDeps,
  caller: Caller | null,
  input: TSendPhoneCodeRequest,
  locale: Locale,
): Promise<TSendPhoneCodeResponse> {
  const phone = textableE164(input.phone, input.country);
  const holder = await findUserByPhone(deps.db, phone);
  if (input.scene === 'bind-phone') {
    if (!caller) throw appError('UNAUTHORIZED');
    if (holder?.id === caller.user.id) throw appError('PHONE_SAME');
    if (holder) throw appError('PHONE_TAKEN');
  } else if (holder?.status === 'banned') {
    throw appError('ACCOUNT_BANNED');
  }
  const hourAgo = new Date(Date.now() - 3_600_000);
  if ((await countCodesIssuedSince(deps.db, phone, PHONE_CODE_SCENES, hourAgo)) >= PHONE_CODES_PER_HOUR) {
    throw appError('PHONE_CODE_LIMIT', { headers: { 'retry-after': '3600' } });
  }

  const { code, expiresInSeconds } = await issueVerificationCode(deps.db, deps.tokens, phone, input.scene);
  const brand = { name: deps.config.brandName, host: new URL(deps.config.publicUrl).host };
  try {
    await deps.sms.send({ to: phone, text: verificationCodeText(brand, locale, code, expiresInSeconds / 60) });
  } catch (err) {
    deps.log.warn({ err }, 'a texted code was not sent');
    throw appError('SMS_NOT_SENT', { cause: err });
  }
  return { phone, expiresInSeconds, resendInSeconds: VERIFICATION_CODE_RESEND_SECONDS };
}
