import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost } from '@fanlane/contracts/post';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { blocks, fxRates, journalEntries, subscriptionCharges, subscriptions } from '../../db/schema/index.ts';
import { wallet } from '../../ledger/accounts.ts';
import { planCharge } from '../../ledger/charge.ts';
import { checkLedger, ledgerHolds } from '../../ledger/invariants.ts';
import { setAdminRate } from '../../ledger/rates.ts';
import { recurringSweeps } from '../../job-handlers.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import {
  createCreator,
  createPostAs,
  createTier,
  subscribeTo,
  type TestCreator,
} from '../../../test/content-fixtures.ts';
import { balanceOf, fundWallet } from '../../../test/money-fixtures.ts';
import { chargePeriod } from './charge-period.ts';
import { addMonths, RENEWAL_GRACE_MS, RENEWAL_RETRY_MS } from './periods.ts';
import { renewDueSubscriptions, RENEWAL_JOB } from './renew-subscriptions.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe(`renewals (${TEST_DRIVER})`, () => {
  let t: TestApp;

  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const chargesOf = (id: string) =>
    t.deps.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, id))
      .orderBy(asc(subscriptionCharges.periodIndex));
  const usd = (userId: string) => balanceOf(t, wallet(userId, 'USD'));
  const at = (date: Date | string, plusMs: number) => new Date(new Date(date).getTime() + plusMs);
  /** Moves a subscription's period so it ends at `end` (real time: what post reads compare with). */
  const endPeriodAt = (id: string, end: Date) =>
    t.deps.db
      .update(subscriptions)
      .set({ currentPeriodEnd: end, currentPeriodStart: addMonths(end, -1) })
      .where(eq(subscriptions.id, id));
  const canView = async (postId: string, auth: Record<string, string>) =>
    (await t.post<TPost>(PATHS.postDetail, { id: postId }, auth)).body.data.canView;

  /** A creator with a $5 tier and a subscribers-only post; a fan holding `cents` who subscribed. */
  async function scene(opts: { cents: bigint; trialDays?: number }) {
    const creator: TestCreator = await createCreator(t, 'renew');
    const tier = await createTier(t, creator, { name: 'Monthly', priceCents: '500', trialDays: opts.trialDays ?? 0 });
    const post = await createPostAs(t, creator, { text: 'for subscribers', visibility: 'subscribers' });
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, opts.cents);
    const sub: TSubscription = await subscribeTo(t, fan.auth, { tierId: tier.id });
    return { creator, tier, post, fan, sub };
  }

  // The sweep looks at every subscription: each case gets its own database.
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('a trial is charged at its end by the sweep, not before', async () => {
    const { fan, sub } = await scene({ cents: 1200n, trialDays: 7 });
    expect(sub.status).toBe('trialing');
    expect(await renewDueSubscriptions(t.deps, at(sub.currentPeriodEnd, -SECOND))).toBe(0);
    expect(await usd(fan.user.id)).toBe(1200n);

    const trialEnd = new Date(sub.currentPeriodEnd);
    expect(await renewDueSubscriptions(t.deps, at(trialEnd, SECOND))).toBe(1);
    expect(await rowOf(sub.id)).toMatchObject({
      status: 'active',
      periodIndex: 1,
      currentPeriodStart: trialEnd,
      currentPeriodEnd: addMonths(trialEnd, 1),
      renewalAttempts: 0,
    });
    expect(await usd(fan.user.id)).toBe(700n);
    const [charge] = await chargesOf(sub.id);
    expect(charge).toMatchObject({
      periodIndex: 1,
      usdCents: 500n,
      periodStart: trialEnd,
      periodEnd: addMonths(trialEnd, 1),
    });
    const [entry] = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.id, charge!.entryId));
    expect(entry).toMatchObject({ kind: 'renewal', refType: 'subscription_charge', refId: charge!.id });
  });

  it('a sweep that comes only after the grace (an outage) charges one period starting now, not a backlog', async () => {
    const { fan, sub } = await scene({ cents: 5000n });
    const late = at(sub.currentPeriodEnd, RENEWAL_GRACE_MS + 40 * 24 * HOUR);
    expect(await renewDueSubscriptions(t.deps, late)).toBe(1);
    expect(await rowOf(sub.id)).toMatchObject({
      status: 'active',
      periodIndex: 2,
      currentPeriodStart: late,
      currentPeriodEnd: addMonths(late, 1),
    });
    expect(await renewDueSubscriptions(t.deps, at(late, SECOND))).toBe(0);
    expect(await usd(fan.user.id)).toBe(4000n);
  });

  it('a successful renewal advances the period by its months from the old end', async () => {
    const { fan, sub } = await scene({ cents: 1500n });
    const oldEnd = new Date(sub.currentPeriodEnd);
    expect(await renewDueSubscriptions(t.deps, at(oldEnd, 5 * SECOND))).toBe(1);
    expect(await rowOf(sub.id)).toMatchObject({
      status: 'active',
      periodIndex: 2,
      currentPeriodStart: oldEnd,
      currentPeriodEnd: addMonths(oldEnd, 1),
    });
    expect((await chargesOf(sub.id)).map((c) => c.periodIndex)).toEqual([1, 2]);
    expect(await usd(fan.user.id)).toBe(500n);
    const listed = await t.post<{ items: TSubscription[] }>(PATHS.subscriptionList, {}, fan.auth);
    expect(listed.body.data.items[0]).toMatchObject({ id: sub.id, renewsAt: addMonths(oldEnd, 1).toISOString() });
    expect(ledgerHolds(await checkLedger(t.deps.db))).toBe(true);
  });

  it('sweeps running at once charge a period once', async () => {
    const { fan, sub } = await scene({ cents: 5000n });
    const now = at(sub.currentPeriodEnd, SECOND);
    const handled = await Promise.all(Array.from({ length: 4 }, () => renewDueSubscriptions(t.deps, now)));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await chargesOf(sub.id)).map((c) => c.periodIndex)).toEqual([1, 2]);
    expect(await usd(fan.user.id)).toBe(4000n);
    // A re-run (after a crash, say) finds nothing left to do.
    expect(await renewDueSubscriptions(t.deps, now)).toBe(0);
  });

  it('a period already charged can never be charged again (the unique period index)', async () => {
    const { creator, fan, sub } = await scene({ cents: 5000n });
    const plan = await planCharge(t.deps, {
      fanId: fan.user.id,
      creatorId: creator.user.id,
      usdCents: 500n,
      currency: 'USD',
    });
    const period = { subscriptionId: sub.id, periodIndex: 1, periodStart: new Date(), periodEnd: new Date() };
    await expect(t.deps.db.transaction((tx) => chargePeriod(tx, t.deps, plan, period, 'renewal'))).rejects.toThrow();
    expect(await usd(fan.user.id)).toBe(4500n);
    expect(await chargesOf(sub.id)).toHaveLength(1);
  });

  it('no funds: past due, retried no sooner than the spacing, renewed from the old end once funded', async () => {
    const { fan, post, sub } = await scene({ cents: 500n });
    const oldEnd = new Date(Date.now() - HOUR);
    await endPeriodAt(sub.id, oldEnd);
    expect(await renewDueSubscriptions(t.deps)).toBe(1);
    const failed = await rowOf(sub.id);
    expect(failed).toMatchObject({ status: 'past_due', renewalAttempts: 1, periodIndex: 1 });
    expect(await chargesOf(sub.id)).toHaveLength(1);
    // Past due keeps access during the grace period; the next charge is the next retry.
    expect(await canView(post.id, fan.auth)).toBe(true);
    const state = await t.post<{ subscription: TSubscription }>(
      PATHS.subscriptionState,
      { addressOrDomain: sub.creator.creatorDomain },
      fan.auth,
    );
    expect(state.body.data.subscription).toMatchObject({
      status: 'past_due',
      renewsAt: at(failed.updatedAt, RENEWAL_RETRY_MS).toISOString(),
    });

    expect(await renewDueSubscriptions(t.deps, at(failed.updatedAt, HOUR))).toBe(0);
    await fundWallet(t, fan.user.id, 500n);
    expect(await renewDueSubscriptions(t.deps, at(failed.updatedAt, RENEWAL_RETRY_MS - SECOND))).toBe(0);
    expect(await renewDueSubscriptions(t.deps, at(failed.updatedAt, RENEWAL_RETRY_MS))).toBe(1);
    expect(await rowOf(sub.id)).toMatchObject({
      status: 'active',
      renewalAttempts: 0,
      periodIndex: 2,
      currentPeriodStart: oldEnd,
      currentPeriodEnd: addMonths(oldEnd, 1),
    });
    expect(await usd(fan.user.id)).toBe(0n);
  });

  it('no funds through the grace period: expired, and the post locks', async () => {
    const { fan, post, sub } = await scene({ cents: 500n });
    const end = new Date(Date.now() - HOUR);
    await endPeriodAt(sub.id, end);
    let now = new Date();
    expect(await renewDueSubscriptions(t.deps, now)).toBe(1);
    // Retries every spacing until the grace is over; each one fails.
    while (now.getTime() + RENEWAL_RETRY_MS <= end.getTime() + RENEWAL_GRACE_MS) {
      now = at(now, RENEWAL_RETRY_MS);
      expect(await renewDueSubscriptions(t.deps, now)).toBe(1);
      expect((await rowOf(sub.id)).status).toBe('past_due');
    }
    const attempts = (await rowOf(sub.id)).renewalAttempts;
    expect(attempts).toBeGreaterThan(10);
    expect(await renewDueSubscriptions(t.deps, at(end, RENEWAL_GRACE_MS + SECOND))).toBe(1);
    expect(await rowOf(sub.id)).toMatchObject({ status: 'expired', renewalAttempts: attempts + 1 });
    expect(await chargesOf(sub.id)).toHaveLength(1);
    expect(await canView(post.id, fan.auth)).toBe(false);
    expect(await renewDueSubscriptions(t.deps, at(end, 30 * 24 * HOUR))).toBe(0);
    const expired = await t.post<{ items: TSubscription[] }>(PATHS.subscriptionList, { status: 'expired' }, fan.auth);
    expect(expired.body.data.items.map((s) => [s.id, s.renewsAt])).toEqual([[sub.id, null]]);
  });

  it('cancel keeps access until the period ends; then the sweep expires it, charges nothing, and the post locks', async () => {
    const { fan, post, sub } = await scene({ cents: 5000n });
    expect((await t.post(PATHS.subscriptionCancel, { id: sub.id }, fan.auth)).status).toBe(200);
    expect(await canView(post.id, fan.auth)).toBe(true);
    expect(await renewDueSubscriptions(t.deps)).toBe(0);
    expect(await renewDueSubscriptions(t.deps, at(sub.currentPeriodEnd, SECOND))).toBe(1);
    expect(await rowOf(sub.id)).toMatchObject({ status: 'expired', periodIndex: 1 });
    expect(await chargesOf(sub.id)).toHaveLength(1);
    expect(await usd(fan.user.id)).toBe(4500n);
    expect(await canView(post.id, fan.auth)).toBe(false);
  });

  it('access follows the period even before the sweep runs: a cancelled one ends on time, a renewing one rides the grace', async () => {
    const { fan, post, sub } = await scene({ cents: 5000n });
    await endPeriodAt(sub.id, new Date(Date.now() - 60 * SECOND));
    expect(await canView(post.id, fan.auth)).toBe(true);
    await t.post(PATHS.subscriptionCancel, { id: sub.id }, fan.auth);
    expect(await canView(post.id, fan.auth)).toBe(false);
    await t.post(PATHS.subscriptionAutoRenew, { id: sub.id, autoRenew: true }, fan.auth);
    await endPeriodAt(sub.id, new Date(Date.now() - RENEWAL_GRACE_MS - 60 * SECOND));
    expect(await canView(post.id, fan.auth)).toBe(false);
  });

  it('a fan the creator blocked is not charged again: the subscription expires', async () => {
    const { creator, fan, sub } = await scene({ cents: 5000n });
    await t.deps.db.insert(blocks).values({ blockerId: creator.user.id, blockedId: fan.user.id });
    expect(await renewDueSubscriptions(t.deps, at(sub.currentPeriodEnd, SECOND))).toBe(1);
    expect((await rowOf(sub.id)).status).toBe('expired');
    expect(await usd(fan.user.id)).toBe(4500n);
  });

  it('a currency without a rate at renewal time: past due, nothing charged', async () => {
    const creator = await createCreator(t, 'stars');
    const tier = await createTier(t, creator, { priceCents: '500' });
    const fan = await createSignedInUser(t);
    await fundWallet(t, fan.user.id, 1000n, 'STARS');
    const sub = await subscribeTo(t, fan.auth, { tierId: tier.id, currency: 'STARS' });
    // The default Stars rate is $0.02: $5.00 is 250 Stars.
    expect(await balanceOf(t, wallet(fan.user.id, 'STARS'))).toBe(750n);
    await t.deps.db.delete(fxRates).where(eq(fxRates.currency, 'STARS'));
    try {
      expect(await renewDueSubscriptions(t.deps, at(sub.currentPeriodEnd, SECOND))).toBe(1);
      expect(await rowOf(sub.id)).toMatchObject({ status: 'past_due', renewalAttempts: 1 });
      expect(await balanceOf(t, wallet(fan.user.id, 'STARS'))).toBe(750n);
    } finally {
      await setAdminRate(t.deps.db, 'STARS', '0.02');
    }
  });

  it('the recurring job runs the sweep', async () => {
    const { fan, sub } = await scene({ cents: 5000n });
    await endPeriodAt(sub.id, new Date(Date.now() - SECOND));
    const sweep = recurringSweeps(t.deps).find((s) => s.kind === RENEWAL_JOB);
    await sweep!.run();
    expect(await rowOf(sub.id)).toMatchObject({ status: 'active', periodIndex: 2 });
    expect(await usd(fan.user.id)).toBe(4000n);
    const n = await t.deps.db
      .select({ n: count() })
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, sub.id));
    expect(Number(n[0]!.n)).toBe(2);
  });
});
