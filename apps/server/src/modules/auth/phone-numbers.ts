/**
 * A phone number as the server accepts it: parsed with libphonenumber-js's full metadata, in
 * E.164, and of a kind that takes text messages. The web's quick check (contracts/phone.ts) only
 * knows lengths; this is the judge.
 */
import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import { appError } from '../../http/app-error.ts';

/**
 * Kinds that receive texts. FIXED_LINE_OR_MOBILE: countries (the US, Canada) whose numbers do not
 * say; the provider finds out. Landlines, toll-free, premium-rate, shared-cost, pagers and
 * voicemail do not.
 */
const TEXTABLE: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

export function textableE164(phone: string, country?: string): string {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode | undefined);
  if (!parsed?.isValid()) throw appError('PHONE_INVALID');
  const type = parsed.getType();
  if (!type || !TEXTABLE.has(type)) throw appError('PHONE_UNSUPPORTED');
  return parsed.number;
}
