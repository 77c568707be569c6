/**
 * Validation messages of the auth forms. The contracts' schemas decide what is valid; this maps a
 * failure of each kind of field to one translated sentence, and passes server messages through.
 */
import type { FieldError } from 'react-hook-form';
import type { TFunction } from '#i18n';
import { PASSWORD_MAX, PASSWORD_MIN, VERIFICATION_CODE_LENGTH } from '@fanlane/contracts/auth-limits';
import { ApiError } from '../../../shared/lib/request';

export type FieldKind = 'email' | 'password' | 'newPassword' | 'code' | 'confirm' | 'displayName' | 'bio';

/** Errors set from a server answer carry this type and are shown as they came. */
export const SERVER_ERROR = 'server';

export function fieldErrorText(t: TFunction, kind: FieldKind, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  switch (kind) {
    case 'email':
      return t('validation.email');
    case 'password':
      return t('validation.passwordRequired');
    case 'newPassword':
      return t('validation.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    case 'code':
      return t('validation.code', { length: VERIFICATION_CODE_LENGTH });
    case 'confirm':
      return t('validation.passwordMismatch');
    case 'displayName':
      return t('validation.displayName');
    case 'bio':
      return t('validation.bio');
  }
}

export function passwordRulesHint(t: TFunction): string {
  return t('validation.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

/** Codes of the catalogue that belong to one field of the auth forms rather than the whole form. */
const CODE_FIELD_CODES = new Set([101006, 101007, 101040]);
const EMAIL_FIELD_CODES = new Set([101011, 101029, 101033, 101034]);

export type ServerErrorTarget = 'code' | 'email' | 'root';

export function serverErrorTarget(error: unknown): ServerErrorTarget {
  if (!(error instanceof ApiError)) return 'root';
  if (CODE_FIELD_CODES.has(error.code)) return 'code';
  if (EMAIL_FIELD_CODES.has(error.code)) return 'email';
  return 'root';
}

/** The field a failed call belongs to (the code or the email), or null for the form itself. */
export function codeOrEmailField(error: unknown): 'code' | 'email' | null {
  const target = serverErrorTarget(error);
  return target === 'root' ? null : target;
}
