/**
 * What a fan can buy of a tier: one month at its price, or a bundle of 3, 6 or 12 months paid up
 * front at the bundle's total. And which tier a locked post's minimum tier asks for: a higher
 * position is a higher tier, so any tier at or above the minimum's position opens the post.
 */
import type { TTier } from '@fanlane/contracts/subscription';

export type TTierPeriod = { months: number; totalCents: string; discountPercent: number };

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
