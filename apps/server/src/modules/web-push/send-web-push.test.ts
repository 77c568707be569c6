import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, jwtVerify } from 'jose';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPushPayload, TPushQuery } from '@fanlane/contracts/notifications';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import {
  startPushService,
  subscribedBrowser,
  type ReceivedPush,
  type TestBrowser,
} from '../../../test/push-service.ts';
import { PUSH_TTL_SECONDS, sendWebPush } from './send-web-push.ts';

const payload: TPushPayload = {
  title: 'Mia posted',
  body: 'A new set from the beach 🌊',
  url: '/notifications',
  tag: 'post.new',
};

describe(`web push delivery (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    [t, service] = await Promise.all([createTestApp(), startPushService()]);
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });

  async function subscribe(user: SignedInUser, kind: Parameters<typeof service.endpoint>[0], key: string) {
    const browser = subscribedBrowser(service.endpoint(kind));
    const res = await t.post(PATHS.pushBind, { fcmToken: browser.token, userAgentKey: key }, user.auth);
    expect(res.status, res.body.msg).toBe(200);
    return browser;
  }
  const devicesOf = async (user: SignedInUser) =>
    (await t.post<TPushQuery>(PATHS.pushQuery, {}, user.auth)).body.data.devices.map((d) => d.userAgentKey);
  const receivedBy = (browser: TestBrowser): ReceivedPush | undefined =>
    service.received.find((r) => browser.endpoint.endsWith(r.path));

  /** The VAPID header's token, checked against the server's public key: its claims. */
  async function verifyVapid(push: ReceivedPush, endpoint: string) {
    const vapid = t.deps.webPush.vapid!;
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(push.headers.authorization));
    expect(match, String(push.headers.authorization)).not.toBeNull();
    const [, jwt, k] = match!;
    expect(k).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims, protectedHeader } = await jwtVerify(jwt!, key, {
      algorithms: ['ES256'],
      audience: new URL(endpoint).origin,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(claims.sub).toBe(vapid.subject);
    // VAPID tokens live at most 24 h.
    expect(claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(86_400);
    expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(0);
  }

  it('every browser of the user gets the push, encrypted for it and signed by the server', async () => {
    const fan = await createSignedInUser(t);
    const laptop = await subscribe(fan, 'ok', 'laptop');
    const phone = await subscribe(fan, 'ok', 'phone');
    const bystander = await subscribe(await createSignedInUser(t), 'ok', 'laptop');

    expect(await sendWebPush(t.deps, fan.user.id, payload)).toEqual({ sent: 2, dropped: 0, failed: 0 });

    for (const browser of [laptop, phone]) {
      const push = receivedBy(browser);
      expect(push, 'the push service got the push').toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers['content-type']).toBe('application/octet-stream');
      expect(push!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      await verifyVapid(push!, browser.endpoint);
      expect(JSON.parse(browser.decrypt(push!.body))).toEqual(payload);
      // Another browser's keys cannot read it.
      const other = browser === laptop ? phone : laptop;
      expect(() => other.decrypt(push!.body)).toThrow();
    }
    expect(receivedBy(bystander)).toBeUndefined();
  });

  it('long texts are cut so the push fits', async () => {
    const fan = await createSignedInUser(t);
    const browser = await subscribe(fan, 'ok', 'laptop');
    const long = { ...payload, title: 'T'.repeat(500), body: 'ü'.repeat(3000) };
    expect(await sendWebPush(t.deps, fan.user.id, long)).toEqual({ sent: 1, dropped: 0, failed: 0 });
    const sent = JSON.parse(browser.decrypt(receivedBy(browser)!.body)) as TPushPayload;
    expect(sent.title).toHaveLength(120);
    expect(sent.body).toHaveLength(600);
    expect(sent.body.endsWith('…')).toBe(true);
  });

  it('a subscription the push service calls gone (410, 404) is forgotten; other refusals keep it', async () => {
    const fan = await createSignedInUser(t);
    await subscribe(fan, 'ok', 'laptop');
    await subscribe(fan, 'gone', 'old-phone');
    await subscribe(fan, 'missing', 'old-tablet');
    await subscribe(fan, 'broken', 'work-pc');

    expect(await sendWebPush(t.deps, fan.user.id, payload)).toEqual({ sent: 1, dropped: 2, failed: 1 });
    expect((await devicesOf(fan)).sort()).toEqual(['laptop', 'work-pc']);
  });

  it('a push service that never answers is given up on after the time-out, without holding up the others', async () => {
    const fan = await createSignedInUser(t);
    const quiet = await subscribe(fan, 'silent', 'quiet-phone');
    const laptop = await subscribe(fan, 'ok', 'laptop');
    const deps = { ...t.deps, webPush: { ...t.deps.webPush, timeoutMs: 300 } };

    const started = performance.now();
    const outcome = await sendWebPush(deps, fan.user.id, payload);
    const took = performance.now() - started;
    expect(outcome).toEqual({ sent: 1, dropped: 0, failed: 1 });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(5_000);
    expect(receivedBy(quiet), 'the silent service got the request').toBeDefined();
    expect(JSON.parse(laptop.decrypt(receivedBy(laptop)!.body))).toEqual(payload);
    // A slow service is not a gone subscription.
    expect((await devicesOf(fan)).sort()).toEqual(['laptop', 'quiet-phone']);
  });

  it('an unreachable push service is logged and swallowed', async () => {
    const fan = await createSignedInUser(t);
    const browser = subscribedBrowser('http://127.0.0.1:9/ok/closed-port');
    await t.post(PATHS.pushBind, { fcmToken: browser.token, userAgentKey: 'laptop' }, fan.auth);
    expect(await sendWebPush(t.deps, fan.user.id, payload)).toEqual({ sent: 0, dropped: 0, failed: 1 });
    expect(await devicesOf(fan)).toEqual(['laptop']);
  });

  it('without subscriptions, or with push off, nothing is sent', async () => {
    const fan = await createSignedInUser(t);
    expect(await sendWebPush(t.deps, fan.user.id, payload)).toEqual({ sent: 0, dropped: 0, failed: 0 });
    const browser = await subscribe(fan, 'ok', 'laptop');
    const off = { ...t.deps, webPush: { ...t.deps.webPush, vapid: null } };
    expect(await sendWebPush(off, fan.user.id, payload)).toEqual({ sent: 0, dropped: 0, failed: 0 });
    expect(receivedBy(browser)).toBeUndefined();
  });
});
