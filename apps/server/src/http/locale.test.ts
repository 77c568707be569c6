import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERRORS, SUPPORT_ALERT_CODE, SUPPRESSED_ALERT_CODES } from '@fanlane/contracts/errors';
import { ERROR_MESSAGES, errorMessage } from '@fanlane/contracts/error-messages';
import { LOCALES, type Locale } from '@fanlane/contracts/locales';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { expectError } from '../../test/fixtures.ts';
import { resolveLocale } from './locale.ts';

describe('resolveLocale', () => {
  it('the locale header wins, matched case-insensitively and through well-known aliases', () => {
    expect(resolveLocale('ar', 'fr')).toBe('ar');
    expect(resolveLocale('ZH-cn', undefined)).toBe('zh-CN');
    expect(resolveLocale('zh-TW', undefined)).toBe('zh-hk');
    expect(resolveLocale('id', undefined)).toBe('in');
    expect(resolveLocale('el-GR', undefined)).toBe('gr');
    expect(resolveLocale('pt_BR', undefined)).toBe('pt');
  });

  it('falls back to Accept-Language, in its order, then to English', () => {
    expect(resolveLocale(undefined, 'ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(resolveLocale('klingon', 'xx-YY, de;q=0.7')).toBe('de');
    expect(resolveLocale(undefined, undefined)).toBe('en');
    expect(resolveLocale('xx', 'yy')).toBe('en');
    expect(resolveLocale(['fr'], undefined)).toBe('en');
  });

  it('names of built-in object properties are not languages', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf-x', 'constructor-CA']) {
      expect(resolveLocale(name, undefined)).toBe('en');
      expect(resolveLocale(undefined, name)).toBe('en');
    }
  });

  it('property: never throws and always answers one of the 18 locales', () => {
    const tag = fc.oneof(
      fc.string(),
      fc.constantFrom(
        ...LOCALES,
        'constructor',
        '__proto__',
        'toString',
        'zh-Hant',
        'en-US',
        'ZH_tw',
        '*',
        ';q=1',
        ',',
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(tag, tag, (header, accept) => {
        const locale = resolveLocale(header, accept);
        return (LOCALES as readonly unknown[]).includes(locale);
      }),
      { numRuns: 500 },
    );
  });
});

describe('error messages are catalogued in every locale', () => {
  it('each catalogue key has a non-empty message in each of the 18 languages', () => {
    for (const locale of LOCALES) {
      for (const { key } of Object.values(ERRORS))
        expect(ERROR_MESSAGES[locale][key], `${locale}.${key}`).toMatch(/\S/);
    }
  });
});

describe('the codes the web app treats apart (contracts/alert-codes.ts)', () => {
  it('are codes of the catalogue: SUPPORT is the restricted account', () => {
    expect(SUPPORT_ALERT_CODE).toBe(ERRORS.ACCOUNT_RESTRICTED.code);
    const codes = new Set<number>(Object.values(ERRORS).map((e) => e.code));
    expect(SUPPRESSED_ALERT_CODES.filter((code) => !codes.has(code))).toEqual([]);
  });
});

describe(`errors come back in the caller's language (${TEST_DRIVER})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const unknownRefresh = (headers: Record<string, string>) =>
    t.post(t.paths.refreshToken, { refreshToken: 'never-issued' }, headers);

  it.each(['ar', 'fr', 'zh-CN'] as Locale[])('the locale header %s translates the message', async (locale) => {
    const res = await t.post(
      t.paths.loginPassword,
      { email: 'nobody@example.com', password: 'wrong-pass-1' },
      { locale },
    );
    expectError(res, 'INVALID_CREDENTIALS', locale);
    expect(res.body.msg).toBe(ERROR_MESSAGES[locale].invalid_credentials);
    expect(res.body.msg).not.toBe(ERROR_MESSAGES.en.invalid_credentials);

    const refused = await unknownRefresh({ locale });
    expect(refused.body.msg).toBe(ERROR_MESSAGES[locale].unauthorized);
  });

  it('a validation message is translated and still names the fields', async () => {
    const res = await t.post(t.paths.loginPassword, {}, { locale: 'fr' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(errorMessage('validation', 'fr', { fields: 'email, password' }));
    expect(res.body.msg).toContain('email, password');
  });

  it('without a locale header, Accept-Language decides', async () => {
    const res = await unknownRefresh({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(res.body.msg).toBe(ERROR_MESSAGES.de.unauthorized);
  });

  it('the locale header beats Accept-Language', async () => {
    const res = await unknownRefresh({ locale: 'ja', 'accept-language': 'de' });
    expect(res.body.msg).toBe(ERROR_MESSAGES.ja.unauthorized);
  });

  it('an unknown locale gets English', async () => {
    expect((await unknownRefresh({ locale: 'tlh' })).body.msg).toBe(ERROR_MESSAGES.en.unauthorized);
    expect((await unknownRefresh({ locale: 'constructor' })).body.msg).toBe(ERROR_MESSAGES.en.unauthorized);
    expect((await unknownRefresh({})).body.msg).toBe(ERROR_MESSAGES.en.unauthorized);
  });

  it('malformed JSON and unknown paths are translated too', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: t.paths.loginPassword,
      payload: '{',
      headers: { 'content-type': 'application/json', locale: 'ar' },
    });
    expect(bad.json<{ msg: string }>().msg).toBe(ERROR_MESSAGES.ar.bad_request);
    const missing = await t.post('/no/such/call', {}, { locale: 'zh-CN' });
    expect(missing.body.msg).toBe(ERROR_MESSAGES['zh-CN'].not_found);
  });
});
