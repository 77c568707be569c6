/**
 * `/user/revenue/flow/statistics`: earnings from real purchases, tips and subscriptions, moved to
 * chosen instants, bucketed in the creator's time zone; subscribers gained, renewed and lost; the
 * top fans and posts; and every bad input refused with the field it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TStatistics, TStatisticsRequest } from '@fanlane/contracts/statistics';
import { earnings, subscriptionCharges, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { insertPost } from '../../../test/post-rows.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';

describe(`creator statistics (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let big: SignedInUser;
  let small: SignedInUser;
  let postId: string;

  const statistics = (body: Partial<TStatisticsRequest>, headers: Record<string, string> = creator.seller) =>
    t.post<TStatistics>(
      PATHS.revenueStatistics,
      { from: '2026-03-09', to: '2026-03-10', timeZone: 'UTC', ...body },
      headers,
    );
  /** Moves every earning of this fan's (and its subscription rows) to one instant. */
  const moveEarnings = (fanId: string, at: string) =>
    t.deps.db
      .update(earnings)
      .set({ createdAt: new Date(at) })
      .where(eq(earnings.fanId, fanId));

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'stats');
    big = await createSignedInUser(t, { displayName: 'Big Spender' });
    small = await createSignedInUser(t, { displayName: 'Small Fan' });
    await fundWallet(t, big.user.id, 100_000n);
    await fundWallet(t, small.user.id, 100_000n);
    await t.post(
      PATHS.adminSetRate,
      { currency: 'ETH', usdRate: '3000' },
      (await createSignedInUser(t, { role: 'admin' })).auth,
    );
    await fundWallet(t, small.user.id, 10n ** 18n, 'ETH');

    const post = await insertPost(t, creator.user.id, { visibility: 'ppv', priceCents: 1_000n, text: 'Sunset set' });
    postId = post.id;
    const bought = await t.post(PATHS.purchase, { postId }, keyed(big.auth));
    expect(bought.status, bought.body.msg).toBe(200);
    const tipped = await t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '500' }, keyed(big.auth));
    expect(tipped.status, tipped.body.msg).toBe(200);
    // Big's earnings at 03:30 UTC on 10 March: 23:30 on the 9th in New York, 12:30 on the 10th in Tokyo.
    await moveEarnings(big.user.id, '2026-03-10T03:30:00Z');

    const smallBuy = await t.post(PATHS.purchase, { postId, currency: 'ETH' }, keyed(small.auth));
    expect(smallBuy.status, smallBuy.body.msg).toBe(200);
    const tier = await createTier(t, creator, { priceCents: '600' });
    const subscription = await subscribeTo(t, small.auth, { tierId: tier.id, months: 1 });
    // Small's at 20:00 UTC on 10 March: the 10th in New York and UTC, the 11th in Tokyo.
    await moveEarnings(small.user.id, '2026-03-10T20:00:00Z');
    await t.deps.db
      .update(subscriptions)
      .set({ createdAt: new Date('2026-03-10T20:00:00Z') })
      .where(eq(subscriptions.id, subscription.id));
    // A renewal (its second period) on 10 March and the subscription ending at its end.
    const [first] = await t.deps.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, subscription.id));
    await t.deps.db.insert(subscriptionCharges).values({
      ...first!,
      id: undefined,
      periodIndex: 2,
      createdAt: new Date('2026-03-10T21:00:00Z'),
    });
    await t.deps.db
      .update(subscriptions)
      .set({ status: 'expired', updatedAt: new Date('2026-03-10T22:00:00Z') })
      .where(eq(subscriptions.id, subscription.id));
  });
  afterAll(() => t.close());

  it("buckets each earning on the local date it happened in the creator's time zone", async () => {
    const netByDay = async (timeZone: string, to = '2026-03-10') => {
      const res = await statistics({ timeZone, to });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.earnings.map((b) => [b.start, b.count, b.purchase, b.tip, b.subscription]);
    };
    // 80 % of each payment: purchases 10.00 → 8.00, tip 5.00 → 4.00, subscription 6.00 → 4.80.
    expect(await netByDay('UTC')).toEqual([
      ['2026-03-09', 0, '0', '0', '0'],
      ['2026-03-10', 4, '1600', '400', '480'],
    ]);
    expect(await netByDay('America/New_York')).toEqual([
      ['2026-03-09', 2, '800', '400', '0'],
      ['2026-03-10', 2, '800', '0', '480'],
    ]);
    expect(await netByDay('Asia/Tokyo', '2026-03-11')).toEqual([
      ['2026-03-09', 0, '0', '0', '0'],
      ['2026-03-10', 2, '800', '400', '0'],
      ['2026-03-11', 2, '800', '0', '480'],
    ]);
  });

  it('sums by week and month, by the currency paid in, and names the top fans and posts', async () => {
    const week = await statistics({ from: '2026-03-01', to: '2026-03-31', granularity: 'week' });
    expect(week.status, week.body.msg).toBe(200);
    expect(week.body.data.earnings.map((b) => [b.start, b.count])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 0],
      ['2026-03-09', 4],
      ['2026-03-16', 0],
      ['2026-03-23', 0],
      ['2026-03-30', 0],
    ]);
    const month = await statistics({ from: '2026-01-01', to: '2026-12-31', granularity: 'month' });
    const data = month.body.data;
    expect(data.earnings).toHaveLength(12);
    expect(data.earnings[2]).toMatchObject({ start: '2026-03-01', count: 4, purchase: '1600' });
    expect(data.totals).toEqual({ count: 4, grossCents: '3100', netCents: '2480' });
    expect(data.byCurrency.map((r) => [r.currency, r.source, r.count, r.netCents])).toEqual([
      ['ETH', 'purchase', 1, '800'],
      ['USD', 'purchase', 1, '800'],
      ['USD', 'subscription', 1, '480'],
      ['USD', 'tip', 1, '400'],
    ]);
    expect(data.topFans.map((f) => [f.fan.displayName, f.count, f.netCents])).toEqual([
      ['Small Fan', 2, '1280'],
      ['Big Spender', 2, '1200'],
    ]);
    expect(data.topPosts).toEqual([{ postId, text: 'Sunset set', count: 2, netCents: '1600' }]);
    expect(data.subscribers[2]).toEqual({ start: '2026-03-01', new: 1, renewed: 1, churned: 1 });
  });

  it('is empty outside the range, and refuses what it cannot answer with the field at fault', async () => {
    const before = await statistics({ from: '2026-02-01', to: '2026-02-28', timeZone: 'Europe/Berlin' });
    expect(before.body.data.totals).toEqual({ count: 0, grossCents: '0', netCents: '0' });
    expect(before.body.data.earnings).toHaveLength(28);

    expectInvalidFields(await statistics({ timeZone: 'Mars/Olympus_Mons' }), ['timeZone']);
    expectInvalidFields(await statistics({ from: '2026-03-10', to: '2026-03-01' }), ['to']);
    expectInvalidFields(await statistics({ from: '2025-01-01', to: '2026-03-01', granularity: 'day' }), ['to']);
    expectInvalidFields(await statistics({ from: '2026-02-30' }), ['from']);
    expectInvalidFields(await statistics({ granularity: 'hour' as 'day' }), ['granularity']);
    const fan = await createSignedInUser(t);
    expectError(await statistics({}, fan.auth), 'NOT_A_CREATOR');
  });
});
