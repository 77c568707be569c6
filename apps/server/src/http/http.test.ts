import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { ErrorName } from '@fanlane/contracts/errors';
import { ERROR_MESSAGES } from '@fanlane/contracts/error-messages';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { makeWebDist } from '../../test/web-dist.ts';
import { createSignedInUser, expectError, like, type Answer, type Envelope } from '../../test/fixtures.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { installErrorHandler } from './error-handler.ts';
import { requestContextPlugin } from './request-context.ts';
import { TELEGRAM_FRAME_ANCESTORS } from './security-headers.ts';
import { runtimeWebConfig } from './web-app.ts';
import { createLogger } from './logger.ts';
import { listenForMetrics } from './metrics.ts';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';

describe(`the HTTP surface (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = makeWebDist({ 'x.js': 'console.log("fanlane")\n' });
    t = await createTestApp({ WEB_DIST: webDist, BRAND_NAME: 'Fanlane Test', PRODUCT_PREFIX: 'fanlane' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('the envelope', () => {
    it('a success is {success, code 0, msg, data} with HTTP 200', async () => {
      const { auth, user } = await createSignedInUser(t, { email: 'envelope@example.com' });
      const res = await t.post(t.paths.me, undefined, auth);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: like.containing({ address: user.address }) });
    });

    it('a failure carries its catalogue code, and the HTTP status matches its class', async () => {
      const cases: [Promise<Answer>, ErrorName][] = [
        [t.post(t.paths.me), 'UNAUTHORIZED'],
        [t.post(PATHS.profile, { addressOrDomain: 'nobody-at-all' }), 'NOT_FOUND'],
        [t.post(t.paths.checkEmail, {}), 'VALIDATION'],
        [t.post(t.paths.refreshToken, { refreshToken: 'unknown' }), 'UNAUTHORIZED'],
      ];
      for (const [pending, name] of cases) {
        const res = await pending;
        expectError(res, name);
        expect(res.body.data === null || typeof res.body.data === 'object').toBe(true);
      }
    });

    it('an unknown API path is a 404 envelope', async () => {
      expectError(await t.post('/fanlane/v1/no-such-call', {}), 'NOT_FOUND');
      const res = await get('/actor/v1/nothing-here', { accept: 'application/json' });
      expectError({ status: res.statusCode, body: res.json<Envelope>() }, 'NOT_FOUND');
    });

    it('a malformed URL is a 400 envelope, not a bare framework error', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/fanlane/v1/%zz', headers: { locale: 'fr' } });
      expectError({ status: res.statusCode, body: res.json<Envelope>() }, 'BAD_REQUEST', 'fr');
    });

    it('a 5xx says nothing about what broke', async () => {
      const app = Fastify({ logger: false });
      app.decorate('deps', t.deps);
      installErrorHandler(app);
      await app.register(requestContextPlugin);
      app.post('/boom', () => {
        throw new Error('connection to db-primary:5432 failed, password=hunter2');
      });
      await app.ready();
      const res = await app.inject({ method: 'POST', url: '/boom', headers: { locale: 'ar' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 500, msg: ERROR_MESSAGES.ar.internal, data: null });
      expect(res.body).not.toContain('hunter2');
      await app.close();
    });

    it('a response that breaks its own schema is a plain 500, not a leak', async () => {
      const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      installErrorHandler(app);
      await app.register(requestContextPlugin);
      app.post(
        '/leaky',
        { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
        () => ({ ok: 'secret-value' }) as unknown as { ok: true },
      );
      await app.ready();
      const res = await app.inject({ method: 'POST', url: '/leaky' });
      expect(res.statusCode).toBe(500);
      expect(res.json<Envelope>().code).toBe(500);
      expect(res.body).not.toContain('secret-value');
      await app.close();
    });
  });

  describe('the web app', () => {
    const runtimeConfig = (html: string) => {
      const content = /<meta name="fanlane-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
      return JSON.parse(
        content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
      ) as unknown;
    };

    it.each(['/', '/home', '/settings/profile', '/index.html', '/miacreates/post/42'])(
      'GET %s as a page answers index.html with the runtime config, never cached',
      async (url) => {
        const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        const config = runtimeConfig(res.body);
        expect(config).toEqual(runtimeWebConfig(t.config));
        expect(config).toMatchObject({ productPrefix: 'fanlane', brandName: 'Fanlane Test' });
        expect(res.body).toContain('<div id="root">');
      },
    );

    it('hashed assets are cached for good', async () => {
      const res = await get('/assets/x.js');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('console.log("fanlane")\n');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it('a missing asset is a 404, not the page', async () => {
      const res = await get('/assets/gone.js', { accept: '*/*' });
      expect(res.statusCode).toBe(404);
    });

    it('GET /version.json answers the server version, never cached', async () => {
      const res = await get(`${PATHS.version}?t=${Date.now()}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ version: 'test-version', builtAt: like.matching(/^\d{4}-\d\d-\d\dT/) });
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.headers.pragma).toBe('no-cache');
      expect(res.headers.expires).toBe('0');
    });
  });

  describe('private answers are never stored', () => {
    it('a sign-up, a sign-in, a token refresh, a signed-in call and an error say no-store', async () => {
      const email = `nostore-${Date.now()}@example.com`;
      await t.post(t.paths.verificationCode, { email, scene: 'register' });
      const registered = await t.post<{ token: string; refreshToken: string }>(t.paths.registerPassword, {
        email,
        password: 'correct-horse-1',
        code: t.lastCode(email),
      });
      expect(registered.status, registered.body.msg).toBe(200);
      const signedIn = await t.post(t.paths.loginPassword, { email, password: 'correct-horse-1' });
      const refreshed = await t.post(t.paths.refreshToken, { refreshToken: registered.body.data.refreshToken });
      const me = await t.post(t.paths.me, undefined, { authorization: `Bearer ${registered.body.data.token}` });
      const refused = await t.post(t.paths.me);
      for (const res of [registered, signedIn, refreshed, me, refused]) {
        expect(res.headers['cache-control'], JSON.stringify(res.body).slice(0, 80)).toBe('no-store');
      }
      expect([signedIn.status, refreshed.status, me.status, refused.status]).toEqual([200, 200, 200, 401]);
    });

    it('what chose its own caching keeps it', async () => {
      const asset = await get('/assets/x.js', { accept: '*/*' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const version = await get(PATHS.version);
      expect(version.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    });
  });

  describe('operations', () => {
    it('/healthz answers ok when the database does', async () => {
      const res = await get(PATHS.health);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('/healthz answers 503 when the database does not', async () => {
      const unreachable = {
        execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
      } as unknown as Database;
      const broken = await buildApp({ ...t.deps, db: unreachable });
      try {
        const res = await broken.inject({ method: 'GET', url: PATHS.health });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'unavailable' });
        expect(res.body).not.toContain('ECONNREFUSED');
      } finally {
        await broken.close();
      }
    });

    it('/metrics exposes request durations by route, with unknown paths folded into one label', async () => {
      await t.post(t.paths.checkEmail, { email: 'metrics@example.com' });
      await t.post('/random/path/abc123', {});
      const res = await get(PATHS.metrics);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect(res.body).toContain(`route="${t.paths.checkEmail}",status="200"`);
      expect(res.body).toContain('route="unmatched",status="404"');
      expect(res.body).not.toContain('abc123');
    });

    it('/docs/json is an OpenAPI document listing the auth calls', async () => {
      const res = await get('/docs/json');
      expect(res.statusCode).toBe(200);
      const doc = res.json<{
        openapi: string;
        info: { title: string };
        paths: Record<string, Record<string, unknown>>;
      }>();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Fanlane Test API');
      for (const url of Object.values(t.paths)) expect(doc.paths[url], url).toHaveProperty('post');
      for (const url of [PATHS.profile, PATHS.profileUpdate, PATHS.track, PATHS.loginEvent, PATHS.unread])
        expect(doc.paths[url], url).toHaveProperty('post');
      expect(doc.paths[PATHS.health]).toBeUndefined();
    });

    it('the dev outbox is there outside production and gone in production', async () => {
      expect((await get(`${PATHS.devOutbox}?to=someone%40example.com`)).statusCode).toBe(200);
      const production = await buildApp({ ...t.deps, config: { ...t.config, env: 'production', isProduction: true } });
      try {
        const res = await production.inject({ method: 'GET', url: PATHS.devOutbox });
        expect(res.statusCode).toBe(404);
      } finally {
        await production.close();
      }
    });

    it('the dev outbox answers only this machine, and only for a named address', async () => {
      // (This app mails through SMTP, so its outbox is empty: what matters here is who is answered.)
      const url = `${PATHS.devOutbox}?to=${encodeURIComponent('someone@example.com')}`;
      for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, remoteAddress).toBe(200);
        expect(res.json()).toMatchObject({ success: true, data: [] });
      }
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.7']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, remoteAddress).toBe(404);
      }
      // A proxy's X-Forwarded-For does not make a remote caller local.
      const forwarded = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '10.0.0.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode).toBe(404);
      // Everyone's mail at once is not served.
      expect((await t.app.inject({ method: 'GET', url: PATHS.devOutbox, remoteAddress: '127.0.0.1' })).statusCode).toBe(
        422,
      );
    });

    describe('who reads /metrics and /docs', () => {
      const withConfig = (overrides: Partial<typeof t.config>) =>
        buildApp({ ...t.deps, config: { ...t.config, ...overrides } });
      const production = { env: 'production', isProduction: true } as const;

      it('production without METRICS_TOKEN has no /metrics on the public port, nor API docs unless turned on', async () => {
        const app = await withConfig({ ...production, apiDocs: false });
        try {
          expect((await app.inject({ method: 'GET', url: PATHS.metrics })).statusCode).toBe(404);
          expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
          expect(
            (await app.inject({ method: 'GET', url: '/docs', headers: { accept: 'text/html' } })).body,
          ).not.toContain('swagger');
        } finally {
          await app.close();
        }
        const documented = await withConfig({ ...production, apiDocs: true });
        try {
          expect((await documented.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
        } finally {
          await documented.close();
        }
      });

      it('with METRICS_TOKEN, /metrics answers only the bearer of that token', async () => {
        const token = 'metrics-token-0123456789abcdef';
        const app = await withConfig({ ...production, metricsToken: token });
        try {
          const read = (authorization?: string) =>
            app.inject({ method: 'GET', url: PATHS.metrics, headers: authorization ? { authorization } : {} });
          for (const wrong of [undefined, 'Bearer nope', `Bearer ${token}x`, token, `Basic ${token}`]) {
            const res = await read(wrong);
            expect(res.statusCode, String(wrong)).toBe(401);
            expect(res.json()).toMatchObject({ success: false, code: 401 });
          }
          const res = await read(`Bearer ${token}`);
          expect(res.statusCode).toBe(200);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
        } finally {
          await app.close();
        }
      });

      it('METRICS_PORT serves the same registry on its own listener, without a token', async () => {
        const registry = new Registry();
        const app = await buildApp({ ...t.deps, config: { ...t.config, ...production } }, { registry });
        const server = await listenForMetrics(registry, '127.0.0.1', 0);
        try {
          await app.inject({ method: 'POST', url: t.paths.checkEmail, payload: { email: 'scrape@example.com' } });
          const { port } = server.address() as AddressInfo;
          const res = await fetch(`http://127.0.0.1:${port}/metrics`);
          expect(res.status).toBe(200);
          expect(await res.text()).toContain(`route="${t.paths.checkEmail}",status="200"`);
          expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
        } finally {
          server.close();
          await app.close();
        }
      });
    });

    it('the access log never holds a one-time code, a media signature or a token from the address', async () => {
      let written = '';
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          written += chunk.toString('utf8');
          done();
        },
      });
      const logged = await buildApp(t.deps, { logger: createLogger('info', sink) });
      try {
        await logged.inject({ method: 'GET', url: '/login/auth-code?authCode=SECRET-CODE-123&next=%2Fhome' });
        await logged.inject({ method: 'GET', url: '/media-file/abc/lg?exp=1999999999&sig=SECRET-SIG-456' });
        await logged.inject({ method: 'POST', url: `${t.paths.me}?token=SECRET-TOKEN-789&AuthCode=SECRET-CASE` });
        await logged.inject({
          method: 'POST',
          url: t.paths.me,
          headers: { authorization: 'Bearer SECRET-BEARER-000' },
        });
        expect(written).toContain('authCode=[redacted]&next=%2Fhome');
        expect(written).toContain('exp=1999999999&sig=[redacted]');
        for (const secret of [
          'SECRET-CODE-123',
          'SECRET-SIG-456',
          'SECRET-TOKEN-789',
          'SECRET-CASE',
          'SECRET-BEARER-000',
        ]) {
          expect(written).not.toContain(secret);
        }
      } finally {
        await logged.close();
      }
    });

    it('logs carry the x-request-id a caller sends, and a made-up one otherwise', async () => {
      const lines: { reqId?: string }[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
            lines.push(JSON.parse(line) as { reqId?: string });
          done();
        },
      });
      const logged = await buildApp(t.deps, { logger: pino({ level: 'info' }, sink) });
      try {
        await logged.inject({ method: 'GET', url: PATHS.health, headers: { 'x-request-id': 'trace-0123456789' } });
        await logged.inject({ method: 'GET', url: PATHS.health, headers: { 'x-request-id': 'not valid; drop table' } });
        const ids = [...new Set(lines.map((l) => l.reqId).filter(Boolean))];
        expect(ids).toContain('trace-0123456789');
        expect(ids).not.toContain('not valid; drop table');
        expect(ids.some((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
      } finally {
        await logged.close();
      }
    });
  });

  describe('security headers', () => {
    it.each([
      ['an API answer', () => t.app.inject({ method: 'POST', url: t.paths.me })],
      ['a page', () => get('/home', { accept: 'text/html' })],
    ])(
      '%s has a CSP without inline scripts, framing only for Telegram, and no X-Frame-Options',
      async (_label, request) => {
        const res = await request();
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain(`frame-ancestors 'self' ${TELEGRAM_FRAME_ANCESTORS.join(' ')}`);
        expect(csp).toContain("object-src 'none'");
        expect(res.headers['x-frame-options']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      },
    );

    const directives = (csp: string) =>
      new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name!, values]),
      );

    it('images, media and connections are limited to our own origin and the configured hosts', async () => {
      const plain = directives(
        String((await get('/home', { accept: 'text/html' })).headers['content-security-policy']),
      );
      const ws = t.config.publicUrl.replace(/^http/, 'ws');
      expect(plain.get('connect-src')).toEqual(["'self'", ws]);
      expect(plain.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(plain.get('media-src')).toEqual(["'self'", 'blob:']);

      const app = await buildApp({
        ...t.deps,
        config: {
          ...t.config,
          publicUrl: 'https://fans.example',
          fallbackApiHost: 'https://api.fans.example/v1',
          mediaHosts: ['https://cdn.fans.example'],
        },
      });
      try {
        const res = await app.inject({ method: 'POST', url: t.paths.me });
        const csp = directives(String(res.headers['content-security-policy']));
        expect(csp.get('connect-src')).toEqual([
          "'self'",
          'wss://fans.example',
          'https://api.fans.example',
          'https://cdn.fans.example',
        ]);
        expect(csp.get('img-src')).toEqual(["'self'", 'https://cdn.fans.example', 'data:', 'blob:']);
        expect(csp.get('media-src')).toEqual(["'self'", 'https://cdn.fans.example', 'blob:']);
      } finally {
        await app.close();
      }
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: t.paths.loginPassword,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,locale',
        },
      });

    it('the configured origin is echoed, with the headers the web app sends', async () => {
      const res = await preflight(t.config.publicUrl);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
      for (const h of ['authorization', 'user-type', 'shop-domain', 'locale', 'idempotency-key'])
        expect(String(res.headers['access-control-allow-headers'])).toContain(h);
      const simple = await t.app.inject({
        method: 'POST',
        url: t.paths.checkEmail,
        payload: { email: 'cors@example.com' },
        headers: { origin: t.config.publicUrl },
      });
      expect(simple.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
    });

    it('another origin gets no CORS grant', async () => {
      const res = await preflight('https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await t.app.inject({
        method: 'POST',
        url: t.paths.checkEmail,
        payload: { email: 'cors@example.com' },
        headers: { origin: 'https://evil.example' },
      });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
