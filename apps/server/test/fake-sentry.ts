/**
 * A local HTTP server that takes Sentry envelopes as sentry.io's ingest does
 * (`POST /api/<project>/envelope/`, newline-delimited JSON, gzip when large) and keeps the events.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type IngestedEvent = Record<string, unknown> & {
  exception?: { values?: { type?: string; value?: string }[] };
  request?: Record<string, unknown>;
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  user?: Record<string, unknown>;
};

export async function startFakeSentry() {
  const events: IngestedEvent[] = [];
  const raw: string[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const text = body.toString('utf8');
      raw.push(text);
      const lines = text.split('\n').filter(Boolean);
      // Header, then item header / payload pairs.
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]!) as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[i + 1]!) as IngestedEvent);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    events,
    /** Every envelope's text, to search for what must never be sent. */
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
