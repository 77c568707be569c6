import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';

/** A failure the user should hear about, by catalogue name; the handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly key: string;

  constructor(
    readonly errorName: ErrorName,
    readonly options: {
      params?: Record<string, string>;
      data?: unknown;
      cause?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const entry = ERRORS[errorName];
    super(entry.key, { cause: options.cause });
    this.code = entry.code;
    this.status = entry.status;
    this.key = entry.key;
  }
}

export const appError = (name: ErrorName, options?: AppError['options']) => new AppError(name, options);

/** A 422 naming one field, for rules only the use-case can check (ownership of ids, cursors). */
export const invalidField = (field: string, message: string) =>
  appError('VALIDATION', { params: { fields: field }, data: { fields: [{ field, message }] } });
