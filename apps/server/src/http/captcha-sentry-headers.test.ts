// What the browser is told and allowed when captcha and error reporting are configured, and when they are not.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { parseConfig, type Config } from '../config.ts';
import { runtimeWebConfig } from './web-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

async function cspOf(config: Config): Promise<string> {
  const app = Fastify();
  registerSecurityHeaders(app, config);
  app.get('/', () => 'ok');
  const res = await app.inject({ url: '/' });
  await app.close();
  return String(res.headers['content-security-policy']);
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((d) => d.trim().startsWith(`${name} `))
    ?.trim();

describe('captcha and Sentry in the page config and the CSP', () => {
  it('off by default: no captcha, no DSN, and the CSP allows no other host', async () => {
    const config = parseConfig({});
    expect(runtimeWebConfig(config)).toMatchObject({ captcha: null, sentry: null });
    const csp = await cspOf(config);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('Turnstile and a web DSN: the provider and site key, the DSN; the CSP allows exactly their hosts', async () => {
    const config = parseConfig({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'secret',
      CAPTCHA_SITE_KEY: '0x4AAAAAAAB',
      SENTRY_DSN: 'https://server@o1.ingest.sentry.io/1',
      SENTRY_WEB_DSN: 'https://web@o2.ingest.de.sentry.io/2',
      SENTRY_ENVIRONMENT: 'staging',
    });
    const web = runtimeWebConfig(config);
    expect(web.captcha).toEqual({ provider: 'turnstile', siteKey: '0x4AAAAAAAB' });
    expect(web.sentry).toEqual({ dsn: 'https://web@o2.ingest.de.sentry.io/2', environment: 'staging' });
    // The secret never reaches the page.
    expect(JSON.stringify(web)).not.toContain('secret');
    const csp = await cspOf(config);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    expect(directive(csp, 'connect-src')).toContain('https://o2.ingest.de.sentry.io');
    expect(directive(csp, 'connect-src')).not.toContain('o1.ingest');
  });

  it('reCAPTCHA and hCaptcha allow their own hosts only', async () => {
    const recaptcha = await cspOf(
      parseConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' }),
    );
    expect(directive(recaptcha, 'script-src')).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    const hcaptcha = await cspOf(
      parseConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' }),
    );
    expect(directive(hcaptcha, 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com",
    );
    expect(hcaptcha).not.toContain('google');
  });
});
