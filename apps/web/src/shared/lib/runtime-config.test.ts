import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig, paths, runtimeConfig } from './runtime-config';

function docWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'fanlane-config');
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

afterEach(() => {
  document.querySelectorAll('meta[name="fanlane-config"]').forEach((m) => m.remove());
});

describe('runtime config', () => {
  it('reads what the server put in the meta tag', () => {
    const config = readRuntimeConfig(
      docWith(
        JSON.stringify({
          productPrefix: 'vip',
          brandName: 'Vip Lane',
          fallbackApiHost: 'https://api2.example.com/',
          publicUrl: 'https://example.com',
          supportEmail: 'help@example.com',
        }),
      ),
      'http://localhost:5173',
    );
    expect(config).toEqual({
      productPrefix: 'vip',
      brandName: 'Vip Lane',
      fallbackApiHost: 'https://api2.example.com',
      publicUrl: 'https://example.com',
      supportEmail: 'help@example.com',
      captcha: null,
      sentry: null,
    });
  });

  it('reads the captcha provider and site key, and the web DSN; drops anything malformed', () => {
    const read = (extra: Record<string, unknown>) =>
      readRuntimeConfig(docWith(JSON.stringify(extra)), 'https://fanlane.test');
    expect(
      read({
        captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAAB' },
        sentry: { dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'staging' },
      }),
    ).toMatchObject({
      captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAAB' },
      sentry: { dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'staging' },
    });
    for (const captcha of [
      { provider: 'captchaland', siteKey: 'k' },
      { provider: 'hcaptcha' },
      { provider: 'recaptcha', siteKey: '"><script>' },
      'recaptcha',
    ])
      expect(read({ captcha }).captcha).toBeNull();
    for (const sentry of [{ dsn: 'javascript:alert(1)' }, { dsn: 42 }, 'https://key@o1.ingest.sentry.io/2'])
      expect(read({ sentry }).sentry).toBeNull();
  });

  it('falls back to defaults without a tag, with an empty one or with garbage', () => {
    const defaults = {
      productPrefix: 'fanlane',
      brandName: 'Fanlane',
      fallbackApiHost: null,
      publicUrl: 'http://localhost:5173',
      supportEmail: 'support@fanlane.local',
      captcha: null,
      sentry: null,
    };
    for (const content of [null, '{}', 'not json', '[1,2]', '"text"']) {
      expect(readRuntimeConfig(docWith(content), 'http://localhost:5173')).toEqual(defaults);
    }
  });

  it('rejects values that would break paths or links', () => {
    const config = readRuntimeConfig(
      docWith(
        JSON.stringify({
          productPrefix: '../admin',
          fallbackApiHost: 'javascript:alert(1)',
          publicUrl: 42,
          supportEmail: 'not an email',
        }),
      ),
      'https://fanlane.test',
    );
    expect(config.productPrefix).toBe('fanlane');
    expect(config.fallbackApiHost).toBeNull();
    expect(config.publicUrl).toBe('https://fanlane.test');
    expect(config.supportEmail).toBe('support@fanlane.local');
  });

  it('builds the auth paths from the prefix', () => {
    expect(paths.loginPassword).toBe(`/${runtimeConfig.productPrefix}/v1/login/password`);
  });
});
