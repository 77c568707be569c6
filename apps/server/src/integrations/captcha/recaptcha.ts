/**
 * Google reCAPTCHA v3: an invisible, scored token. Siteverify answers `success`, the `score`
 * (0.0 a bot … 1.0 a person), the `action` the page named and the `hostname` it ran on.
 * https://developers.google.com/recaptcha/docs/v3
 */
import { errorCodes, postSiteverify, stringOr } from './siteverify.ts';
import type { ProviderAnswer, ProviderCheck } from './captcha.ts';

export const recaptchaCheck: ProviderCheck = async ({ secret, verifyUrl, fetch }, token, remoteIp) => {
  const raw = await postSiteverify({ url: verifyUrl, fetch, fields: { secret, response: token, remoteip: remoteIp } });
  return {
    success: raw.success === true,
    score: typeof raw.score === 'number' ? raw.score : null,
    action: stringOr(raw.action),
    hostname: stringOr(raw.hostname),
    errors: errorCodes(raw['error-codes']),
  } satisfies ProviderAnswer;
};
