/**
 * Cloudflare Turnstile: a mostly invisible challenge. Siteverify answers `success`, the `action`
 * the widget was rendered with and the `hostname`; there is no score.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
import { randomUUID } from 'node:crypto';
import { errorCodes, postSiteverify, stringOr } from './siteverify.ts';
import type { ProviderAnswer, ProviderCheck } from './captcha.ts';

export const turnstileCheck: ProviderCheck = async ({ secret, verifyUrl, fetch }, token, remoteIp) => {
  const raw = await postSiteverify({
    url: verifyUrl,
    fetch,
    // The idempotency key lets Cloudflare answer a retried check of the same token the same way.
    fields: { secret, response: token, remoteip: remoteIp, idempotency_key: randomUUID() },
  });
  return {
    success: raw.success === true,
    score: null,
    action: stringOr(raw.action),
    hostname: stringOr(raw.hostname),
    errors: errorCodes(raw['error-codes']),
  } satisfies ProviderAnswer;
};
