/**
 * Captcha checks behind one interface (docs/security.md, "Captcha"): reCAPTCHA v3, hCaptcha or
 * Cloudflare Turnstile, each verifying the browser's token server-side against the provider's
 * siteverify endpoint (CAPTCHA_VERIFY_URL points it elsewhere, as the tests do). Off by default:
 * with no CAPTCHA_PROVIDER every check passes.
 *
 * A token passes when the provider says it is valid, was made for the action asked (reCAPTCHA and
 * Turnstile name the action inside the token) and, where the provider scores, scored at least
 * CAPTCHA_MIN_SCORE. Tokens are single-use at every provider: checking one spends it.
 */
import type { TCaptchaProvider, TCaptchaVerdict } from '@fanlane/contracts/captcha';
import type { Config } from '../../config.ts';
import { appError } from '../../http/app-error.ts';
import { hcaptchaCheck } from './hcaptcha.ts';
import { recaptchaCheck } from './recaptcha.ts';
import { SiteverifyUnavailable } from './siteverify.ts';
import { turnstileCheck } from './turnstile.ts';

export type CaptchaSettings = NonNullable<Config['captcha']>;

/** What a provider's siteverify said, in one shape; `score` is 0 (a bot) … 1 (a person) or null. */
export type ProviderAnswer = {
  success: boolean;
  score: number | null;
  action: string | null;
  hostname: string | null;
  errors: string[];
};

export type ProviderCheck = (
  settings: CaptchaSettings & { fetch?: typeof fetch },
  token: string,
  remoteIp: string | null,
) => Promise<ProviderAnswer>;

const CHECKS: Record<TCaptchaProvider, ProviderCheck> = {
  recaptcha: recaptchaCheck,
  hcaptcha: hcaptchaCheck,
  turnstile: turnstileCheck,
};

export type CaptchaCheck = { token: string; action?: string | undefined; ip: string | null };

export type Captcha = {
  /** The configured provider, or null when captcha is off. */
  readonly provider: TCaptchaProvider | null;
  /** The provider's verdict on a token; throws CAPTCHA_UNAVAILABLE when the provider cannot be asked. */
  verify(check: CaptchaCheck): Promise<TCaptchaVerdict>;
  /**
   * For the guarded calls: nothing when captcha is off or the token passes; else CAPTCHA_REQUIRED
   * (no token), CAPTCHA_FAILED (refused, `data.errors` says why) or CAPTCHA_UNAVAILABLE.
   */
  require(check: Omit<CaptchaCheck, 'token'> & { token: string | null | undefined }): Promise<void>;
};

const OFF: TCaptchaVerdict = {
  provider: 'none',
  passed: true,
  score: null,
  minScore: null,
  action: null,
  hostname: null,
  errors: [],
};

export function createCaptcha(settings: Config['captcha'], options: { fetch?: typeof fetch } = {}): Captcha {
  if (!settings) {
    return {
      provider: null,
      verify: () => Promise.resolve(OFF),
      require: () => Promise.resolve(),
    };
  }
  const check = CHECKS[settings.provider];
  const verify = async ({ token, action, ip }: CaptchaCheck): Promise<TCaptchaVerdict> => {
    let answer: ProviderAnswer;
    try {
      answer = await check({ ...settings, fetch: options.fetch }, token, ip);
    } catch (err) {
      if (err instanceof SiteverifyUnavailable) throw appError('CAPTCHA_UNAVAILABLE', { cause: err });
      throw err;
    }
    const errors = [...answer.errors];
    // A token made for another form (the provider names the action) is not good for this one.
    if (answer.success && action && answer.action !== null && answer.action !== action) errors.push('action-mismatch');
    if (answer.success && answer.score !== null && answer.score < settings.minScore) errors.push('score-too-low');
    return {
      provider: settings.provider,
      passed: answer.success && errors.length === answer.errors.length,
      score: answer.score,
      minScore: settings.minScore,
      action: answer.action,
      hostname: answer.hostname,
      errors,
    };
  };
  return {
    provider: settings.provider,
    verify,
    async require({ token, action, ip }) {
      if (!token) throw appError('CAPTCHA_REQUIRED');
      const verdict = await verify({ token, action, ip });
      if (!verdict.passed) throw appError('CAPTCHA_FAILED', { data: { errors: verdict.errors } });
    },
  };
}
