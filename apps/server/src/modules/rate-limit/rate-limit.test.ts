// The spec's /rate/limit/pre-access and /access over the budgets the guarded calls spend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TRateLimitState } from '@fanlane/contracts/rate-limit';
import type { TCaptchaVerdict } from '@fanlane/contracts/captcha';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { freshEmail } from '../../../test/fixtures.ts';

type Envelope<T> = { success: boolean; code: number; msg: string; data: T };

describe(`rate-limit budgets (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_CODES_PER_IP_PER_HOUR: '3', CONTACT_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async <T>(url: string, payload: unknown, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<T>>() };
  };
  const pre = (action: string, ip: string) => call<TRateLimitState>(PATHS.rateLimitPreAccess, { action }, ip);
  const access = (action: string, ip: string) => call<TRateLimitState>(PATHS.rateLimitAccess, { action }, ip);
  const sendCode = (ip: string) => call(t.paths.verificationCode, { email: freshEmail(), scene: 'register' }, ip);

  it('email-code: pre-access spends nothing, each mailed code and each access spends one, then 429 with the wait', async () => {
    const ip = '198.51.100.10';
    const first = await pre('email-code', ip);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      action: 'email-code',
      allowed: true,
      limit: 3,
      remaining: 3,
      retryAfterSeconds: 0,
      windowSeconds: 3600,
    });
    expect((await pre('email-code', ip)).body.data.remaining).toBe(3);
    expect((await sendCode(ip)).status).toBe(200);
    expect((await pre('email-code', ip)).body.data.remaining).toBe(2);
    expect((await access('email-code', ip)).body.data).toMatchObject({ allowed: true, remaining: 1 });
    expect((await sendCode(ip)).status).toBe(200);
    const empty = await pre('email-code', ip);
    expect(empty.body.data).toMatchObject({ allowed: false, remaining: 0 });
    expect(empty.body.data.retryAfterSeconds).toBeGreaterThan(3500);
    // Refused: the guarded call answers 429 with Retry-After and the wait in data; access spends nothing.
    const refused = await sendCode(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ERRORS.TOO_MANY_REQUESTS.code);
    expect(refused.body.data).toMatchObject({ action: 'email-code' });
    expect(Number(refused.headers['retry-after'])).toBe(empty.body.data.retryAfterSeconds);
    expect((await access('email-code', ip)).body.data).toMatchObject({ allowed: false, remaining: 0 });
    // Another address has its own budget.
    expect((await pre('email-code', '198.51.100.11')).body.data.remaining).toBe(3);
  });

  it('contact: the form spends the same budget pre-access reports (CONTACT_PER_HOUR)', async () => {
    const ip = '198.51.100.20';
    const form = { name: 'Ada', email: 'ada@example.com', topic: 'payments', message: 'My top-up never arrived here.' };
    expect((await pre('contact', ip)).body.data).toMatchObject({ limit: 2, remaining: 2 });
    expect((await call(PATHS.contactUs, form, ip)).status).toBe(200);
    expect((await pre('contact', ip)).body.data).toMatchObject({ remaining: 1 });
    expect((await call(PATHS.contactUs, form, ip)).status).toBe(200);
    expect((await pre('contact', ip)).body.data.allowed).toBe(false);
    expect((await call(PATHS.contactUs, form, ip)).status).toBe(429);
  });

  it('sms-code is reported too; an unknown action or a bad body is a 422', async () => {
    expect((await pre('sms-code', '198.51.100.30')).body.data).toMatchObject({ action: 'sms-code', allowed: true });
    for (const body of [{}, { action: 'launch-rockets' }, { action: 7 }]) {
      const res = await call(PATHS.rateLimitPreAccess, body, '198.51.100.31');
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(ERRORS.VALIDATION.code);
      expect((await call(PATHS.rateLimitAccess, body, '198.51.100.31')).status).toBe(422);
    }
  });

  it('captcha off (the default): the score call says provider none and passes, and registration needs no token', async () => {
    const res = await t.post<TCaptchaVerdict>(t.paths.recaptchaScore, { token: 'anything', action: 'register' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'none', passed: true, errors: [] });
  });
});
