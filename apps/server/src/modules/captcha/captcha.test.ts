// Captcha on the guarded calls (registration, password reset, contact) and the spec's score call,
// with Turnstile configured against a local server that answers siteverify as Cloudflare does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import type { TCaptchaVerdict } from '@fanlane/contracts/captcha';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { freshEmail, mailedCode } from '../../../test/fixtures.ts';
import {
  CAPTCHA_TEST_SECRET,
  CAPTCHA_TEST_SITE_KEY,
  startFakeCaptchaProvider,
} from '../../../test/fake-captcha-provider.ts';
import { findUserByEmail } from '../users/users-repo.ts';

describe(`captcha on registration, reset and contact (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeCaptchaProvider>>;

  beforeAll(async () => {
    fake = await startFakeCaptchaProvider();
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
      CAPTCHA_SITE_KEY: CAPTCHA_TEST_SITE_KEY,
      CAPTCHA_VERIFY_URL: fake.url('turnstile'),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const expectError = (res: { status: number; body: { code: number } }, name: ErrorName) => {
    expect(res.status).toBe(ERRORS[name].status);
    expect(res.body.code).toBe(ERRORS[name].code);
  };

  it('registration: no token, a forged one, or another form’s is refused before anything is checked; a good one opens the account', async () => {
    const email = freshEmail('captcha');
    const code = await mailedCode(t, email, 'register');
    const body = { email, password: 'correct-horse-1', code };
    expectError(await t.post(t.paths.registerPassword, body), 'CAPTCHA_REQUIRED');
    expectError(await t.post(t.paths.registerPassword, { ...body, captchaToken: 'forged' }), 'CAPTCHA_FAILED');
    const wrongForm = await t.post<{ errors: string[] }>(t.paths.registerPassword, {
      ...body,
      captchaToken: 'good-contact',
    });
    expectError(wrongForm, 'CAPTCHA_FAILED');
    expect(wrongForm.body.data.errors).toEqual(['action-mismatch']);
    expect(await findUserByEmail(t.deps.db, email)).toBeFalsy();
    // The visitor's address went to the provider with the token.
    expect(fake.requests.at(-1)!.fields).toMatchObject({ response: 'good-contact', remoteip: '127.0.0.1' });

    const ok = await t.post(t.paths.registerPassword, { ...body, captchaToken: 'good-register' });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(await findUserByEmail(t.deps.db, email)).toBeTruthy();
    // Without the captcha a taken e-mail is not even revealed.
    expectError(await t.post(t.paths.registerPassword, body), 'CAPTCHA_REQUIRED');
  });

  it('password reset: the same rule, action reset_password; a provider that is down answers CAPTCHA_UNAVAILABLE', async () => {
    const email = freshEmail('reset');
    await mailedCode(t, email, 'register');
    await t.post(t.paths.registerPassword, {
      email,
      password: 'correct-horse-1',
      code: t.lastCode(email),
      captchaToken: 'good-register',
    });
    const code = await mailedCode(t, email, 'reset-password');
    const body = { email, code, password: 'new-horse-battery-2' };
    expectError(await t.post(t.paths.passwordReset, body), 'CAPTCHA_REQUIRED');
    expectError(await t.post(t.paths.passwordReset, { ...body, captchaToken: 'good-register' }), 'CAPTCHA_FAILED');
    fake.setDown(true);
    try {
      expectError(
        await t.post(t.paths.passwordReset, { ...body, captchaToken: 'good-reset_password' }),
        'CAPTCHA_UNAVAILABLE',
      );
    } finally {
      fake.setDown(false);
    }
    const ok = await t.post(t.paths.passwordReset, { ...body, captchaToken: 'good-reset_password' });
    expect(ok.status, ok.body.msg).toBe(200);
    const signIn = await t.post(t.paths.loginPassword, { email, password: 'new-horse-battery-2' });
    expect(signIn.status).toBe(200);
  });

  it('contact: a message needs a token for the contact action', async () => {
    const form = {
      name: 'Ada Visitor',
      email: 'ada@example.com',
      topic: 'payments',
      message: 'My top-up did not arrive in my wallet yesterday.',
    };
    const send = (extra: Record<string, unknown>, ip: string) =>
      t.app.inject({ method: 'POST', url: PATHS.contactUs, payload: { ...form, ...extra }, remoteAddress: ip });
    const missing = await send({}, '10.1.0.1');
    expect(missing.json<{ code: number }>().code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    const failed = await send({ captchaToken: 'used' }, '10.1.0.2');
    expect(failed.json<{ code: number }>().code).toBe(ERRORS.CAPTCHA_FAILED.code);
    const passed = await send({ captchaToken: 'good-contact' }, '10.1.0.3');
    expect(passed.statusCode, passed.body).toBe(200);
  });

  it('the score call: the provider’s verdict for a token and an action; bad input is a 422', async () => {
    const score = (body: unknown) => t.post<TCaptchaVerdict>(t.paths.recaptchaScore, body);
    const good = await score({ token: 'good-contact', action: 'contact' });
    expect(good.status).toBe(200);
    expect(good.body.data).toEqual({
      provider: 'turnstile',
      passed: true,
      score: null,
      minScore: 0.5,
      action: 'contact',
      hostname: 'fans.example.org',
      errors: [],
    });
    expect((await score({ token: 'good-contact', action: 'register' })).body.data).toMatchObject({
      passed: false,
      errors: ['action-mismatch'],
    });
    expect((await score({ token: 'used' })).body.data).toMatchObject({
      passed: false,
      errors: ['timeout-or-duplicate'],
    });
    for (const bad of [{}, { token: '' }, { token: 'x'.repeat(5000) }, { token: 'a', action: 'no spaces' }])
      expectError(await score(bad), 'VALIDATION');
  });
});
