/**
 * The sandbox gateway's webhook signature: `Sandbox-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`. The receiver checks it in constant time over the raw
 * bytes, and accepts only timestamps within five minutes of its clock, either way, so a captured
 * delivery cannot be replayed later (a replay inside the window is stopped by the event id).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appError } from '../../../http/app-error.ts';

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const digest = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, body).toString('hex')}`;
}

/** Throws WEBHOOK_SIGNATURE_INVALID unless one v1 signature matches, then WEBHOOK_STALE outside the window. */
export function verifySignature(secret: string, header: string | undefined, body: string, now = Date.now()): void {
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) throw appError('WEBHOOK_SIGNATURE_INVALID');
  const expected = digest(secret, timestamp, body);
  // Every candidate is compared, matched or not, so the time taken says nothing about which.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(Buffer.from(candidate, 'hex'), expected) || matched;
  if (!matched) throw appError('WEBHOOK_SIGNATURE_INVALID');
  if (Math.abs(Math.floor(now / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw appError('WEBHOOK_STALE');
}
