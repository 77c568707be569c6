/** Two-factor authentication with an authenticator app (TOTP, RFC 6238) and recovery codes (docs/admin-console.md). */
import { z } from 'zod';

/** Digits of a code and seconds per step: what every authenticator app uses by default. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes an enrolment (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in's second-factor challenge stays good. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 300;

/**
 * A code from the app (6 digits) or a recovery code (xxxxx-xxxxx); spaces and dashes the user
 * typed are ignored by the server.
 */
export const ZSecondFactorCode = z.string().trim().min(6).max(32);

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** When the enrolment was confirmed. */
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
  /** Whether the caller's role makes two-factor authentication required (staff). */
  required: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** A new secret, not yet in force: shown as a QR code of `uri` and as text, confirmed with a first code. */
export const ZTwoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZTwoFactorConfirmRequest = z.object({ code: ZSecondFactorCode });
export type TTwoFactorConfirmRequest = z.infer<typeof ZTwoFactorConfirmRequest>;

/** Shown once: only their hashes are kept. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** Turning it off, or new recovery codes: the account's password, or a current code (app or recovery). */
export const ZTwoFactorProofRequest = z
  .object({ password: z.string().max(128).optional(), code: ZSecondFactorCode.optional() })
  .refine((v) => Boolean(v.password) || Boolean(v.code), { message: 'password or code', path: ['code'] });
export type TTwoFactorProofRequest = z.infer<typeof ZTwoFactorProofRequest>;

/** The `data` of TWO_FACTOR_REQUIRED: the sign-in is half done. */
export const ZTwoFactorChallenge = z.object({ challenge: z.string(), expiresAt: z.number() });
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** The second step of a sign-in: the challenge and a code from the app or a recovery code. */
export const ZLoginSecondFactorRequest = z.object({ challenge: z.string().min(1).max(1024), code: ZSecondFactorCode });
export type TLoginSecondFactorRequest = z.infer<typeof ZLoginSecondFactorRequest>;
