/**
 * hCaptcha: a checkbox or invisible challenge. Siteverify takes the site key too (a token made for
 * another site of the same account is refused) and answers `success` and `hostname`; Enterprise
 * accounts add `score`, a risk (0.0 safe … 1.0 a bot), turned round here to reCAPTCHA's sense.
 * https://docs.hcaptcha.com/#verify-the-user-response-server-side
 */
import { errorCodes, postSiteverify, stringOr } from './siteverify.ts';
import type { ProviderAnswer, ProviderCheck } from './captcha.ts';

export const hcaptchaCheck: ProviderCheck = async ({ secret, siteKey, verifyUrl, fetch }, token, remoteIp) => {
  const raw = await postSiteverify({
    url: verifyUrl,
    fetch,
    fields: { secret, response: token, remoteip: remoteIp, sitekey: siteKey },
  });
  const risk = typeof raw.score === 'number' ? Math.min(1, Math.max(0, raw.score)) : null;
  return {
    success: raw.success === true,
    score: risk === null ? null : Math.round((1 - risk) * 1000) / 1000,
    // hCaptcha has no actions: the token is good for whichever form sent it.
    action: null,
    hostname: stringOr(raw.hostname),
    errors: errorCodes(raw['error-codes']),
  } satisfies ProviderAnswer;
};
