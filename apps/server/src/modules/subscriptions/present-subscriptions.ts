/** A subscription as its fan sees it: the creator's card, the tier, the period and the next charge. */
import type { TSpendableCurrency } from '@fanlane/contracts/money';
import type { TPostAuthor } from '@fanlane/contracts/post';
import type { TSubscription } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import { authorsByIds } from '../users/author-cards.ts';
import { nextChargeAt } from './periods.ts';
import type { SubscriptionWithTier } from './subscriptions-repo.ts';

/** The change of plan waiting for the renewal (the columns are all set or all null, a CHECK). */
function presentNextPlan(row: SubscriptionWithTier): TSubscription['nextPlan'] {
  const { nextTierId, nextMonths, nextPeriodCents, nextTierName, nextTierPriceCents } = row;
  if (!nextTierId || !nextMonths || nextPeriodCents === null || nextTierName === null || nextTierPriceCents === null)
    return null;
  return {
    tier: { id: nextTierId, name: nextTierName, priceCents: nextTierPriceCents.toString() },
    months: nextMonths,
    periodCents: nextPeriodCents.toString(),
  };
}

export function presentSubscription(row: SubscriptionWithTier, creator: TPostAuthor): TSubscription {
  return {
    id: row.id,
    creator,
    tier: { id: row.tierId, name: row.tierName, priceCents: row.tierPriceCents.toString() },
    status: row.status,
    autoRenew: row.autoRenew,
    months: row.months,
    periodCents: row.periodCents.toString(),
    // Subscribe accepts spendable currencies only, so a stored one is always spendable.
    currency: row.currency as TSpendableCurrency,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    renewsAt: nextChargeAt(row)?.toISOString() ?? null,
    nextPlan: presentNextPlan(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Presents many, loading the creators' cards in one go (through the author cache). */
export async function presentSubscriptions(deps: AppDeps, rows: SubscriptionWithTier[]): Promise<TSubscription[]> {
  const creators = await authorsByIds(
    deps,
    rows.map((r) => r.creatorId),
  );
  return rows.map((r) => {
    const creator = creators.get(r.creatorId);
    if (!creator) throw new Error(`subscription ${r.id} has no creator`);
    return presentSubscription(r, creator);
  });
}
