// Server error reporting against a local server acting as Sentry's ingest endpoint (a DSN at 127.0.0.1):
// a 5xx reaches it with the release, a refusal (4xx) does not, and nothing personal or secret is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandler } from '../http/error-handler.ts';
import { appError } from '../http/app-error.ts';
import { requestContextPlugin } from '../http/request-context.ts';
import type { AppDeps } from '../deps.ts';
import { createErrorReporter, NO_ERROR_REPORTER, scrubEvent, type ErrorReporter } from './error-reporting.ts';
import { parseConfig } from '../config.ts';
import { startFakeSentry } from '../../test/fake-sentry.ts';

describe('error reporting (Sentry)', () => {
  let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
  let reporter: ErrorReporter;
  let app: FastifyInstance;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    reporter = await createErrorReporter({ dsn: sentry.dsn, release: 'fanlane@1.2.3+abc', environment: 'staging' });
    app = Fastify();
    app.decorate('deps', { errorReporter: reporter } as unknown as AppDeps);
    installErrorHandler(app);
    await app.register(requestContextPlugin);
    app.post('/boom', () => {
      throw new Error('the ledger exploded');
    });
    app.post('/refused', () => {
      throw appError('FORBIDDEN');
    });
    app.post('/provider-down', () => {
      throw appError('CAPTCHA_UNAVAILABLE');
    });
    // What a request stream throws when its client goes away mid-body (node:stream's pipeline, busboy).
    app.post('/client-gone', () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await sentry.close();
  });

  it('a 5xx reaches Sentry with the release, environment, route and request id, scrubbed of anything personal', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/boom?token=secret-query-token&email=ada@example.com',
      headers: {
        authorization: 'Bearer secret-bearer-token',
        cookie: 'session=secret-cookie-value',
        'x-forwarded-for': '203.0.113.77',
        'user-agent': 'TestBrowser/1.0',
        'x-request-id': 'req-12345678',
      },
      payload: { password: 'secret-body-password', email: 'ada@example.com' },
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode).toBe(500);
    await reporter.flush(5_000);
    expect(sentry.events).toHaveLength(1);
    const event = sentry.events[0]!;
    expect(event.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'the ledger exploded' });
    expect(event.release).toBe('fanlane@1.2.3+abc');
    expect(event.environment).toBe('staging');
    // The request id ties the event to the server's log line (this bare app numbers its requests).
    expect(event.tags).toMatchObject({ route: '/boom', request_id: expect.any(String) as string });
    expect(event.request).toMatchObject({ method: 'POST', url: '/boom', headers: { 'user-agent': 'TestBrowser/1.0' } });
    const everything = sentry.raw.join('\n');
    for (const secret of [
      'secret-query-token',
      'secret-bearer-token',
      'secret-cookie-value',
      'secret-body-password',
      'ada@example.com',
      '203.0.113.77',
    ])
      expect(everything).not.toContain(secret);
  });

  it('refusals (4xx), a client gone mid-request and a provider being down (a catalogued 503) are not reported', async () => {
    const before = sentry.events.length;
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(403);
    const gone = await app.inject({ method: 'POST', url: '/client-gone' });
    expect([gone.statusCode, gone.json<{ code: number }>().code]).toEqual([400, 400]);
    expect((await app.inject({ method: 'POST', url: '/provider-down' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(404);
    await reporter.flush(2_000);
    expect(sentry.events).toHaveLength(before);
  });

  it('scrubEvent drops bodies, cookies, query strings, unsafe headers and everything about a user but the id', () => {
    const event = scrubEvent({
      request: {
        url: 'https://fans.example.org/x?code=123456#frag',
        headers: { Authorization: 'Bearer t', Cookie: 'a=b', 'User-Agent': 'UA', 'X-Forwarded-For': '1.2.3.4' },
        cookies: { a: 'b' },
        data: '{"password":"p"}',
        query_string: 'code=123456',
        env: { REMOTE_ADDR: '1.2.3.4' },
      },
      user: { id: 'u1', email: 'a@b.c', ip_address: '1.2.3.4', username: 'ada' },
    });
    expect(event).toEqual({
      request: { url: 'https://fans.example.org/x', headers: { 'User-Agent': 'UA' } },
      user: { id: 'u1' },
    });
  });

  it('off without SENTRY_DSN: no SDK, nothing sent; SENTRY_WEB_DSN defaults to SENTRY_DSN', async () => {
    expect(await createErrorReporter({ dsn: null, release: 'x', environment: 'test' })).toBe(NO_ERROR_REPORTER);
    expect(parseConfig({}).sentry).toEqual({ dsn: null, webDsn: null, environment: 'development' });
    expect(parseConfig({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' }).sentry).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      webDsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'development',
    });
    expect(
      parseConfig({ SENTRY_WEB_DSN: 'https://w@o1.ingest.sentry.io/3', SENTRY_ENVIRONMENT: 'prod-eu' }).sentry,
    ).toEqual({
      dsn: null,
      webDsn: 'https://w@o1.ingest.sentry.io/3',
      environment: 'prod-eu',
    });
  });
});
