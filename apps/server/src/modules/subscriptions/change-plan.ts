/**
 * A fan changes the plan of a live subscription: another tier of the same creator, or another
 * period length (docs/subscriptions.md, "Changing plan").
 *
 * - Up (a tier at a higher position): takes effect at once. A new period starts now and costs the
 *   new plan's price less what is left of the period already paid (credit for the unused time,
 *   rounded down); the fan pays the difference from the wallet, like a subscription charge.
 * - Down, sideways or another length of the same tier: takes effect at the renewal. The fan keeps
 *   the current tier until the period ends; the renewal then charges the new plan.
 * - Choosing the current plan again drops a change that was waiting for the renewal.
 *
 * Choosing a plan means the fan wants to stay: auto-renew is switched back on.
 */
import type { z } from 'zod';
import type { TSpendableCurrency } from '@fanlane/contracts/money';
import type {
  TPlanChangeQuote,
  TSubscription,
  ZPlanChangeQuoteRequest,
  ZPlanChangeRequest,
} from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { SubscriptionRow, TierRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { planCharge, type ChargePlan } from '../../ledger/charge.ts';
import { earlierAnswer, idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { assertMaySpend } from '../../ledger/may-spend.ts';
import { isBlockedBy, lockBlocksOf } from '../blocks/blocks-repo.ts';
import { chargePeriod } from './charge-period.ts';
import { addMonths, periodCents, unusedCredit } from './periods.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { presentSubscription } from './present-subscriptions.ts';
import {
  liveSubscriptionOf,
  ownSubscriptionForUpdate,
  paidForPeriod,
  updateSubscription,
  withTierOf,
} from './subscriptions-repo.ts';
import { findTier, findTierForShare } from './tiers-repo.ts';

type QuoteRequest = z.output<typeof ZPlanChangeQuoteRequest>;
type ChangeRequest = z.output<typeof ZPlanChangeRequest>;

const SCOPE = 'subscription.change';

type Change = {
  subscription: SubscriptionRow;
  tier: TierRow;
  months: number;
  /** The new plan's price for one period, USD cents. */
  priceCents: bigint;
  /** Now (an upgrade), or at the renewal. */
  when: 'now' | 'renewal';
  creditCents: bigint;
  chargeCents: bigint;
  /** The current plan chosen again: a waiting change is dropped. */
  keep: boolean;
  now: Date;
};

/** Reads and judges the change; nothing is written. */
async function judge(deps: AppDeps, fanId: string, body: QuoteRequest, now: Date): Promise<Change> {
  const tier = await findTier(deps.db, body.tierId);
  if (!tier) throw appError('NOT_FOUND');
  if (tier.creatorId === fanId) throw appError('OWN_CONTENT');
  if (await isBlockedBy(deps.db, tier.creatorId, fanId)) throw appError('BLOCKED');
  const subscription = await liveSubscriptionOf(deps.db, fanId, tier.creatorId);
  if (!subscription) throw appError('NOT_SUBSCRIBED');
  const keep = tier.id === subscription.tierId && body.months === subscription.months;
  if (keep && subscription.nextTierId === null) throw appError('PLAN_UNCHANGED');
  if (!keep && tier.status !== 'active') throw appError('TIER_ARCHIVED');
  const priceCents = keep ? subscription.periodCents : periodCents(tier, body.months);
  if (priceCents === null) throw invalidField('months', 'not_offered');

  const current = tier.id === subscription.tierId ? tier : await findTier(deps.db, subscription.tierId);
  const upgrade = !keep && tier.position > current!.position;
  if (!upgrade) {
    return {
      subscription,
      tier,
      months: body.months,
      priceCents,
      when: 'renewal',
      creditCents: 0n,
      chargeCents: 0n,
      keep,
      now,
    };
  }
  // Only a paid period that is running gives credit: a trial or a lapsed (past due) one does not.
  const paid =
    subscription.status === 'active' ? await paidForPeriod(deps.db, subscription.id, subscription.periodIndex) : null;
  const creditCents =
    paid === null ? 0n : unusedCredit(paid, subscription.currentPeriodStart, subscription.currentPeriodEnd, now);
  const chargeCents = priceCents - creditCents;
  if (chargeCents <= 0n) throw appError('PLAN_CREDIT_EXCEEDS_PRICE');
  return { subscription, tier, months: body.months, priceCents, when: 'now', creditCents, chargeCents, keep, now };
}

function quoteOf(change: Change): TPlanChangeQuote {
  const { subscription: s, when, now } = change;
  const startsAt = when === 'now' ? now : s.currentPeriodEnd;
  return {
    when,
    tier: { id: change.tier.id, name: change.tier.name, priceCents: change.tier.priceCents.toString() },
    months: change.months,
    periodCents: change.priceCents.toString(),
    creditCents: change.creditCents.toString(),
    chargeCents: change.chargeCents.toString(),
    startsAt: startsAt.toISOString(),
    periodEnd: addMonths(startsAt, change.months).toISOString(),
  };
}

export async function quotePlanChange(deps: AppDeps, caller: Caller, body: QuoteRequest): Promise<TPlanChangeQuote> {
  return quoteOf(await judge(deps, caller.user.id, body, new Date()));
}

/** Writes the change inside the money transaction: a waiting plan, or the upgrade's new period and its charge. */
async function applyChange(
  tx: Tx,
  deps: AppDeps,
  change: Change,
  locked: SubscriptionRow,
  target: TierRow,
  plan: ChargePlan | null,
  currency: TSpendableCurrency,
) {
  const now = change.now;
  const staying = { autoRenew: true, cancelledAt: null, updatedAt: new Date() };
  if (change.keep)
    return updateSubscription(tx, locked.id, { nextTierId: null, nextMonths: null, nextPeriodCents: null, ...staying });
  if (!plan) {
    return updateSubscription(tx, locked.id, {
      nextTierId: target.id,
      nextMonths: change.months,
      nextPeriodCents: change.priceCents,
      ...staying,
    });
  }
  const periodEnd = addMonths(now, change.months);
  const periodIndex = locked.periodIndex + 1;
  await chargePeriod(
    tx,
    deps,
    plan,
    { subscriptionId: locked.id, periodIndex, periodStart: now, periodEnd },
    'subscription',
  );
  return updateSubscription(tx, locked.id, {
    tierId: target.id,
    months: change.months,
    periodCents: change.priceCents,
    currency,
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
    periodIndex,
    renewalAttempts: 0,
    nextTierId: null,
    nextMonths: null,
    nextPeriodCents: null,
    ...staying,
  });
}

export async function changePlan(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: ChangeRequest,
): Promise<TSubscription> {
  assertMaySpend(caller.user);
  const fanId = caller.user.id;
  let change: Change;
  try {
    change = await judge(deps, fanId, body, new Date());
  } catch (err) {
    // A retry of a change already made reads as "unchanged": it gets the stored answer instead.
    const earlier = await earlierAnswer<TSubscription>(deps.db, key, SCOPE, body);
    if (earlier) return earlier;
    throw err;
  }
  const { subscription: seen, tier } = change;
  const plan =
    change.when === 'now'
      ? await planCharge(deps, {
          fanId,
          creatorId: tier.creatorId,
          usdCents: change.chargeCents,
          currency: body.currency,
        })
      : null;
  const creator = (await authorsByIds(deps, [tier.creatorId])).get(tier.creatorId);
  if (!creator) throw appError('NOT_FOUND');

  const subscription = await idempotent(deps.events, key, SCOPE, body, async (tx, emit) => {
    await lockBlocksOf(tx, tier.creatorId, 'share');
    if (await isBlockedBy(tx, tier.creatorId, fanId)) throw appError('BLOCKED');
    // The quote holds only for the subscription and tier as they were read: a renewal, another
    // change or an edit of the tier since then makes the fan look again.
    const locked = await ownSubscriptionForUpdate(tx, fanId, seen.id);
    if (!locked || locked.status === 'expired') throw appError('NOT_SUBSCRIBED');
    if (locked.updatedAt.getTime() !== seen.updatedAt.getTime() || locked.periodIndex !== seen.periodIndex)
      throw appError('CONFLICT');
    const target = await findTierForShare(tx, tier.id);
    if (!target || target.updatedAt.getTime() !== tier.updatedAt.getTime()) throw appError('CONFLICT');
    if (!change.keep && target.status !== 'active') throw appError('TIER_ARCHIVED');
    const row = await applyChange(tx, deps, change, locked, target, plan, body.currency);
    if (!change.keep) {
      emit({
        type: 'subscription.plan_changed',
        data: { subscriptionId: row.id, creatorId: tier.creatorId, fanId, tierId: target.id, when: change.when },
      });
    }
    return presentSubscription(await withTierOf(tx, row), creator);
  });
  return subscription;
}
