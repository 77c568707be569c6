/**
 * A local HTTP server that answers siteverify as reCAPTCHA v3, hCaptcha and Cloudflare Turnstile
 * do: form-encoded POSTs, JSON answers with `success`, `error-codes` and each provider's fields.
 * Tokens are scripted: `good-<action>` passes for that action (score 0.9), `low-<action>` passes
 * with a score of 0.2, `used` answers `timeout-or-duplicate`, anything else `invalid-input-response`;
 * a wrong secret answers `invalid-input-secret`. `down` makes it answer 500.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CAPTCHA_TEST_SECRET = 'test-secret-0123456789';
export const CAPTCHA_TEST_SITE_KEY = 'test-site-key';

export type SiteverifyRequest = { path: string; contentType: string; fields: Record<string, string> };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeCaptchaProvider() {
  const requests: SiteverifyRequest[] = [];
  let down = false;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const path = req.url ?? '/';
      requests.push({ path, contentType: req.headers['content-type'] ?? '', fields });
      if (down) {
        res.writeHead(500).end('upstream trouble');
        return;
      }
      const provider = path.split('/')[1] ?? '';
      const token = fields.response ?? '';
      const json = (value: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (fields.secret !== CAPTCHA_TEST_SECRET)
        return json({ success: false, 'error-codes': ['invalid-input-secret'] });
      if (provider === 'hcaptcha' && fields.sitekey !== CAPTCHA_TEST_SITE_KEY)
        return json({ success: false, 'error-codes': ['sitekey-secret-mismatch'] });
      const [, kind, action] = /^(good|low)-(.+)$/.exec(token) ?? [];
      if (token === 'used') return json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      if (!kind) return json({ success: false, 'error-codes': ['invalid-input-response'] });
      const base = {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: 'fans.example.org',
        'error-codes': [],
      };
      if (provider === 'recaptcha') return json({ ...base, score: kind === 'good' ? 0.9 : 0.2, action });
      // hCaptcha Enterprise's score is a risk: high means a bot.
      if (provider === 'hcaptcha') return json({ ...base, credit: false, score: kind === 'good' ? 0.1 : 0.8 });
      return json({ ...base, action, cdata: '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    /** The siteverify URL to give CAPTCHA_VERIFY_URL for a provider. */
    url: (provider: 'recaptcha' | 'hcaptcha' | 'turnstile') => `${origin}/${provider}/siteverify`,
    requests,
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
