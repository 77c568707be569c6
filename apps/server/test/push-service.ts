/**
 * A local push service for the web push tests, and browsers to subscribe with: each browser has a
 * real P-256 key pair and auth secret, as a browser's PushManager makes them, so a test can decrypt
 * what the server sent the way the browser would.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import ece from 'http_ece';

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * Answers by the endpoint's first path segment: `/ok/…` 201, `/gone/…` 410, `/missing/…` 404,
 * `/broken/…` 500, `/silent/…` never. Every request is kept in `received`.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const kind = path.split('/')[1];
      if (kind === 'silent') return void hanging.add(res);
      const status = { ok: 201, gone: 410, missing: 404, broken: 500 }[kind ?? ''] ?? 400;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A fresh endpoint on this service that answers as `kind` says. */
    endpoint: (kind: 'ok' | 'gone' | 'missing' | 'broken' | 'silent') => `${origin}/${kind}/${randomUUID()}`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestBrowser = {
  ecdh: ECDH;
  authSecret: Buffer;
  endpoint: string;
  /** What the web app sends as `fcmToken`: the PushSubscription's JSON. */
  token: string;
  /** The plain text of a push this browser received (aes128gcm, RFC 8291). */
  decrypt(body: Buffer): string;
};

/** A browser subscribed at `endpoint`. */
export function subscribedBrowser(endpoint: string): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') };
  return {
    ecdh,
    authSecret,
    endpoint,
    token: JSON.stringify({ endpoint, expirationTime: null, keys }),
    decrypt: (body) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: keys.auth }).toString('utf8'),
  };
}
