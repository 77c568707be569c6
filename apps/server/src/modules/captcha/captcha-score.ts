import type { TCaptchaScoreRequest, TCaptchaVerdict } from '@fanlane/contracts/captcha';
import type { AppDeps } from '../../deps.ts';

/** The provider's verdict; with captcha off, `provider: 'none'` and passed. CAPTCHA_UNAVAILABLE when it cannot be asked. */
export function captchaScore(deps: AppDeps, input: TCaptchaScoreRequest, ip: string | null): Promise<TCaptchaVerdict> {
  return deps.captcha.verify({ token: input.token, action: input.action, ip });
}
