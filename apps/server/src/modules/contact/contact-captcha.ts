/**
 * The contact form's captcha check (docs/security.md, "Captcha"): with a provider configured
 * (CAPTCHA_PROVIDER), a message needs a token that passes for the `contact` action, else
 * CAPTCHA_REQUIRED, CAPTCHA_FAILED or CAPTCHA_UNAVAILABLE; without one every message passes and
 * the per-address budget (CONTACT_PER_HOUR) is the form's only guard.
 */
import { CAPTCHA_ACTIONS } from '@fanlane/contracts/captcha';
import type { AppDeps } from '../../deps.ts';

export type CaptchaAnswer = { token: string | undefined; ip: string | null };

export function checkContactCaptcha(deps: AppDeps, answer: CaptchaAnswer): Promise<void> {
  return deps.captcha.require({ token: answer.token, action: CAPTCHA_ACTIONS.contact, ip: answer.ip });
}
