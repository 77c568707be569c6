import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PUSH_TOKEN_MAX, type TPushQuery } from '@fanlane/contracts/notifications';
import { ConfigError, parseConfig } from '../../config.ts';
import { resolveVapid } from '../../lib/dev-secrets.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { subscribedBrowser } from '../../../test/push-service.ts';
import { makeWebDist } from '../../../test/web-dist.ts';
import { PUSH_WORKER_FILE } from '../../http/web-app.ts';
import { PUSH_DEVICES_MAX } from './push-subscriptions-repo.ts';

type Auth = Record<string, string>;

const PUSH_SERVICE = 'https://push.example.net/wpush/v2';
const endpoint = () => `${PUSH_SERVICE}/${randomBytes(12).toString('base64url')}`;
const keysOf = (token: string) => (JSON.parse(token) as { keys: { p256dh: string; auth: string } }).keys;
/** A subscription's JSON with its endpoint or keys changed. */
const subscriptionJson = (endpointUrl: string, keys: Partial<{ p256dh: string; auth: string }> = {}) => {
  const browser = subscribedBrowser(endpointUrl);
  return JSON.stringify({ endpoint: endpointUrl, expirationTime: null, keys: { ...keysOf(browser.token), ...keys } });
};

function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
}

function pushCalls(t: TestApp) {
  return {
    bind: (fcmToken: string, userAgentKey: string, auth: Auth) =>
      t.post(PATHS.pushBind, { fcmToken, userAgentKey }, auth),
    unbind: (userAgentKey: string, auth: Auth) => t.post(PATHS.pushUnbind, { userAgentKey }, auth),
    query: async (auth: Auth) => {
      const res = await t.post<TPushQuery>(PATHS.pushQuery, {}, auth);
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data;
    },
  };
}

