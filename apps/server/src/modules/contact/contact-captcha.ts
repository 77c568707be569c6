/**
 * The contact form's captcha hook. The captcha provider (reCAPTCHA v3, hCaptcha or Turnstile,
 * issue 16's captcha part) is not built yet, so today every message passes: the per-address rate
 * limit (CONTACT_PER_HOUR) is the form's only guard. When the provider lands, this function checks
 * `token` with it when one is configured and throws its catalogue error on a failed check; the web
 * form already sends `captchaToken` once it has one (docs/operator-pages.md, "Captcha").
 */
import type { AppDeps } from '../../deps.ts';

export type CaptchaAnswer = { token: string | undefined; ip: string | null };

export function checkContactCaptcha(_deps: AppDeps, _answer: CaptchaAnswer): Promise<void> {
  return Promise.resolve();
}
