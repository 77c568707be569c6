import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { AppError } from '../../../http/app-error.ts';
import { signatureHeader, verifySignature } from './signature.ts';

const SECRET = 'a-sandbox-secret-of-some-length';
const BODY = '{"id":"evt_1","type":"charge.succeeded"}';
const NOW = Date.UTC(2030, 0, 1, 12);
const T = NOW / 1000;

const outcome = (header: string | undefined, body = BODY, now = NOW) => {
  try {
    verifySignature(SECRET, header, body, now);
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.errorName : err;
  }
};

describe('the sandbox webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signatureHeader(SECRET, BODY, T)).toBe(`t=${T},v1=${expected}`);
  });

  it('holds for the exact body within five minutes either way', () => {
    expect(outcome(signatureHeader(SECRET, BODY, T))).toBe('ok');
    expect(outcome(signatureHeader(SECRET, BODY, T - 300))).toBe('ok');
    expect(outcome(signatureHeader(SECRET, BODY, T + 300))).toBe('ok');
    expect(outcome(signatureHeader(SECRET, BODY, T - 301))).toBe('WEBHOOK_STALE');
    expect(outcome(signatureHeader(SECRET, BODY, T + 301))).toBe('WEBHOOK_STALE');
  });

  it('accepts one matching v1 among several (secret rotation)', () => {
    const good = signatureHeader(SECRET, BODY, T).split(',')[1];
    expect(outcome(`t=${T},v1=${'0'.repeat(64)},${good}`)).toBe('ok');
  });

  it('refuses another body, secret, timestamp or a malformed header', () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(outcome(header, `${BODY}\n`)).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(outcome(signatureHeader('another-secret-entirely', BODY, T))).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(outcome(header.replace(`t=${T}`, `t=${T - 1}`))).toBe('WEBHOOK_SIGNATURE_INVALID');
    for (const bad of [
      undefined,
      '',
      'v1=abc',
      `t=${T}`,
      `t=abc,v1=${'0'.repeat(64)}`,
      `t=${T},v1=${'g'.repeat(64)}`,
      `t=${T},v0=${header.split('v1=')[1]}`,
    ]) {
      expect(outcome(bad), String(bad)).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
  });

  it('checks the signature before the clock, so a forged old delivery reads as forged', () => {
    expect(outcome(`t=${T - 3600},v1=${'0'.repeat(64)}`)).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});
