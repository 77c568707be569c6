/**
 * A fan subscribes to a creator's tier, paid from the wallet (docs/subscriptions.md). A first
 * subscription to a creator with a free trial starts `trialing` and is charged at the trial's end
 * by the renewal sweep; otherwise period 1 is charged at once. One live subscription per fan and
 * creator: a fan who wants another tier cancels first.
 *
 * The quote is taken before the transaction (it reads rates and creates ledger accounts); every
 * rule that can change meanwhile (block, tier archived or repriced, already subscribed) is checked
 * inside it, so a replay of the same Idempotency-Key answers the stored result.
 */
import type { z } from 'zod';
import type { TSubscription, ZSubscribeRequest } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { planCharge } from '../../ledger/charge.ts';
import { idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { assertMaySpend } from '../../ledger/may-spend.ts';
import { isBlockedBy, lockBlocksOf } from '../blocks/blocks-repo.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { chargePeriod } from './charge-period.ts';
import { addDays, addMonths, periodCents } from './periods.ts';
import { presentSubscription } from './present-subscriptions.ts';
import { hasSubscribedBefore, insertSubscription } from './subscriptions-repo.ts';
import { findTier, findTierForShare } from './tiers-repo.ts';

type Subscribe = z.output<typeof ZSubscribeRequest>;

export async function subscribe(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: Subscribe,
): Promise<TSubscription> {
  assertMaySpend(caller.user);
  const fanId = caller.user.id;
  const tier = await findTier(deps.db, body.tierId);
  if (!tier) throw appError('NOT_FOUND');
  const creatorId = tier.creatorId;
  if (creatorId === fanId) throw appError('OWN_CONTENT');
  const creator = (await authorsByIds(deps, [creatorId])).get(creatorId);
  if (!creator?.creatorDomain) throw appError('NOT_FOUND');
  const trial = tier.trialDays > 0 && !(await hasSubscribedBefore(deps.db, fanId, creatorId));
  const quoted = periodCents(tier, body.months);
  const plan =
    trial || quoted === null
      ? null
      : await planCharge(deps, { fanId, creatorId, usdCents: quoted, currency: body.currency });

  const subscription = await idempotent(deps.events, key, 'subscribe', body, async (tx, emit) => {
    await lockBlocksOf(tx, creatorId, 'share');
    if (await isBlockedBy(tx, creatorId, fanId)) throw appError('BLOCKED');
    const current = await findTierForShare(tx, tier.id);
    if (!current || current.status !== 'active') throw appError('TIER_ARCHIVED');
    // The creator edited the tier since the quote (its price, bundles or trial): the fan must see the new terms.
    if (current.updatedAt.getTime() !== tier.updatedAt.getTime()) throw appError('CONFLICT');
    const price = periodCents(current, body.months);
    if (price === null) throw invalidField('months', 'not_offered');

    const now = new Date();
    const end = trial ? addDays(now, current.trialDays) : addMonths(now, body.months);
    let row;
    try {
      row = await insertSubscription(tx, {
        fanId,
        creatorId,
        tierId: current.id,
        status: trial ? 'trialing' : 'active',
        months: body.months,
        periodCents: price,
        currency: body.currency,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        periodIndex: trial ? 0 : 1,
        createdAt: now,
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw appError('ALREADY_SUBSCRIBED');
      throw err;
    }
    if (plan)
      await chargePeriod(
        tx,
        deps,
        plan,
        { subscriptionId: row.id, periodIndex: 1, periodStart: now, periodEnd: end },
        'subscription',
      );
    emit({
      type: 'subscription.started',
      data: {
        subscriptionId: row.id,
        creatorId,
        fanId,
        tierId: current.id,
        amountCents: (plan?.usdCents ?? 0n).toString(),
      },
    });
    return presentSubscription(
      {
        ...row,
        tierName: current.name,
        tierPriceCents: current.priceCents,
        nextTierName: null,
        nextTierPriceCents: null,
      },
      creator,
    );
  });
  return subscription;
}
