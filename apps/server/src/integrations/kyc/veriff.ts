/**
 * A Veriff-style hosted verification adapter: `POST {base}/v1/sessions` (X-AUTH-CLIENT, and the
 * body's HMAC in X-HMAC-SIGNATURE) answers the session's id and page; the decision webhook carries
 * `X-HMAC-SIGNATURE: hex(HMAC-SHA256(shared secret, raw body))`, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { appError } from '../../http/app-error.ts';
import type { KycProvider, KycProviderDecision } from './kyc-provider.ts';

export const VERIFF_SIGNATURE_HEADER = 'x-hmac-signature';
const TIMEOUT_MS = 10_000;

export const veriffSignature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

const ZSessionAnswer = z.object({
  status: z.literal('success'),
  verification: z.object({ id: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) }),
});

const ZDecision = z.object({
  status: z.string(),
  verification: z
    .object({
      id: z.string().min(1).max(200),
      status: z.string(),
      reason: z.string().nullish(),
    })
    .nullish(),
});

/** approved → approved; declined, resubmission asked, expired or abandoned → rejected (the applicant may try again). */
const OUTCOMES: Record<string, KycProviderDecision['outcome']> = {
  approved: 'approved',
  declined: 'rejected',
  resubmission_requested: 'rejected',
  expired: 'rejected',
  abandoned: 'rejected',
};

export function createVeriffProvider(
  settings: { apiKey: string; sharedSecret: string; baseUrl: string },
  fetchImpl: typeof fetch,
): KycProvider {
  return {
    name: 'veriff',
    async startSession({ applicationId, legalName, callbackUrl }) {
      const [firstName, ...rest] = legalName.split(/\s+/);
      const body = JSON.stringify({
        verification: {
          callback: callbackUrl,
          person: { firstName, lastName: rest.join(' ') || undefined },
          vendorData: applicationId,
        },
      });
      let answer: unknown;
      try {
        const res = await fetchImpl(`${settings.baseUrl}/v1/sessions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-auth-client': settings.apiKey,
            [VERIFF_SIGNATURE_HEADER]: veriffSignature(settings.sharedSecret, body),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`veriff answered ${res.status}`);
        answer = await res.json();
      } catch (err) {
        throw appError('KYC_PROVIDER_UNAVAILABLE', { cause: err });
      }
      const parsed = ZSessionAnswer.safeParse(answer);
      if (!parsed.success) throw appError('KYC_PROVIDER_UNAVAILABLE', { cause: parsed.error });
      return { sessionId: parsed.data.verification.id, url: parsed.data.verification.url };
    },
    readDecision(rawBody, headers) {
      const given = headers[VERIFF_SIGNATURE_HEADER] ?? '';
      const expected = Buffer.from(veriffSignature(settings.sharedSecret, rawBody), 'hex');
      const candidate = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(expected.length);
      // Compared even when malformed, so the time taken says nothing.
      const matched = timingSafeEqual(candidate, expected) && candidate.length === expected.length && given !== '';
      if (!matched) throw appError('WEBHOOK_SIGNATURE_INVALID');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch (err) {
        throw appError('BAD_REQUEST', { cause: err });
      }
      const parsed = ZDecision.safeParse(json);
      if (!parsed.success) throw appError('BAD_REQUEST', { cause: parsed.error });
      const verification = parsed.data.verification;
      const outcome = verification && OUTCOMES[verification.status];
      if (!verification || !outcome) return null;
      return { sessionId: verification.id, outcome, reason: verification.reason ?? null };
    },
  };
}
