/**
 * The bind call's `fcmToken`: a browser's PushSubscription as JSON (its `toJSON()`), checked before
 * anything is stored, so every push sent later can be encrypted and addressed.
 */
import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { appError } from '../../http/app-error.ts';
import type { PushEndpoint } from './push-subscriptions-repo.ts';

const ZSubscriptionJson = z.object({
  endpoint: z.string(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The bytes of a base64url text (padding allowed), or null when it is not one. */
function base64url(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** A point on P-256 in uncompressed form (65 bytes, 0x04 first): the browser's public key. */
function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Push services are public https hosts. Outside production a test may run one on this machine
 * over http; in production a host given as an address or as localhost is refused, so no one can
 * point the server's pushes at its own network.
 */
function isPushServiceUrl(endpoint: string, isProduction: boolean): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const loopback = LOOPBACK.has(url.hostname);
  if (!isProduction) return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  return url.protocol === 'https:' && !loopback && !literal && !url.hostname.endsWith('.localhost');
}

export function parseSubscription(token: string, opts: { isProduction: boolean }): PushEndpoint {
  const invalid = () => appError('PUSH_SUBSCRIPTION_INVALID');
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch (err) {
    throw appError('PUSH_SUBSCRIPTION_INVALID', { cause: err });
  }
  const parsed = ZSubscriptionJson.safeParse(json);
  if (!parsed.success) throw invalid();
  const { endpoint, keys } = parsed.data;
  if (!isPushServiceUrl(endpoint, opts.isProduction)) throw invalid();
  const p256dh = base64url(keys.p256dh);
  const auth = base64url(keys.auth);
  if (!p256dh || !isP256Point(p256dh) || auth?.length !== 16) throw invalid();
  return { endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}
