import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPost } from '@fanlane/contracts/post';
import type { TPlanChangeQuote, TSubscription } from '@fanlane/contracts/subscription';
import { blocks, subscriptionCharges, subscriptions } from '../../db/schema/index.ts';
import { wallet } from '../../ledger/accounts.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import {
  createCreator,
  createPostAs,
  createTier,
  subscribeTo,
  type TestCreator,
} from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { addMonths } from './periods.ts';
import { renewDueSubscriptions } from './renew-subscriptions.ts';

const DAY = 86_400_000;

describe(`changing plan (${TEST_DRIVER})`, () => {
  let t: TestApp;

  const quote = (auth: Record<string, string>, body: Record<string, unknown>) =>
    t.post<TPlanChangeQuote>(PATHS.planChangeQuote, body, auth);
  const change = (auth: Record<string, string>, body: Record<string, unknown>, key?: string) =>
    t.post<TSubscription>(PATHS.planChange, body, keyed(auth, key));
  const usd = (userId: string) => balanceOf(t, wallet(userId, 'USD'));
  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const chargesOf = (id: string) =>
    t.deps.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, id))
      .orderBy(asc(subscriptionCharges.periodIndex));
  const canView = async (postId: string, auth: Record<string, string>) =>
    (await t.post<TPost>(PATHS.postDetail, { id: postId }, auth)).body.data.canView;
  /** Puts the running period `daysIn` days into a 30-day month, so the unused part is known. */
  const midPeriod = async (id: string, daysIn: number) => {
    const start = new Date(Date.now() - daysIn * DAY);
    await t.deps.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * DAY) })
      .where(eq(subscriptions.id, id));
  };

  /** A creator with Basic ($5, 12 months at half price) below Premium ($10), a post for each; a fan on `start`. */
  async function scene(opts: { cents: bigint; start: 'basic' | 'premium'; months?: 1 | 12; trialDays?: number }) {
    const creator: TestCreator = await createCreator(t, 'plans');
    const basic = await createTier(t, creator, {
      name: 'Basic',
      priceCents: '500',
      bundles: [{ months: 12, discountPercent: 50 }],
      trialDays: opts.trialDays ?? 0,
    });
    const premium = await createTier(t, creator, { name: 'Premium', priceCents: '1000' });
    const basicPost = await createPostAs(t, creator, { text: 'basic', visibility: 'subscribers', minTierId: basic.id });
    const premiumPost = await createPostAs(t, creator, {
      text: 'premium',
      visibility: 'subscribers',
      minTierId: premium.id,
    });
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, opts.cents);
    const tier = opts.start === 'basic' ? basic : premium;
    const sub = await subscribeTo(t, fan.auth, { tierId: tier.id, months: opts.months ?? 1 });
    return { creator, basic, premium, basicPost, premiumPost, fan, sub };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an upgrade starts a new period now and charges the new price less the unused part of the old one', async () => {
    const { premium, premiumPost, fan, sub } = await scene({ cents: 2000n, start: 'basic' });
    expect(await canView(premiumPost.id, fan.auth)).toBe(false);
    await midPeriod(sub.id, 15);
    const before = await usd(fan.user.id);
    expect(before).toBe(1500n);

    const q = await quote(fan.auth, { tierId: premium.id });
    expect(q.status, q.body.msg).toBe(200);
    expect(q.body.data).toMatchObject({
      when: 'now',
      tier: { id: premium.id, name: 'Premium' },
      months: 1,
      periodCents: '1000',
    });
    // Half of the $5 period is left: $2.50 of credit (rounded down, so at most that).
    const credit = BigInt(q.body.data.creditCents);
    expect(credit === 250n || credit === 249n).toBe(true);
    expect(BigInt(q.body.data.chargeCents)).toBe(1000n - credit);

    const startedAfter = Date.now();
    const res = await change(fan.auth, { tierId: premium.id });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      id: sub.id,
      tier: { id: premium.id, name: 'Premium' },
      status: 'active',
      months: 1,
      periodCents: '1000',
      nextPlan: null,
    });
    const start = new Date(res.body.data.currentPeriodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(startedAfter);
    expect(res.body.data.currentPeriodEnd).toBe(addMonths(start, 1).toISOString());

    const charges = await chargesOf(sub.id);
    expect(charges.map((c) => c.periodIndex)).toEqual([1, 2]);
    const paid = charges[1]!.usdCents;
    expect(paid === 750n || paid === 751n).toBe(true);
    expect(await usd(fan.user.id)).toBe(before - paid);
    expect(await rowOf(sub.id)).toMatchObject({
      tierId: premium.id,
      periodIndex: 2,
      periodCents: 1000n,
      nextTierId: null,
    });
    expect(await canView(premiumPost.id, fan.auth)).toBe(true);
    // Quoting the plan the fan now has says so.
    expectError(await quote(fan.auth, { tierId: premium.id }), 'PLAN_UNCHANGED');
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('a downgrade waits for the renewal: the higher tier stays until then, the renewal charges the new plan', async () => {
    const { basic, premiumPost, fan, sub } = await scene({ cents: 4000n, start: 'premium' });
    const before = await usd(fan.user.id);

    const q = await quote(fan.auth, { tierId: basic.id, months: 12 });
    expect(q.body.data).toMatchObject({
      when: 'renewal',
      periodCents: '3000',
      creditCents: '0',
      chargeCents: '0',
      startsAt: sub.currentPeriodEnd,
    });
    expect(q.body.data.periodEnd).toBe(addMonths(new Date(sub.currentPeriodEnd), 12).toISOString());

    const res = await change(fan.auth, { tierId: basic.id, months: 12 });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      tier: { name: 'Premium' },
      periodCents: '1000',
      nextPlan: { tier: { id: basic.id, name: 'Basic' }, months: 12, periodCents: '3000' },
    });
    expect(await usd(fan.user.id)).toBe(before);
    expect(await canView(premiumPost.id, fan.auth)).toBe(true);

    // The renewal: the period ends, the sweep charges $30 for twelve months of Basic.
    await t.deps.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, sub.id));
    expect(await renewDueSubscriptions(t.deps, new Date())).toBe(1);
    const row = await rowOf(sub.id);
    expect(row).toMatchObject({
      status: 'active',
      tierId: basic.id,
      months: 12,
      periodCents: 3000n,
      periodIndex: 2,
      nextTierId: null,
      nextMonths: null,
      nextPeriodCents: null,
    });
    expect(row.currentPeriodEnd.toISOString()).toBe(addMonths(row.currentPeriodStart, 12).toISOString());
    expect((await chargesOf(sub.id))[1]).toMatchObject({ periodIndex: 2, usdCents: 3000n });
    expect(await usd(fan.user.id)).toBe(before - 3000n);
    expect(await canView(premiumPost.id, fan.auth)).toBe(false);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('choosing the current plan again drops the waiting change; with nothing waiting it is refused', async () => {
    const { basic, premium, fan } = await scene({ cents: 1000n, start: 'premium' });
    expectError(await change(fan.auth, { tierId: premium.id }), 'PLAN_UNCHANGED');
    expect((await change(fan.auth, { tierId: basic.id })).body.data.nextPlan?.tier.id).toBe(basic.id);
    const kept = await change(fan.auth, { tierId: premium.id });
    expect(kept.status, kept.body.msg).toBe(200);
    expect(kept.body.data).toMatchObject({ tier: { id: premium.id }, nextPlan: null });
  });

  it('choosing a plan switches auto-renew back on after a cancel', async () => {
    const { basic, fan, sub } = await scene({ cents: 1000n, start: 'premium' });
    expect((await t.post<TSubscription>(PATHS.subscriptionCancel, { id: sub.id }, fan.auth)).body.data.autoRenew).toBe(
      false,
    );
    const res = await change(fan.auth, { tierId: basic.id });
    expect(res.body.data).toMatchObject({
      autoRenew: true,
      renewsAt: sub.currentPeriodEnd,
      nextPlan: { tier: { id: basic.id } },
    });
    expect((await rowOf(sub.id)).cancelledAt).toBeNull();
  });

  it('an upgrade during a free trial pays the full price: a trial leaves no credit', async () => {
    const { premium, fan, sub } = await scene({ cents: 1000n, start: 'basic', trialDays: 7 });
    expect(sub.status).toBe('trialing');
    expect((await quote(fan.auth, { tierId: premium.id })).body.data).toMatchObject({
      when: 'now',
      creditCents: '0',
      chargeCents: '1000',
    });
    const res = await change(fan.auth, { tierId: premium.id });
    expect(res.body.data).toMatchObject({ status: 'active', tier: { id: premium.id } });
    expect(await usd(fan.user.id)).toBe(0n);
    expect((await chargesOf(sub.id)).map((c) => [c.periodIndex, c.usdCents])).toEqual([[1, 1000n]]);
  });

  it('refuses an upgrade worth less than what is left of the current period, and moves nothing', async () => {
    const { premium, fan, sub } = await scene({ cents: 3000n, start: 'basic', months: 12 });
    expectError(await quote(fan.auth, { tierId: premium.id }), 'PLAN_CREDIT_EXCEEDS_PRICE');
    expectError(await change(fan.auth, { tierId: premium.id }), 'PLAN_CREDIT_EXCEEDS_PRICE');
    expect(await usd(fan.user.id)).toBe(0n);
    expect(await rowOf(sub.id)).toMatchObject({ tierId: sub.tier.id, periodIndex: 1 });
  });

  it('a wallet short of the difference gets the insufficient-funds error and keeps its plan', async () => {
    const { premium, fan, sub } = await scene({ cents: 500n, start: 'basic' });
    await midPeriod(sub.id, 15);
    const res = await change(fan.auth, { tierId: premium.id });
    expectError(res, 'INSUFFICIENT_BALANCE');
    expect(await rowOf(sub.id)).toMatchObject({ tierId: sub.tier.id, periodIndex: 1 });
    expect(await chargesOf(sub.id)).toHaveLength(1);
  });

  it('answers a catalogue error for every bad change, and nothing moves', async () => {
    const { creator, basic, premium, fan, sub } = await scene({ cents: 2000n, start: 'basic' });
    const stranger = await createSignedInUser(t);
    expectError(await change(stranger.auth, { tierId: premium.id }), 'NOT_SUBSCRIBED');
    expectError(await change(fan.auth, { tierId: randomUUID() }), 'NOT_FOUND');
    expectInvalidFields(await change(fan.auth, { tierId: premium.id, months: 12 }), ['months']);
    expectInvalidFields(await change(fan.auth, { tierId: 'nope' }), ['tierId']);
    expectError(await t.post(PATHS.planChange, { tierId: premium.id }, fan.auth), 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await change(creator.auth, { tierId: premium.id }), 'OWN_CONTENT');
    const archived = await createTier(t, creator, { name: 'Gold', priceCents: '2000' });
    expect(
      (
        await t.post(
          PATHS.tierSave,
          { id: archived.id, name: 'Gold', priceCents: '2000', status: 'archived' },
          creator.seller,
        )
      ).status,
    ).toBe(200);
    expectError(await change(fan.auth, { tierId: archived.id }), 'TIER_ARCHIVED');
    await t.deps.db.insert(blocks).values({ blockerId: creator.user.id, blockedId: fan.user.id });
    expectError(await change(fan.auth, { tierId: premium.id }), 'BLOCKED');
    expect(await usd(fan.user.id)).toBe(1500n);
    expect(await rowOf(sub.id)).toMatchObject({ tierId: basic.id, periodIndex: 1, nextTierId: null });
  });

  it('the same change sent 20 times with one key charges once and answers alike; racing keys charge once', async () => {
    const { premium, fan, sub } = await scene({ cents: 5000n, start: 'basic' });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => change(fan.auth, { tierId: premium.id }, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(await chargesOf(sub.id)).toHaveLength(2);

    const other = await scene({ cents: 5000n, start: 'basic' });
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => change(other.fan.auth, { tierId: other.premium.id })),
    );
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of raced.filter((x) => x.status !== 200))
      expect([ERRORS.CONFLICT.code, ERRORS.PLAN_UNCHANGED.code]).toContain(r.body.code);
    expect(await chargesOf(other.sub.id)).toHaveLength(2);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });
});
