import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { subscriptions } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo } from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';

describe(`a fan's subscriptions (${TEST_DRIVER})`, () => {
  let t: TestApp;

  const fan = async (cents = 0n) => {
    const f = await createSignedInUser(t);
    if (cents > 0n) await fundWallet(t, f.user.id, cents);
    return f;
  };
  const rowsOf = async (fanId: string) => t.deps.db.select().from(subscriptions).where(eq(subscriptions.fanId, fanId));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('state: the viewer’s live subscription to a creator, or null', async () => {
    const maker = await createCreator(t, 'stateful');
    const tier = await createTier(t, maker, { name: 'State' });
    const f = await fan(5000n);
    const state = (auth: Record<string, string>) =>
      t.post<{ subscription: TSubscription | null }>(PATHS.subscriptionState, { addressOrDomain: maker.domain }, auth);
    expect((await state(f.auth)).body.data).toEqual({ subscription: null });
    const s = await subscribeTo(t, f.auth, { tierId: tier.id });
    expect((await state(f.auth)).body.data).toEqual({ subscription: s });
    expect((await state({})).body.data).toEqual({ subscription: null });
    expect((await state(maker.auth)).body.data).toEqual({ subscription: null });
    expectError(await t.post(PATHS.subscriptionState, { addressOrDomain: 'no-such-creator' }, f.auth), 'NOT_FOUND');
  });

  it('/subscriptions lists live and expired ones with their renewal dates, in cursor pages', async () => {
    const f = await fan(50_000n);
    const made: TSubscription[] = [];
    for (let i = 0; i < 5; i++) {
      const maker = await createCreator(t, `lst${i}`);
      made.push(await subscribeTo(t, f.auth, { tierId: (await createTier(t, maker, { name: `L${i}` })).id }));
    }
    await t.deps.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.id, made[0]!.id));
    const page = (body: Record<string, unknown>) => t.post<TPage<TSubscription>>(PATHS.subscriptionList, body, f.auth);

    const first = await page({ limit: 2 });
    expect(first.body.data.items.map((s) => s.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(first.body.data.items[0]).toMatchObject({ status: 'active', renewsAt: made[4]!.currentPeriodEnd });
    const second = await page({ limit: 2, cursor: first.body.data.nextCursor });
    expect(second.body.data.items.map((s) => s.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(second.body.data.nextCursor).toBeNull();
    const expired = await page({ status: 'expired' });
    expect(expired.body.data.items.map((s) => [s.id, s.status, s.renewsAt])).toEqual([[made[0]!.id, 'expired', null]]);
    expectInvalidFields(await page({ cursor: 'bogus' }), ['cursor']);
    expectInvalidFields(await page({ status: 'paused' }), ['status']);
    expectError(await t.post(PATHS.subscriptionList, {}, {}), 'UNAUTHORIZED');
  });

  it('auto-renew switches off and on; cancel keeps the period and remembers when; only the owner may', async () => {
    const tier = await createTier(t, await createCreator(t, 'switch'), { name: 'Switch' });
    const f = await fan(5000n);
    const s = await subscribeTo(t, f.auth, { tierId: tier.id });
    const off = await t.post<TSubscription>(PATHS.subscriptionAutoRenew, { id: s.id, autoRenew: false }, f.auth);
    expect(off.body.data).toMatchObject({
      autoRenew: false,
      renewsAt: null,
      status: 'active',
      currentPeriodEnd: s.currentPeriodEnd,
    });
    const on = await t.post<TSubscription>(PATHS.subscriptionAutoRenew, { id: s.id, autoRenew: true }, f.auth);
    expect(on.body.data).toMatchObject({ autoRenew: true, renewsAt: s.currentPeriodEnd });

    const other = await fan();
    expectError(await t.post(PATHS.subscriptionCancel, { id: s.id }, other.auth), 'NOT_FOUND');
    expectError(await t.post(PATHS.subscriptionAutoRenew, { id: s.id, autoRenew: false }, other.auth), 'NOT_FOUND');

    const cancelled = await t.post<TSubscription>(PATHS.subscriptionCancel, { id: s.id }, f.auth);
    expect(cancelled.body.data).toMatchObject({
      autoRenew: false,
      renewsAt: null,
      status: 'active',
      currentPeriodEnd: s.currentPeriodEnd,
    });
    const [row] = await rowsOf(f.user.id);
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    // Cancelling twice keeps the first time; switching back on clears it.
    await t.post(PATHS.subscriptionCancel, { id: s.id }, f.auth);
    expect((await rowsOf(f.user.id))[0]!.cancelledAt).toEqual(row!.cancelledAt);
    await t.post(PATHS.subscriptionAutoRenew, { id: s.id, autoRenew: true }, f.auth);
    expect((await rowsOf(f.user.id))[0]).toMatchObject({ autoRenew: true, cancelledAt: null });

    await t.deps.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.id, s.id));
    expectError(await t.post(PATHS.subscriptionAutoRenew, { id: s.id, autoRenew: true }, f.auth), 'CONFLICT');
    expect((await t.post<TSubscription>(PATHS.subscriptionCancel, { id: s.id }, f.auth)).body.data.status).toBe(
      'expired',
    );
  });
});
