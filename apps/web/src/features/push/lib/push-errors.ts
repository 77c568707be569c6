/**
 * The push errors of spec section 8, each shown in the user's language (`push.errors.<code>`):
 * notifications blocked, a browser without Web Push, a subscription that could not be made or
 * bound, one that could not be removed; and this server having no push set up.
 */
export const PUSH_ERROR_CODES = [
  'permission-blocked',
  'unsupported-browser',
  'token-subscribe-failed',
  'token-unsubscribe-failed',
  'push-not-configured',
] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number];

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'PushError';
  }
}

/** The code of any failure of a push step: its own, else `fallback`. */
export function pushErrorCode(error: unknown, fallback: PushErrorCode): PushErrorCode {
  return error instanceof PushError ? error.code : fallback;
}

/** `promise`, or a PushError `code` once `ms` have passed (spec section 9: push calls time out). */
export function withTimeout<T>(promise: Promise<T>, ms: number, code: PushErrorCode): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(code, { cause: new Error(`timed out after ${ms} ms`) })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
