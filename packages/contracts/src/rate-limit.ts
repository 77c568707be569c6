/**
 * The spec's `/rate/limit/pre-access` and `/rate/limit/access` (docs/rate-limits.md): named budgets
 * of expensive actions, counted per caller (the signed-in user, else the address) in a fixed window.
 * `pre-access` asks whether the action may run now without spending; `access` spends one unit, as
 * the guarded call itself does when it runs.
 */
import { z } from 'zod';

/**
 * - `email-code`: mailed codes (sign-up, sign-in, password reset, e-mail change and verification); EMAIL_CODES_PER_IP_PER_HOUR
 * - `sms-code`: texted codes (phone sign-in and binding); SMS_CODES_PER_IP_PER_HOUR
 * - `contact`: contact form messages; CONTACT_PER_HOUR
 */
export const RATE_ACTIONS = ['email-code', 'sms-code', 'contact'] as const;
export type TRateAction = (typeof RATE_ACTIONS)[number];

export const ZRateLimitRequest = z.object({ action: z.enum(RATE_ACTIONS) });
export type TRateLimitRequest = z.infer<typeof ZRateLimitRequest>;

export const ZRateLimitState = z.object({
  action: z.enum(RATE_ACTIONS),
  /** Whether one more may run now (for `access`: whether this one was spent). */
  allowed: z.boolean(),
  /** The budget of one window. */
  limit: z.number().int().min(1),
  /** Units left in the current window, after this call. */
  remaining: z.number().int().min(0),
  /** 0 while units remain; else the seconds until the window resets. */
  retryAfterSeconds: z.number().int().min(0),
  windowSeconds: z.number().int().min(1),
});
export type TRateLimitState = z.infer<typeof ZRateLimitState>;
