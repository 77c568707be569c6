/** What a failed call tells the user: its sentence for a whole form, and its 422 issues for single fields. */
import type { TFunction } from '#i18n';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TFieldIssue } from '@fanlane/contracts/envelope';
import { ApiError } from './request';

/** The server's own sentence when it sent one, else the generic one. */
export function serverErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return t('errors.default');
}

/** The failing fields of a validation error (422); none for any other failure. */
export function validationIssues(error: unknown): TFieldIssue[] {
  if (!(error instanceof ApiError) || error.code !== ERRORS.VALIDATION.code) return [];
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (issue): issue is TFieldIssue =>
      typeof issue === 'object' && issue !== null && typeof (issue as TFieldIssue).field === 'string',
  );
}

/** The server said there is no such thing (or none the caller may see): show it as gone, not as a failure to retry. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERRORS.NOT_FOUND.code;

/** The thing is there but locked for this viewer (a paid or subscribers-only post's comments, say). */
export const isContentLocked = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERRORS.CONTENT_LOCKED.code;
