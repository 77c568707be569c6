/**
 * Phone sign-in and binding (docs/phone-login.md). A number travels as typed, with the country the
 * picker shows; the server normalises it to E.164 and is the judge of what it accepts.
 */
import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { ZDisplayName } from './display-name.ts';
import { ZFromDomain, ZVerificationCode } from './auth.ts';

/** Texts one number may be sent in an hour, whatever the cooldown between two (VERIFICATION_CODE_RESEND_SECONDS). */
export const PHONE_CODES_PER_HOUR = 5;

/** What a phone code is for; stored beside the mailed codes' purposes, never confused with them. */
export const PHONE_CODE_SCENES = ['phone-login', 'bind-phone'] as const;
export type TPhoneCodeScene = (typeof PHONE_CODE_SCENES)[number];

/** The number as typed: digits with spaces, dashes, dots, brackets, a leading + (E.164 or national). */
export const ZPhoneNumber = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^\+?[\d\s().-]+$/, 'phone');
/** The picker's country (ISO 3166-1 alpha-2), for a number typed without its +calling code. */
export const ZPhoneCountry = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'country');

const phone = { phone: ZPhoneNumber, country: ZPhoneCountry.optional() };

export const ZSendPhoneCodeRequest = z.object({ ...phone, scene: z.enum(PHONE_CODE_SCENES) });
export type TSendPhoneCodeRequest = z.infer<typeof ZSendPhoneCodeRequest>;
export const ZSendPhoneCodeResponse = z.object({
  /** The number the code went to, in E.164 (+15551234567). */
  phone: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type TSendPhoneCodeResponse = z.infer<typeof ZSendPhoneCodeResponse>;

export const ZLoginPhoneRequest = z.object({
  ...phone,
  code: ZVerificationCode,
  fromDomain: ZFromDomain,
  /** Used only when this sign-in creates the account. */
  displayName: ZDisplayName.optional(),
});
export type TLoginPhoneRequest = z.infer<typeof ZLoginPhoneRequest>;

export const ZBindPhoneRequest = z.object({ ...phone, code: ZVerificationCode });
export type TBindPhoneRequest = z.infer<typeof ZBindPhoneRequest>;

/** The caller's bound number (E.164), or null. */
export const ZPhoneState = z.object({ phone: z.string().nullable() });
export type TPhoneState = z.infer<typeof ZPhoneState>;

/**
 * The number in E.164 when it could be one (by length, for the picker's country), else null: the
 * form's quick check. The server checks again with the full metadata (which also knows landlines).
 */
export function phoneToE164(number: string, country?: string): string | null {
  const parsed = parsePhoneNumberFromString(number, country as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** +14155552671 as people read it: +1 415 555 2671. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
