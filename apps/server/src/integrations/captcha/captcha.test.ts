// The three adapters against a local server that answers siteverify as each provider does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@fanlane/contracts/errors';
import { AppError } from '../../http/app-error.ts';
import { parseConfig } from '../../config.ts';
import { createCaptcha, type CaptchaSettings } from './captcha.ts';
import {
  CAPTCHA_TEST_SECRET,
  CAPTCHA_TEST_SITE_KEY,
  startFakeCaptchaProvider,
} from '../../../test/fake-captcha-provider.ts';

type Provider = CaptchaSettings['provider'];

describe('captcha adapters', () => {
  let fake: Awaited<ReturnType<typeof startFakeCaptchaProvider>>;
  beforeAll(async () => {
    fake = await startFakeCaptchaProvider();
  });
  afterAll(async () => {
    await fake.close();
  });

  const captchaFor = (provider: Provider, extra: Partial<CaptchaSettings> = {}) =>
    createCaptcha({
      provider,
      secret: CAPTCHA_TEST_SECRET,
      siteKey: CAPTCHA_TEST_SITE_KEY,
      minScore: 0.5,
      verifyUrl: fake.url(provider),
      ...extra,
    });

  const codeOf = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    return err instanceof AppError ? err.code : err;
  };

  it.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)(
    '%s: a good token passes; an invalid or reused one fails with the provider’s code',
    async (provider) => {
      const captcha = captchaFor(provider);
      const good = await captcha.verify({ token: 'good-register', action: 'register', ip: '203.0.113.9' });
      expect(good).toMatchObject({ provider, passed: true, hostname: 'fans.example.org', errors: [] });
      // Form-encoded, with the secret, the token and the visitor's address (and hCaptcha's site key).
      const sent = fake.requests.at(-1)!;
      expect(sent.path).toBe(`/${provider}/siteverify`);
      expect(sent.contentType).toBe('application/x-www-form-urlencoded');
      expect(sent.fields).toMatchObject({
        secret: CAPTCHA_TEST_SECRET,
        response: 'good-register',
        remoteip: '203.0.113.9',
      });
      if (provider === 'hcaptcha') expect(sent.fields.sitekey).toBe(CAPTCHA_TEST_SITE_KEY);

      const invalid = await captcha.verify({ token: 'forged', action: 'register', ip: null });
      expect(invalid).toMatchObject({ passed: false, errors: ['invalid-input-response'] });
      expect(fake.requests.at(-1)!.fields.remoteip).toBeUndefined();
      expect(await captcha.verify({ token: 'used', ip: null })).toMatchObject({
        passed: false,
        errors: ['timeout-or-duplicate'],
      });
      // The guarded calls' form: no token, a refused token.
      expect(await codeOf(captcha.require({ token: undefined, ip: null }))).toBe(ERRORS.CAPTCHA_REQUIRED.code);
      expect(await codeOf(captcha.require({ token: '', ip: null }))).toBe(ERRORS.CAPTCHA_REQUIRED.code);
      expect(await codeOf(captcha.require({ token: 'forged', ip: null }))).toBe(ERRORS.CAPTCHA_FAILED.code);
      expect(await codeOf(captcha.require({ token: 'good-register', action: 'register', ip: null }))).toBeNull();
    },
  );

  it('reCAPTCHA v3: a score under CAPTCHA_MIN_SCORE fails; the score and the action are reported', async () => {
    const captcha = captchaFor('recaptcha');
    expect(await captcha.verify({ token: 'good-contact', action: 'contact', ip: null })).toMatchObject({
      passed: true,
      score: 0.9,
      minScore: 0.5,
      action: 'contact',
    });
    expect(await captcha.verify({ token: 'low-contact', action: 'contact', ip: null })).toMatchObject({
      passed: false,
      score: 0.2,
      errors: ['score-too-low'],
    });
    // A lower bar lets it through.
    expect((await captchaFor('recaptcha', { minScore: 0.1 }).verify({ token: 'low-contact', ip: null })).passed).toBe(
      true,
    );
    const low = await codeOf(captcha.require({ token: 'low-contact', action: 'contact', ip: null }));
    expect(low).toBe(ERRORS.CAPTCHA_FAILED.code);
  });

  it('hCaptcha Enterprise: the risk score is turned round (0.1 risk is 0.9), and high risk fails', async () => {
    const captcha = captchaFor('hcaptcha');
    expect(await captcha.verify({ token: 'good-x', ip: null })).toMatchObject({ passed: true, score: 0.9 });
    expect(await captcha.verify({ token: 'low-x', ip: null })).toMatchObject({
      passed: false,
      score: 0.2,
      errors: ['score-too-low'],
    });
  });

  it.each(['recaptcha', 'turnstile'] as const)('%s: a token made for another action fails', async (provider) => {
    const verdict = await captchaFor(provider).verify({ token: 'good-contact', action: 'register', ip: null });
    expect(verdict).toMatchObject({ passed: false, action: 'contact', errors: ['action-mismatch'] });
  });

  it('a wrong secret is the provider’s refusal; a provider down or unreachable is CAPTCHA_UNAVAILABLE', async () => {
    const wrong = await captchaFor('turnstile', { secret: 'not-the-secret' }).verify({ token: 'good-a', ip: null });
    expect(wrong).toMatchObject({ passed: false, errors: ['invalid-input-secret'] });
    fake.setDown(true);
    try {
      expect(await codeOf(captchaFor('recaptcha').verify({ token: 'good-a', ip: null }))).toBe(
        ERRORS.CAPTCHA_UNAVAILABLE.code,
      );
    } finally {
      fake.setDown(false);
    }
    const nowhere = captchaFor('hcaptcha', { verifyUrl: 'http://127.0.0.1:1/siteverify' });
    expect(await codeOf(nowhere.require({ token: 'good-a', ip: null }))).toBe(ERRORS.CAPTCHA_UNAVAILABLE.code);
  });

  it('off by default: every check passes, with provider none', async () => {
    const captcha = createCaptcha(null);
    expect(captcha.provider).toBeNull();
    expect(await captcha.verify({ token: 'anything', ip: null })).toMatchObject({ provider: 'none', passed: true });
    await expect(captcha.require({ token: undefined, ip: null })).resolves.toBeUndefined();
  });

  it('configuration: off by default; a provider needs its secret and site key; the provider’s URL by default', () => {
    expect(parseConfig({}).captcha).toBeNull();
    expect(() => parseConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/CAPTCHA_SECRET.*\n.*CAPTCHA_SITE_KEY/);
    const config = parseConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' });
    expect(config.captcha).toEqual({
      provider: 'recaptcha',
      secret: 's',
      siteKey: 'k',
      minScore: 0.5,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
    expect(() => parseConfig({ CAPTCHA_MIN_SCORE: '1.5' })).toThrow(/CAPTCHA_MIN_SCORE/);
  });
});
