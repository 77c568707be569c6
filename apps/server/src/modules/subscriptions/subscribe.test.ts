import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TSubscription } from '@fanlane/contracts/subscription';
import {
  blocks,
  earnings,
  idempotencyKeys,
  journalEntries,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema/index.ts';
import { earningsPending, platformFees, wallet } from '../../ledger/accounts.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { addDays, addMonths } from './periods.ts';
import { changePlan } from './change-plan.ts';
import { subscribe } from './subscribe.ts';

describe(`subscribing (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  const sub = (auth: Record<string, string>, body: Record<string, unknown>, key?: string) =>
    t.post<TSubscription>(PATHS.subscribe, body, keyed(auth, key));
  const fan = async (cents = 0n) => {
    const f = await createSignedInUser(t);
    if (cents > 0n) await fundWallet(t, f.user.id, cents);
    return f;
  };
  const rowsOf = async (fanId: string) => t.deps.db.select().from(subscriptions).where(eq(subscriptions.fanId, fanId));
  const entriesBy = async (fanId: string) =>
    Number(
      (await t.deps.db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.actorId, fanId)))[0]!.n,
    );
  const keysOf = async (fanId: string) =>
    t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, fanId));

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'subbed');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a fan with enough funds subscribes: wallet debited exactly, creator 80 % pending, platform 20 %', async () => {
    const tier = await createTier(t, creator, { name: 'Monthly', priceCents: '999' });
    const f = await fan(2000n);
    const feesBefore = await balanceOf(t, platformFees());
    const pendingBefore = await balanceOf(t, earningsPending(creator.user.id));
    const startedAfter = Date.now();

    const res = await sub(f.auth, { tierId: tier.id });
    expect(res.status, res.body.msg).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      creator: { address: creator.user.address, creatorDomain: creator.domain, displayName: 'subbed', avatar: null },
      tier: { id: tier.id, name: 'Monthly', priceCents: '999' },
      status: 'active',
      autoRenew: true,
      months: 1,
      periodCents: '999',
      currency: 'USD',
    });
    const start = new Date(s.currentPeriodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(startedAfter);
    expect(s.currentPeriodEnd).toBe(addMonths(start, 1).toISOString());
    expect(s.renewsAt).toBe(s.currentPeriodEnd);

    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(1001n);
    // 20 % of 999 is 199.8: the fee rounds down, the creator keeps the remainder.
    expect((await balanceOf(t, earningsPending(creator.user.id))) - pendingBefore).toBe(800n);
    expect((await balanceOf(t, platformFees())) - feesBefore).toBe(199n);

    const charges = await t.deps.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, s.id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      periodIndex: 1,
      usdCents: 999n,
      currency: 'USD',
      amount: 999n,
      periodStart: start,
      periodEnd: new Date(s.currentPeriodEnd),
    });
    const [entry] = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.id, charges[0]!.entryId));
    expect(entry).toMatchObject({
      kind: 'subscription',
      refType: 'subscription_charge',
      refId: charges[0]!.id,
      actorId: f.user.id,
    });
    const [earning] = await t.deps.db.select().from(earnings).where(eq(earnings.refId, charges[0]!.id));
    expect(earning).toMatchObject({
      source: 'subscription',
      creatorId: creator.user.id,
      fanId: f.user.id,
      grossCents: 999n,
      netCents: 800n,
    });
    expect((await rowsOf(f.user.id))[0]).toMatchObject({ periodIndex: 1, renewalAttempts: 0, cancelledAt: null });
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('a bundle pays its months up front at the discount, rounded down', async () => {
    const tier = await createTier(t, creator, {
      name: 'Bundled',
      priceCents: '999',
      bundles: [{ months: 3, discountPercent: 10 }],
    });
    const f = await fan(5000n);
    const res = await sub(f.auth, { tierId: tier.id, months: 3 });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ months: 3, periodCents: '2697', status: 'active' });
    expect(res.body.data.currentPeriodEnd).toBe(addMonths(new Date(res.body.data.currentPeriodStart), 3).toISOString());
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n - 2697n);
  });

  it('a bundle the tier does not offer is a field error, and nothing is written', async () => {
    const tier = await createTier(t, creator, {
      name: 'No bundles',
      priceCents: '500',
      bundles: [{ months: 3, discountPercent: 10 }],
    });
    const f = await fan(10_000n);
    expectInvalidFields(await sub(f.auth, { tierId: tier.id, months: 6 }), ['months']);
    expectInvalidFields(await sub(f.auth, { tierId: tier.id, months: 2 }), ['months']);
    expectInvalidFields(await sub(f.auth, { tierId: 'not-a-uuid' }), ['tierId']);
    expectInvalidFields(await sub(f.auth, { tierId: tier.id, currency: 'DFS' }), ['currency']);
    expect(await rowsOf(f.user.id)).toEqual([]);
    expect(await keysOf(f.user.id)).toEqual([]);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(10_000n);
  });

  it('pays from another currency at the quoted rate', async () => {
    const tier = await createTier(t, creator, { name: 'Tether', priceCents: '500' });
    const f = await createSignedInUser(t);
    await fundWallet(t, f.user.id, 10_000_000n, 'USDT');
    const res = await sub(f.auth, { tierId: tier.id, currency: 'USDT' });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'USDT', periodCents: '500' });
    // The default USDT rate is 1 USD: $5.00 is 5 USDT, 5 000 000 micro-units.
    expect(await balanceOf(t, wallet(f.user.id, 'USDT'))).toBe(5_000_000n);
    const [charge] = await t.deps.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, res.body.data.id));
    expect(charge).toMatchObject({ usdCents: 500n, currency: 'USDT', amount: 5_000_000n });
  });

  it('without enough funds: 1012048 with the missing amount, and nothing is written', async () => {
    const tier = await createTier(t, creator, { name: 'Pricey', priceCents: '1500' });
    const f = await fan(1000n);
    const res = await sub(f.auth, { tierId: tier.id });
    expectError(res, 'INSUFFICIENT_BALANCE');
    expect(res.body.code).toBe(1012048);
    expect(res.body.data).toEqual({ currency: 'USD', missing: '500', missingFormatted: '5' });
    expect(await rowsOf(f.user.id)).toEqual([]);
    expect(await entriesBy(f.user.id)).toBe(0);
    expect(await keysOf(f.user.id)).toEqual([]);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(1000n);
    // After a top-up the same key works.
    await fundWallet(t, f.user.id, 500n);
    expect((await sub(f.auth, { tierId: tier.id }, 'retry-after-top-up')).status).toBe(200);
  });

  it('the same key replays the stored answer with one effect; another body with it is refused', async () => {
    const tier = await createTier(t, creator, { name: 'Replay', priceCents: '500' });
    const f = await fan(5000n);
    const key = randomUUID();
    const first = await sub(f.auth, { tierId: tier.id }, key);
    const again = await sub(f.auth, { tierId: tier.id }, key);
    expect(first.status, first.body.msg).toBe(200);
    expect(again.body).toEqual(first.body);
    // Defaults are part of the body: months 1 and USD spelled out are the same request.
    expect((await sub(f.auth, { tierId: tier.id, months: 1, currency: 'USD' }, key)).body).toEqual(first.body);
    expectError(await sub(f.auth, { tierId: tier.id, months: 3 }, key), 'IDEMPOTENCY_KEY_REUSED');
    expectError(await t.post(PATHS.subscribe, { tierId: tier.id }, f.auth), 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await rowsOf(f.user.id)).toHaveLength(1);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(4500n);
  });

  it('20 concurrent calls with one key: one subscription, one charge, identical answers', async () => {
    const tier = await createTier(t, creator, { name: 'Stampede', priceCents: '500' });
    const f = await fan(5000n);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => sub(f.auth, { tierId: tier.id }, key)));
    for (const r of results) expect(r.status, r.body.msg).toBe(200);
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(await rowsOf(f.user.id)).toHaveLength(1);
    expect(await entriesBy(f.user.id)).toBe(1);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(4500n);
  });

  it('concurrent calls with different keys: one subscription, the rest already subscribed', async () => {
    const tier = await createTier(t, creator, { name: 'Rush', priceCents: '500' });
    const f = await fan(5000n);
    const results = await Promise.all(Array.from({ length: 6 }, () => sub(f.auth, { tierId: tier.id })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 'ALREADY_SUBSCRIBED');
    expect(await rowsOf(f.user.id)).toHaveLength(1);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(4500n);
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('one live subscription per creator: another tier of the same creator is refused', async () => {
    const [a, b] = [await createTier(t, creator, { name: 'A' }), await createTier(t, creator, { name: 'B' })];
    const f = await fan(5000n);
    await subscribeTo(t, f.auth, { tierId: a.id });
    expectError(await sub(f.auth, { tierId: b.id }), 'ALREADY_SUBSCRIBED');
    expectError(await sub(f.auth, { tierId: a.id }), 'ALREADY_SUBSCRIBED');
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(4500n);
  });

  it('not to oneself, not when blocked, not to an archived or unknown tier', async () => {
    const maker = await createCreator(t, 'rules');
    const tier = await createTier(t, maker, { name: 'Rules' });
    expectError(await sub(maker.auth, { tierId: tier.id }), 'OWN_CONTENT');
    const blocked = await fan(5000n);
    await t.deps.db.insert(blocks).values({ blockerId: maker.user.id, blockedId: blocked.user.id });
    expectError(await sub(blocked.auth, { tierId: tier.id }), 'BLOCKED');
    const archived = await createTier(t, maker, { name: 'Gone' });
    await t.post(
      PATHS.tierSave,
      { id: archived.id, name: 'Gone', priceCents: '500', status: 'archived' },
      maker.seller,
    );
    const f = await fan(5000n);
    expectError(await sub(f.auth, { tierId: archived.id }), 'TIER_ARCHIVED');
    expectError(await sub(f.auth, { tierId: randomUUID() }), 'NOT_FOUND');
    expectError(
      await t.post(PATHS.subscribe, { tierId: tier.id }, { 'idempotency-key': randomUUID() }),
      'UNAUTHORIZED',
    );
    expect([...(await rowsOf(blocked.user.id)), ...(await rowsOf(f.user.id))]).toEqual([]);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n);
  });

  it('a restricted account is refused by the use-cases themselves (subscribe, change plan), whoever calls them', async () => {
    const tier = await createTier(t, await createCreator(t, 'strict'), { name: 'Restricted' });
    const f = await fan(5000n);
    const restricted = { user: { ...f.user, status: 'restricted' as const }, sessionId: 'direct' };
    const key = () => ({ userId: f.user.id, key: randomUUID() });
    const body = { tierId: tier.id, months: 1 as const, currency: 'USD' as const };
    await expect(subscribe(t.deps, restricted, key(), body)).rejects.toMatchObject({
      errorName: 'ACCOUNT_RESTRICTED',
    });
    await expect(changePlan(t.deps, restricted, key(), body)).rejects.toMatchObject({
      errorName: 'ACCOUNT_RESTRICTED',
    });
    expect(await rowsOf(f.user.id)).toEqual([]);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(5000n);
  });

  it('a free trial charges nothing and is for a first subscription to the creator only', async () => {
    const trialCreator = await createCreator(t, 'trials');
    const tier = await createTier(t, trialCreator, { name: 'Try me', priceCents: '800', trialDays: 7 });
    const f = await fan(2000n);
    const res = await sub(f.auth, { tierId: tier.id });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'trialing', periodCents: '800', autoRenew: true });
    expect(res.body.data.currentPeriodEnd).toBe(addDays(new Date(res.body.data.currentPeriodStart), 7).toISOString());
    expect(res.body.data.renewsAt).toBe(res.body.data.currentPeriodEnd);
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(2000n);
    expect(await entriesBy(f.user.id)).toBe(0);
    expect((await rowsOf(f.user.id))[0]).toMatchObject({ periodIndex: 0 });

    // Once that subscription has ended, subscribing again pays at once.
    await t.deps.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.fanId, f.user.id));
    const again = await sub(f.auth, { tierId: tier.id });
    expect(again.body.data).toMatchObject({ status: 'active' });
    expect(await balanceOf(t, wallet(f.user.id, 'USD'))).toBe(1200n);
  });
});
