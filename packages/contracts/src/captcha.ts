/**
 * Captcha (docs/security.md, "Captcha"): which providers the server can check tokens with, the
 * actions a token is asked for, and the spec's `/{product}/recaptcha/score` call.
 */
import { z } from 'zod';

export const CAPTCHA_PROVIDERS = ['recaptcha', 'hcaptcha', 'turnstile'] as const;
export type TCaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/**
 * What a token is asked for. reCAPTCHA v3 and Turnstile carry the action inside the token, and the
 * server refuses a token made for another action (a contact-form token cannot open an account).
 */
export const CAPTCHA_ACTIONS = {
  register: 'register',
  resetPassword: 'reset_password',
  contact: 'contact',
} as const;
export type TCaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

/** A provider's token: long opaque strings (reCAPTCHA's run to about 2,000 characters). */
export const ZCaptchaToken = z.string().min(1).max(4_096);

/** What the browser learns from the page's runtime config: the provider and its public site key. */
export const ZCaptchaPublicConfig = z.object({ provider: z.enum(CAPTCHA_PROVIDERS), siteKey: z.string().min(1) });
export type TCaptchaPublicConfig = z.infer<typeof ZCaptchaPublicConfig>;

export const ZCaptchaScoreRequest = z.object({
  token: ZCaptchaToken,
  /** The action the token was made for; reCAPTCHA's rule: letters, digits, slashes and underscores. */
  action: z
    .string()
    .regex(/^[A-Za-z0-9_/]{1,100}$/)
    .optional(),
});
export type TCaptchaScoreRequest = z.infer<typeof ZCaptchaScoreRequest>;

export const ZCaptchaVerdict = z.object({
  /** `none`: no provider is configured, and every check passes. */
  provider: z.enum([...CAPTCHA_PROVIDERS, 'none']),
  /** Whether the token would be accepted by the guarded calls: valid, for the action asked, scored at least `minScore`. */
  passed: z.boolean(),
  /** reCAPTCHA v3's 0.0 (a bot) to 1.0 (a person); hCaptcha Enterprise's risk turned the same way round; null otherwise. */
  score: z.number().min(0).max(1).nullable(),
  minScore: z.number().min(0).max(1).nullable(),
  /** The action the provider says the token was made for (reCAPTCHA, Turnstile). */
  action: z.string().nullable(),
  hostname: z.string().nullable(),
  /** The provider's error codes (`invalid-input-response`, `timeout-or-duplicate`…), plus ours: `action-mismatch`, `score-too-low`. */
  errors: z.array(z.string()),
});
export type TCaptchaVerdict = z.infer<typeof ZCaptchaVerdict>;
