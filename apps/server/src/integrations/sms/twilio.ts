/**
 * Twilio's Programmable Messaging REST API through fetch: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (account SID and auth
 * token) and a form body (To, From or MessagingServiceSid, Body). Any answer but 2xx is a refusal.
 */
import type { Config } from '../../config.ts';
import type { Sms } from './sms-sender.ts';

/** A text is sent while the visitor waits on the form: a provider slower than this is down. */
export const SMS_TIMEOUT_MS = 10_000;

export class SmsRefused extends Error {
  constructor(
    readonly status: number,
    readonly providerCode: string | null,
    message: string,
  ) {
    super(message);
  }
}

export function createTwilioSender(
  twilio: NonNullable<Config['sms']['twilio']>,
  fetchImpl: typeof fetch = fetch,
): (sms: Sms) => Promise<void> {
  const url = `${twilio.apiBase}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return async (sms) => {
    const form = new URLSearchParams({ To: sms.to, Body: sms.text });
    if (twilio.messagingServiceSid) form.set('MessagingServiceSid', twilio.messagingServiceSid);
    else form.set('From', twilio.from ?? '');
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (res.ok) return;
    // Twilio explains a refusal as JSON {code, message, more_info, status}.
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new SmsRefused(
      res.status,
      body?.code === undefined ? null : String(body.code),
      `Twilio answered ${res.status}: ${body?.message ?? res.statusText}`,
    );
  };
}
