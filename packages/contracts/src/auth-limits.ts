/**
 * The sign-in limits, without the schemas: the web's sign-in forms import these from here, so
 * /login's first view does not load zod (auth.ts re-exports them for everything else).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const VERIFICATION_CODE_LENGTH = 6;
/** How long an e-mailed code lives, and how many wrong tries it takes before it dies. */
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same email and purpose can be asked for after this many seconds. */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
