/**
 * What a fan can buy of a tier: one month at its price, or a bundle of 3, 6 or 12 months paid up
 * front at the bundle's total. And which tier a locked post's minimum tier asks for: a higher
 * position is a higher tier, so any tier at or above the minimum's position opens the post.
 */
import { SUBSCRIPTION_MONTHS } from '@fanlane/contracts/subscription-limits';
import type { TSubscription, TTier } from '@fanlane/contracts/subscription';

/** A period a fan subscribes for: a month, or a bundle. */
export type TPlanMonths = (typeof SUBSCRIPTION_MONTHS)[number];
export type TTierPeriod = { months: TPlanMonths; totalCents: string; discountPercent: number };
/** A tier and a period: what a subscription holds, or what a fan picks to move to. */
export type TPlan = { tierId: string; months: TPlanMonths };

/** A subscription's months as a period the calls accept (the server only ever sends those). */
export function planMonths(months: number): TPlanMonths {
  return SUBSCRIPTION_MONTHS.find((m) => m === months) ?? 1;
}

export function tierPeriods(tier: TTier): TTierPeriod[] {
  const bundles = [...tier.bundles].sort((a, b) => a.months - b.months);
  return [{ months: 1, totalCents: tier.priceCents, discountPercent: 0 }, ...bundles];
}

/** Active tiers in their order on the creator's page. */
export function activeTiers(tiers: TTier[]): TTier[] {
  return tiers.filter((tier) => tier.status === 'active').sort((a, b) => a.position - b.position);
}

/** Whether `tier` opens posts that ask for `minTierId` (any tier does when there is none). */
export function qualifies(tier: TTier, minTierId: string | null | undefined, tiers: TTier[]): boolean {
  const min = minTierId ? tiers.find((t) => t.id === minTierId) : undefined;
  return !min || tier.position >= min.position;
}

/** The tier to preselect: the lowest active one that opens the post, else the first. */
export function preselectedTier(tiers: TTier[], minTierId: string | null | undefined): TTier | undefined {
  const active = activeTiers(tiers);
  return active.find((tier) => qualifies(tier, minTierId, tiers)) ?? active[0];
}

/**
 * Where a subscriber's plan changer starts: their own plan, unless the modal was opened from a post
 * their tier does not open; then the lowest tier that does, for the same length when it is offered.
 */
export function preselectedPlan(
  tiers: TTier[],
  subscription: TSubscription,
  minTierId: string | null | undefined,
): TPlan {
  const own: TPlan = { tierId: subscription.tier.id, months: planMonths(subscription.months) };
  const wanted = minTierId ? tiers.find((t) => t.id === minTierId) : undefined;
  const ownTier = tiers.find((t) => t.id === subscription.tier.id);
  if (!wanted || (ownTier && qualifies(ownTier, minTierId, tiers))) return own;
  const target = preselectedTier(tiers, minTierId);
  return target ? planOn(target, own.months) : own;
}

/** `tier` for `months` when it offers that period, else for a month. */
export function planOn(tier: TTier, months: TPlanMonths): TPlan {
  return { tierId: tier.id, months: tierPeriods(tier).some((p) => p.months === months) ? months : 1 };
}
