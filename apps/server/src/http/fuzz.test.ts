/**
 * Bad input never answers 5xx: every documented route (the OpenAPI document the app serves) gets
 * NUL characters, huge strings, wrong types, deep nesting and prototype keys, anonymously and as a
 * signed-in creator calling as seller with an Idempotency-Key. Every answer must be below 500, and
 * every JSON answer in the envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../test/helpers.ts';
import { createCreator, type TestCreator } from '../../test/content-fixtures.ts';
import { findNul } from './nul-guard.ts';

type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(200_000);

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

/** Every body a route gets: each of its documented fields, and a few made-up ones, set to something bad. */
function badBodies(fields: string[]): InjectOptions['payload'][] {
  const names = fields.length > 0 ? fields : ['id', 'text'];
  const each = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  return [
    each(NUL),
    { [`key${NUL}`]: 'x', ...each('ok') },
    each([NUL, { nested: NUL }]),
    each(HUGE),
    each(12345),
    each(-1e308),
    each(true),
    each({ nested: [1, 2, { deeper: null }] }),
    each(null),
    { ...each('0'), extra: deep(100) },
    deep(500) as Record<string, unknown>,
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
    '{"a":',
    '[]',
    '"just a string"',
  ];
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

describe(`every documented route survives bad input (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let doc: OpenApi;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
    creator = await createCreator(t, 'fuzzed');
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>();
  });
  afterAll(() => t.close());

  it('finds the routes to try', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it('no answer is 5xx, and every JSON answer is the envelope', async () => {
    const failures: string[] = [];
    let sent = 0;
    const callers = [{}, { ...creator.seller }];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const fields = Object.keys(schema?.properties ?? {});
        const requests: (InjectOptions & { url: string })[] = [];
        const verb = method.toUpperCase();
        for (const headers of callers) {
          const base = { headers: { ...headers, 'idempotency-key': randomUUID(), 'content-type': 'application/json' } };
          if (method === 'get') {
            for (const value of [NUL, HUGE.slice(0, 5000), '../../etc/passwd', '%zz']) {
              requests.push({
                ...base,
                method: 'GET',
                url: `${fill(path, value)}?to=${encodeURIComponent(NUL)}&cursor=${encodeURIComponent(value)}`,
              });
            }
          } else {
            for (const payload of badBodies(fields)) {
              requests.push({
                ...base,
                method: verb,
                url: fill(path, NUL),
                payload,
              });
              requests.push({
                ...base,
                method: verb,
                url: fill(path, 'x'),
                payload,
              });
            }
          }
        }
        for (const request of requests) {
          const res = await t.app.inject(request);
          sent++;
          const label = `${request.method} ${request.url.slice(0, 80)} → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 120)}`);
          // A HEAD answer has no body by definition.
          else if (
            request.method !== 'HEAD' &&
            String(res.headers['content-type'] ?? '').startsWith('application/json')
          ) {
            let body: Record<string, unknown> = {};
            try {
              body = res.json<Record<string, unknown>>();
            } catch {
              // Reported just below: not JSON at all.
            }
            if (typeof body.success !== 'boolean' || typeof body.code !== 'number' || typeof body.msg !== 'string')
              failures.push(`${label} not the envelope: ${JSON.stringify(res.body.slice(0, 120))}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // Thousands of requests: about 17 s alone, past the default 30 s when the machine is shared.
  }, 120_000);

  it('a NUL in a field is a 422 naming the field, without or with a signed-in caller', async () => {
    const anonymous = await t.post(t.paths.loginPassword, {
      email: 'x@example.com',
      password: NUL,
    });
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.data).toEqual({
      fields: [{ field: 'password', message: 'must not contain a NUL character' }],
    });
    const profile = await t.post(PATHS.profile, { addressOrDomain: NUL });
    expect(profile.status).toBe(422);
    const signedIn = await t.post(PATHS.profileUpdate, { bio: `fine\u0000` }, creator.auth);
    expect([signedIn.status, signedIn.body.data]).toEqual([
      422,
      { fields: [{ field: 'bio', message: 'must not contain a NUL character' }] },
    ]);
  });

  it('finds a NUL anywhere: nested, in arrays and in keys', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: NUL }] })).toBe('a.1.c');
    expect(findNul({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
    expect(findNul({ a: 'fine', b: [1, 'two'] })).toBeUndefined();
  });
});