describe(`web push bindings (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let push: ReturnType<typeof pushCalls>;

  beforeAll(async () => {
    t = await createTestApp();
    push = pushCalls(t);
  });
  afterAll(() => t.close());

  it('a fan binds this browser and sees it, with the key to subscribe with', async () => {
    const fan = await createSignedInUser(t);
    expect(await push.query(fan.auth)).toEqual({ vapidPublicKey: t.deps.webPush.vapid?.publicKey, devices: [] });
    expect(t.deps.webPush.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const before = Date.now();
    const res = await push.bind(subscribedBrowser(endpoint()).token, 'chrome-laptop', fan.auth);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    const { devices } = await push.query(fan.auth);
    expect(devices.map((d) => d.userAgentKey)).toEqual(['chrome-laptop']);
    expect(Date.parse(devices[0]!.boundAt)).toBeGreaterThanOrEqual(before - 1000);
    // A fan-out asks once which of its recipients have a browser to push to.
    const other = await createSignedInUser(t);
    expect(t.deps.notificationChannels.pushReachable).toBeDefined();
    expect(await t.deps.notificationChannels.pushReachable!([fan.user.id, other.user.id])).toEqual(
      new Set([fan.user.id]),
    );
  });

  it('binding again replaces the browser’s subscription; each browser is one device; unbinding is idempotent', async () => {
    const fan = await createSignedInUser(t);
    await push.bind(subscribedBrowser(endpoint()).token, 'laptop', fan.auth);
    await push.bind(subscribedBrowser(endpoint()).token, 'laptop', fan.auth);
    await push.bind(subscribedBrowser(endpoint()).token, 'phone', fan.auth);
    expect((await push.query(fan.auth)).devices.map((d) => d.userAgentKey)).toEqual(['phone', 'laptop']);

    for (let i = 0; i < 2; i++) {
      const res = await push.unbind('laptop', fan.auth);
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toEqual({ ok: true });
    }
    expect((await push.unbind('never-bound', fan.auth)).status).toBe(200);
    expect((await push.query(fan.auth)).devices.map((d) => d.userAgentKey)).toEqual(['phone']);
  });

  it('the same browser under a new key is still one device', async () => {
    const fan = await createSignedInUser(t);
    const browser = subscribedBrowser(endpoint());
    await push.bind(browser.token, 'old-key', fan.auth);
    await push.bind(browser.token, 'new-key', fan.auth);
    expect((await push.query(fan.auth)).devices.map((d) => d.userAgentKey)).toEqual(['new-key']);
  });

  it('another user’s browsers are never listed, and a browser signed into by someone else moves to them', async () => {
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    const shared = subscribedBrowser(endpoint());
    await push.bind(shared.token, 'family-pc', first.auth);
    await push.bind(subscribedBrowser(endpoint()).token, 'first-phone', first.auth);
    expect((await push.query(second.auth)).devices).toEqual([]);

    await push.bind(shared.token, 'family-pc', second.auth);
    expect((await push.query(first.auth)).devices.map((d) => d.userAgentKey)).toEqual(['first-phone']);
    expect((await push.query(second.auth)).devices.map((d) => d.userAgentKey)).toEqual(['family-pc']);
    // Unbinding one's own key never touches the other user's binding of that key.
    await push.unbind('first-phone', second.auth);
    expect((await push.query(first.auth)).devices.map((d) => d.userAgentKey)).toEqual(['first-phone']);
  });

  it(`a user keeps the ${PUSH_DEVICES_MAX} most recently bound browsers`, async () => {
    const fan = await createSignedInUser(t);
    for (let i = 0; i <= PUSH_DEVICES_MAX; i++) {
      const res = await push.bind(subscribedBrowser(endpoint()).token, `browser-${i}`, fan.auth);
      expect(res.status, res.body.msg).toBe(200);
    }
    const keys = (await push.query(fan.auth)).devices.map((d) => d.userAgentKey);
    expect(keys).toHaveLength(PUSH_DEVICES_MAX);
    expect(keys).toContain(`browser-${PUSH_DEVICES_MAX}`);
    expect(keys).not.toContain('browser-0');
  });

  it('anything but a PushSubscription’s JSON is refused, and nothing is bound', async () => {
    const fan = await createSignedInUser(t);
    const good = subscribedBrowser(endpoint());
    const { p256dh, auth } = keysOf(good.token);
    const offCurve = Buffer.from(p256dh, 'base64url');
    offCurve[64] = offCurve[64]! ^ 1;
    const refused = [
      'not json at all',
      'null',
      '"a string"',
      JSON.stringify({ endpoint: endpoint() }),
      JSON.stringify({ endpoint: 42, keys: { p256dh, auth } }),
      subscriptionJson('not a url'),
      subscriptionJson('ftp://push.example.net/x'),
      subscriptionJson('http://push.example.net/x'),
      subscriptionJson('https://user:secret@push.example.net/x'),
      subscriptionJson(endpoint(), { p256dh: p256dh.slice(0, 86) }),
      subscriptionJson(endpoint(), { p256dh: Buffer.alloc(64, 7).toString('base64url') }),
      subscriptionJson(endpoint(), { p256dh: createECDH('prime256v1').generateKeys('base64url', 'compressed') }),
      subscriptionJson(endpoint(), { p256dh: offCurve.toString('base64url') }),
      subscriptionJson(endpoint(), { p256dh: `${p256dh.slice(0, 80)}+/+/+/+` }),
      subscriptionJson(endpoint(), { auth: randomBytes(15).toString('base64url') }),
      subscriptionJson(endpoint(), { auth: randomBytes(32).toString('base64url') }),
      subscriptionJson(endpoint(), { auth: '' }),
    ];
    for (const token of refused) expectError(await push.bind(token, 'laptop', fan.auth), 'PUSH_SUBSCRIPTION_INVALID');
    expect((await push.query(fan.auth)).devices).toEqual([]);

    // Padded base64url is a browser's too; it is stored as the same key.
    const padded = JSON.stringify({ endpoint: good.endpoint, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } });
    expect((await push.bind(padded, 'laptop', fan.auth)).status).toBe(200);
  });

  it('a too long token or browser key is a validation error naming the field', async () => {
    const fan = await createSignedInUser(t);
    const long = subscriptionJson(`${endpoint()}/${'x'.repeat(PUSH_TOKEN_MAX)}`);
    expectInvalidFields(await push.bind(long, 'laptop', fan.auth), ['fcmToken']);
    expectInvalidFields(await push.bind(subscribedBrowser(endpoint()).token, 'k'.repeat(129), fan.auth), [
      'userAgentKey',
    ]);
    expectInvalidFields(await push.bind(subscribedBrowser(endpoint()).token, '', fan.auth), ['userAgentKey']);
    expectInvalidFields(await t.post(PATHS.pushBind, {}, fan.auth), ['fcmToken', 'userAgentKey']);
    expectInvalidFields(await push.unbind('k'.repeat(129), fan.auth), ['userAgentKey']);
  });

  it('every push call needs a signed-in user', async () => {
    const token = subscribedBrowser(endpoint()).token;
    expectError(await push.bind(token, 'laptop', {}), 'UNAUTHORIZED');
    expectError(await push.unbind('laptop', {}), 'UNAUTHORIZED');
    expectError(await t.post(PATHS.pushQuery, {}), 'UNAUTHORIZED');
    expectError(await t.post(PATHS.pushQuery, {}, { authorization: 'Bearer forged' }), 'UNAUTHORIZED');
  });

  it('outside production a push service on this machine may be plain http', async () => {
    const fan = await createSignedInUser(t);
    for (const host of ['127.0.0.1:9', 'localhost:9', '[::1]:9']) {
      const res = await push.bind(subscribedBrowser(`http://${host}/ok/x`).token, `local-${host}`, fan.auth);
      expect(res.status, `${host}: ${res.body.msg}`).toBe(200);
    }
    expect((await push.query(fan.auth)).devices).toHaveLength(3);
  });

  it('binding and unbinding are rate limited per user', async () => {
    const fan = await createSignedInUser(t);
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await push.unbind('laptop', fan.auth)).status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});

