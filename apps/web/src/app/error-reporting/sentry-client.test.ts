// The browser SDK against a local server acting as Sentry's ingest endpoint (a DSN at 127.0.0.1):
// an error reaches it with the release, dropped ones do not, and nothing personal is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSentry } from './sentry-client';
import { markNotReportable } from './should-report';

let server: Server;
const bodies: string[] = [];
let dsn = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/7`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The events the ingest endpoint received. */
type SentEvent = Record<string, unknown> & { exception?: { values: { value: string }[] } };
function events(): SentEvent[] {
  return bodies.flatMap((body) => {
    const lines = body.split('\n').filter(Boolean);
    const out: SentEvent[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      if ((JSON.parse(lines[i]!) as { type?: string }).type === 'event')
        out.push(JSON.parse(lines[i + 1]!) as SentEvent);
    }
    return out;
  });
}

describe('web error reporting (Sentry SDK)', () => {
  it('reports an error with the release; drops the spec’s list; sends no query string, cookie or e-mail', async () => {
    window.history.replaceState(null, '', '/settings?authCode=secret-hand-over&email=ada@example.com#frag');
    document.cookie = 'session=secret-cookie';
    // Replay needs a real browser's workers; the test DOM reports without it, through its own fetch.
    const client = startSentry({
      dsn,
      environment: 'test',
      release: 'web@9.9.9',
      replay: false,
      fetch: globalThis.fetch,
    });
    client.capture(new Error('checkout state impossible'));
    client.capture(new TypeError('Failed to fetch'));
    client.capture(new Error('ResizeObserver loop completed with undelivered notifications.'));
    client.capture(markNotReportable(new Error('expected and handled')));
    await client.flush(5_000);
    const sent = events();
    expect(sent.map((e) => e.exception?.values[0]?.value)).toEqual(['checkout state impossible']);
    expect(sent[0]).toMatchObject({ release: 'web@9.9.9', environment: 'test' });
    expect((sent[0]!.request as { url: string }).url).toMatch(/\/settings$/);
    const everything = bodies.join('\n');
    for (const secret of ['secret-hand-over', 'ada@example.com', 'secret-cookie'])
      expect(everything).not.toContain(secret);
  });
});
