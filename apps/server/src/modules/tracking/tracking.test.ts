import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { loginEvents, trackingEvents } from '../../db/schema/index.ts';

describe(`tracking and counters (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let fan: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    fan = await createSignedInUser(t, { email: 'tracked@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const eventsNamed = (event: string) =>
    t.deps.db.select().from(trackingEvents).where(eq(trackingEvents.event, event)).orderBy(desc(trackingEvents.id));

  describe('/track/add', () => {
    it('stores the event, the fingerprint from extra, page, referrer and the client timestamp', async () => {
      const timestamp = Date.now() - 5_000;
      const res = await t.post(
        PATHS.track,
        {
          event: 'page_view',
          extra: { fingerprint: 'fp-123', plan: 'gold', count: 3, beta: true, none: null },
          page: '/home',
          referrer: 'https://t.me/x',
          timestamp,
        },
        { 'user-agent': 'FanlaneTest/1.0' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: { ok: true } });

      const [row] = await eventsNamed('page_view');
      expect(row).toMatchObject({
        event: 'page_view',
        fingerprint: 'fp-123',
        page: '/home',
        referrer: 'https://t.me/x',
        extra: { plan: 'gold', count: 3, beta: true, none: null },
        userId: null,
        ip: '127.0.0.1',
        userAgent: 'FanlaneTest/1.0',
      });
      expect(row?.clientTimestamp?.getTime()).toBe(timestamp);
    });

    it('anyone may report; a signed-in caller has their user attached', async () => {
      expect((await t.post(PATHS.track, { event: 'anon_click' })).status).toBe(200);
      expect((await eventsNamed('anon_click'))[0]).toMatchObject({
        userId: null,
        fingerprint: null,
        page: null,
        referrer: null,
        clientTimestamp: null,
      });

      expect((await t.post(PATHS.track, { event: 'member_click' }, fan.auth)).status).toBe(200);
      expect((await eventsNamed('member_click'))[0]?.userId).toBe(fan.user.id);
    });

    it('a bad or expired token does not block the report; it is stored as anonymous', async () => {
      expect(
        (await t.post(PATHS.track, { event: 'stale_click' }, { authorization: 'Bearer expired.or.forged' })).status,
      ).toBe(200);
      expect((await eventsNamed('stale_click'))[0]?.userId).toBeNull();
    });

    it('a client clock far from ours is stored as unknown', async () => {
      expect((await t.post(PATHS.track, { event: 'skewed', timestamp: Date.now() - 30 * 86_400_000 })).status).toBe(
        200,
      );
      expect((await eventsNamed('skewed'))[0]?.clientTimestamp).toBeNull();
    });

    it('too many extra keys is a validation error naming extra', async () => {
      const extra = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i]));
      expectInvalidFields(await t.post(PATHS.track, { event: 'too_much', extra }), ['extra']);
      expect(await eventsNamed('too_much')).toHaveLength(0);
    });

    it('a missing event, nested extra values or a negative timestamp are validation errors naming the field', async () => {
      expectInvalidFields(await t.post(PATHS.track, { page: '/home' }), ['event']);
      expectInvalidFields(await t.post(PATHS.track, { event: 'x', extra: { deep: { a: 1 } } }), ['extra.deep']);
      expectInvalidFields(await t.post(PATHS.track, { event: 'x', timestamp: -5 }), ['timestamp']);
    });
  });

  describe('/actor/v1/report/login-event', () => {
    it('stores which invitation brought the signed-in user', async () => {
      const body = {
        inviterDomain: 'miacreates',
        inviter: '0xabc',
        promotionTag: 'spring',
        type: 'password',
        promoteKeys: ['k1', 'k2'],
        fromDomain: 'miacreates',
      };
      const res = await t.post(PATHS.loginEvent, body, { ...fan.auth, 'user-agent': 'FanlaneTest/2.0' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ok: true });
      const rows = await t.deps.db.select().from(loginEvents).where(eq(loginEvents.userId, fan.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...body, userId: fan.user.id, ip: '127.0.0.1', userAgent: 'FanlaneTest/2.0' });
    });

    it('optional fields may be left out', async () => {
      expect((await t.post(PATHS.loginEvent, { type: 'email-code' }, fan.auth)).status).toBe(200);
      const [row] = await t.deps.db.select().from(loginEvents).where(eq(loginEvents.type, 'email-code'));
      expect(row).toMatchObject({
        inviterDomain: null,
        inviter: null,
        promotionTag: null,
        promoteKeys: null,
        fromDomain: null,
      });
    });

    it('needs a signed-in user', async () => {
      expectError(await t.post(PATHS.loginEvent, { type: 'password' }), 'UNAUTHORIZED');
    });

    it('a missing type or too many promote keys is a validation error', async () => {
      expectInvalidFields(await t.post(PATHS.loginEvent, {}, fan.auth), ['type']);
      expectInvalidFields(
        await t.post(
          PATHS.loginEvent,
          { type: 'x', promoteKeys: Array.from({ length: 21 }, (_, i) => `k${i}`) },
          fan.auth,
        ),
        ['promoteKeys'],
      );
    });
  });

  describe('/statistic/unread', () => {
    it('answers zero messages and notifications for a signed-in user', async () => {
      const res = await t.post(PATHS.unread, undefined, fan.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: 0, msg: 'ok', data: { message: 0, notification: 0 } });
    });

    it('needs a signed-in user', async () => {
      expectError(await t.post(PATHS.unread), 'UNAUTHORIZED');
    });
  });
});