describe(`web push in production (${TEST_DRIVER})`, () => {
  it('without VAPID keys push is off: the query says so and a bind is refused', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      const push = pushCalls(t);
      const fan = await createSignedInUser(t);
      expect(await push.query(fan.auth)).toEqual({ vapidPublicKey: null, devices: [] });
      expectError(await push.bind(subscribedBrowser(endpoint()).token, 'laptop', fan.auth), 'PUSH_NOT_CONFIGURED');
      expect((await push.unbind('laptop', fan.auth)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with its keys, only public https push services are accepted', async () => {
    const keys = vapidPair();
    const t = await createTestApp({
      NODE_ENV: 'production',
      ...keys,
      VAPID_SUBJECT: 'https://fans.example.org/contact',
    });
    try {
      const push = pushCalls(t);
      const fan = await createSignedInUser(t);
      expect(t.deps.webPush.vapid).toEqual({
        subject: 'https://fans.example.org/contact',
        publicKey: keys.VAPID_PUBLIC_KEY,
        privateKey: keys.VAPID_PRIVATE_KEY,
      });
      expect((await push.query(fan.auth)).vapidPublicKey).toBe(keys.VAPID_PUBLIC_KEY);
      for (const url of [
        'http://127.0.0.1:9/ok/x',
        'http://localhost:9/ok/x',
        'https://127.0.0.1/x',
        'https://10.0.0.8/x',
        'https://[::1]/x',
        'https://localhost/x',
        'https://push.localhost/x',
        'http://push.example.net/x',
      ]) {
        expectError(await push.bind(subscribedBrowser(url).token, 'laptop', fan.auth), 'PUSH_SUBSCRIPTION_INVALID');
      }
      expect((await push.bind(subscribedBrowser(endpoint()).token, 'laptop', fan.auth)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('VAPID configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      parseConfig(env);
      return [];
    } catch (err) {
      if (err instanceof ConfigError) return err.problems.filter((p) => p.startsWith('VAPID'));
      throw err;
    }
  };

  it('a key pair is both halves, matching, in base64url; the subject is mailto: or https:', () => {
    const pair = vapidPair();
    const other = vapidPair();
    expect(problems(pair)).toEqual([]);
    expect(problems({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toEqual([
      'VAPID_PRIVATE_KEY: is required with VAPID_PUBLIC_KEY',
    ]);
    expect(problems({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toEqual([
      'VAPID_PUBLIC_KEY: is required with VAPID_PRIVATE_KEY',
    ]);
    expect(problems({ ...pair, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY })).toEqual([
      'VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY',
    ]);
    expect(problems({ ...pair, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY.slice(1) })[0]).toMatch(/^VAPID_PUBLIC_KEY: /);
    expect(problems({ VAPID_SUBJECT: 'http://fans.example.org' })[0]).toMatch(/^VAPID_SUBJECT: /);
    expect(problems({ VAPID_SUBJECT: 'mailto:push@fans.example.org' })).toEqual([]);
    expect(parseConfig({ SUPPORT_EMAIL: 'help@fans.example.org' }).vapidSubject).toBe('mailto:help@fans.example.org');
  });

  it('outside production a key pair is made once and kept with the other development secrets', async () => {
    const t = await createTestApp();
    try {
      const made = resolveVapid(t.config);
      expect(made).toEqual(t.deps.webPush.vapid);
      expect(resolveVapid(t.config)).toEqual(made);
      const stored = JSON.parse(readFileSync(path.join(t.config.dataDir, 'dev-secrets.json'), 'utf8')) as {
        vapid: unknown;
      };
      expect(stored.vapid).toEqual({ publicKey: made?.publicKey, privateKey: made?.privateKey });
      // The pair works: its halves match.
      expect(problems({ VAPID_PUBLIC_KEY: made!.publicKey, VAPID_PRIVATE_KEY: made!.privateKey })).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the push service worker', () => {
  it('is served from the root, never cached stale, allowed to control the app and to run by the CSP', async () => {
    const webDist = makeWebDist({});
    writeFileSync(path.join(webDist, PUSH_WORKER_FILE), "self.addEventListener('push', () => {});\n");
    const t = await createTestApp({ WEB_DIST: webDist });
    try {
      const res = await t.app.inject({ method: 'GET', url: `/${PUSH_WORKER_FILE}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBe('/');
      expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
      expect(res.body).toContain("addEventListener('push'");
    } finally {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
