import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCustomConfigList, TNotificationPage } from '@fanlane/contracts/notifications';
import type { TUnreadCount } from '@fanlane/contracts/tracking';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { deliverAll, listOf, notificationsOf, setConfig } from '../../../test/notification-fixtures.ts';
import { encodeCursor } from '../../lib/cursor.ts';

type Auth = Record<string, string>;

describe(`notification calls (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let fan: SignedInUser;
  /** Fans who followed the creator, oldest first: the creator holds one follower.new per fan. */
  const followers: SignedInUser[] = [];

  const follow = (who: SignedInUser, of: TestCreator, on = true) =>
    t.post(PATHS.followOperate, { addressOrDomain: of.domain, follow: on }, who.auth);
  const query = (auth: Auth, body: Record<string, unknown> = {}) =>
    t.post<TCustomConfigList>(PATHS.customConfigQuery, body, auth);
  const unread = async (auth: Auth) =>
    (await t.post<TUnreadCount>(PATHS.unread, undefined, auth)).body.data.notification;

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'listed');
    fan = await createSignedInUser(t);
    for (let i = 0; i < 7; i++) {
      const who = await createSignedInUser(t, { displayName: `follower ${i}` });
      expect((await follow(who, creator)).status).toBe(200);
      followers.push(who);
    }
    await deliverAll(t);
  });
  afterAll(() => t.close());

  it('the list pages newest first with a cursor, and counts what is unread', async () => {
    const first = await listOf(t, creator.auth, { limit: 3 });
    expect(first.unread).toBe(7);
    expect(first.items.map((n) => n.actor?.displayName)).toEqual(['follower 6', 'follower 5', 'follower 4']);
    expect(first.items[0]).toMatchObject({
      kind: 'follower.new',
      target: { type: 'profile', address: followers[6]!.user.address },
      read: false,
      amountCents: null,
    });
    const second = await listOf(t, creator.auth, { limit: 3, cursor: first.nextCursor! });
    const third = await listOf(t, creator.auth, { limit: 3, cursor: second.nextCursor! });
    expect([...second.items, ...third.items].map((n) => n.actor?.displayName)).toEqual([
      'follower 3',
      'follower 2',
      'follower 1',
      'follower 0',
    ]);
    expect(third.nextCursor).toBeNull();
    expect(await unread(creator.auth)).toBe(7);
  });

  it('a filter shows only its kinds', async () => {
    expect((await listOf(t, creator.auth, { filter: 'followers' })).items).toHaveLength(7);
    expect((await listOf(t, creator.auth, { filter: 'likes' })).items).toEqual([]);
    expect((await listOf(t, creator.auth, { filter: 'all' })).items).toHaveLength(7);
  });

  it('a bad cursor, an unknown filter or a limit out of range is a validation error', async () => {
    expectInvalidFields(await t.post(PATHS.notificationList, { cursor: 'not-a-cursor' }, creator.auth), ['cursor']);
    const forged = encodeCursor(new Date(), 'not-a-uuid');
    expectInvalidFields(await t.post(PATHS.notificationList, { cursor: forged }, creator.auth), ['cursor']);
    expectInvalidFields(await t.post(PATHS.notificationList, { filter: 'everything' }, creator.auth), ['filter']);
    expectInvalidFields(await t.post(PATHS.notificationList, { limit: 500 }, creator.auth), ['limit']);
  });

  it('signed out, every call is refused', async () => {
    for (const path of [PATHS.notificationList, PATHS.notificationRead, PATHS.customConfigQuery]) {
      expectError(await t.post(path, {}), 'UNAUTHORIZED');
    }
    expectError(await t.post(PATHS.customConfigSet, { configItem: 0, configValue: 'open' }), 'UNAUTHORIZED');
  });

  it("reading marks the caller's own notifications; someone else's ids change nothing", async () => {
    const other = await createCreator(t, 'other');
    expect((await follow(fan, other)).status).toBe(200);
    await deliverAll(t);
    const [othersOwn] = await notificationsOf(t, other.auth);
    const mine = await notificationsOf(t, creator.auth);

    const res = await t.post<{ unread: number }>(
      PATHS.notificationRead,
      { ids: [mine[0]!.id, mine[1]!.id, othersOwn!.id] },
      creator.auth,
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.unread).toBe(5);
    expect((await notificationsOf(t, creator.auth)).map((n) => n.read)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect((await notificationsOf(t, other.auth))[0]!.read).toBe(false);
    expect(await unread(other.auth)).toBe(1);

    expect((await t.post<{ unread: number }>(PATHS.notificationRead, {}, creator.auth)).body.data.unread).toBe(0);
    expect(await unread(creator.auth)).toBe(0);
    expectInvalidFields(await t.post(PATHS.notificationRead, { ids: ['nope'] }, creator.auth), ['ids.0']);
  });

  it('a fan sees item 0 and the fan items; a creator every item, with the defaults', async () => {
    const forFan = await query(fan.auth);
    expect(forFan.body.data.items).toEqual([
      { configItem: 0, configValue: 'open', additionalInfo: '' },
      { configItem: 10, configValue: 'open', additionalInfo: 'inApp,push,telegram' },
      { configItem: 11, configValue: 'open', additionalInfo: 'push,email,telegram' },
    ]);
    const forCreator = (await query(creator.auth)).body.data.items;
    expect(forCreator.map((i) => i.configItem)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(forCreator.find((i) => i.configItem === 7)).toEqual({
      configItem: 7,
      configValue: 'open',
      additionalInfo: 'inApp',
    });
    // The spec's `query {configItem}` without a body at all is the same as `{}`.
    const bare = await t.post<TCustomConfigList>(PATHS.customConfigQuery, undefined, fan.auth);
    expect(bare.status, bare.body.msg).toBe(200);
    expect(bare.body.data.items.map((i) => i.configItem)).toEqual([0, 10, 11]);
    expect((await query(creator.auth, { configItem: 4 })).body.data.items).toEqual([
      { configItem: 4, configValue: 'open', additionalInfo: 'inApp,push,email,telegram' },
    ]);
  });

  it('setting an item keeps it: open or closed, with its channels, and without them keeps the old ones', async () => {
    expect(await setConfig(t, fan.auth, { configItem: 10, configValue: 'open', additionalInfo: 'push,inApp' })).toEqual(
      {
        configItem: 10,
        configValue: 'open',
        additionalInfo: 'inApp,push',
      },
    );
    expect(await setConfig(t, fan.auth, { configItem: 10, configValue: 'close' })).toMatchObject({
      configValue: 'close',
      additionalInfo: 'inApp,push',
    });
    expect(await setConfig(t, fan.auth, { configItem: 0, configValue: 'close' })).toEqual({
      configItem: 0,
      configValue: 'close',
      additionalInfo: '',
    });
    // Messages are counted in the chat, never listed: the list is no channel of theirs.
    expect(
      await setConfig(t, fan.auth, { configItem: 11, configValue: 'open', additionalInfo: 'inApp,email' }),
    ).toMatchObject({
      additionalInfo: 'email',
    });
    expect(await setConfig(t, fan.auth, { configItem: 11, configValue: 'open', additionalInfo: '' })).toMatchObject({
      additionalInfo: '',
    });
    expect((await query(fan.auth)).body.data.items).toEqual([
      { configItem: 0, configValue: 'close', additionalInfo: '' },
      { configItem: 10, configValue: 'close', additionalInfo: 'inApp,push' },
      { configItem: 11, configValue: 'open', additionalInfo: '' },
    ]);
    expect(
      await setConfig(t, creator.auth, { configItem: 3, configValue: 'open', additionalInfo: 'email' }),
    ).toMatchObject({
      configItem: 3,
      additionalInfo: 'email',
    });
  });

  it('a fan may neither set nor ask for a creator item', async () => {
    for (const configItem of [1, 5, 9]) {
      expectError(
        await t.post(PATHS.customConfigSet, { configItem, configValue: 'open' }, fan.auth),
        'NOTIFICATION_ITEM_CREATORS_ONLY',
      );
      expectError(await query(fan.auth, { configItem }), 'NOTIFICATION_ITEM_CREATORS_ONLY');
    }
  });

  it('bad values are refused: an unknown value, a bad channel list, an item out of range, channels on item 0', async () => {
    const set = (body: Record<string, unknown>) => t.post(PATHS.customConfigSet, body, creator.auth);
    expectInvalidFields(await set({ configItem: 10, configValue: 'maybe' }), ['configValue']);
    expectInvalidFields(await set({ configItem: 10, configValue: 'open', additionalInfo: 'inApp,sms' }), [
      'additionalInfo',
    ]);
    expectInvalidFields(await set({ configItem: 10, configValue: 'open', additionalInfo: 'inApp,,push' }), [
      'additionalInfo',
    ]);
    expectInvalidFields(await set({ configItem: 12, configValue: 'open' }), ['configItem']);
    expectInvalidFields(await set({ configItem: -1, configValue: 'open' }), ['configItem']);
    expectInvalidFields(await set({ configItem: 0, configValue: 'open', additionalInfo: 'push' }), ['additionalInfo']);
    expectInvalidFields(await query(creator.auth, { configItem: 99 }), ['configItem']);
  });

  it('/statistic/unread counts the notifications beside the messages', async () => {
    const fresh = await createCreator(t, 'counted');
    expect(await unread(fresh.auth)).toBe(0);
    await follow(fan, fresh);
    await follow(followers[0]!, fresh);
    await deliverAll(t);
    expect(await unread(fresh.auth)).toBe(2);
    const page = await t.post<TNotificationPage>(PATHS.notificationList, {}, fresh.auth);
    expect(page.body.data.unread).toBe(2);
  });
});
