import { describe, expect, it } from 'vitest';
import { subscription, tier } from '../../../../test/subscription-fixtures';
import { preselectedPlan, preselectedTier, qualifies, tierPeriods } from './tier-periods';

const low = tier({ name: 'Low', position: 0 });
const mid = tier({ name: 'Mid', position: 1 });
const high = tier({ name: 'High', position: 2 });
const archived = tier({ name: 'Old', position: 3, status: 'archived' });

describe('which tier a locked post asks for', () => {
  it('is the lowest active tier at or above the minimum', () => {
    expect(preselectedTier([high, archived, mid, low], mid.id)?.name).toBe('Mid');
    expect(preselectedTier([high, low], mid.id)?.name).toBe('Low');
  });

  it('is the first tier when the post names none, or one the fan cannot see', () => {
    expect(preselectedTier([high, mid, low], null)?.name).toBe('Low');
    expect(preselectedTier([high, mid, low], 'gone')?.name).toBe('Low');
    expect(preselectedTier([archived], null)).toBeUndefined();
  });

  it('is met by higher tiers, not lower ones', () => {
    expect(qualifies(high, mid.id, [low, mid, high])).toBe(true);
    expect(qualifies(mid, mid.id, [low, mid, high])).toBe(true);
    expect(qualifies(low, mid.id, [low, mid, high])).toBe(false);
  });
});

describe('the periods of a tier', () => {
  it('are a month at the price, then its bundles by length', () => {
    const withBundles = tier({
      priceCents: '1000',
      bundles: [
        { months: 12, discountPercent: 25, totalCents: '9000' },
        { months: 3, discountPercent: 10, totalCents: '2700' },
      ],
    });
    expect(tierPeriods(withBundles)).toEqual([
      { months: 1, totalCents: '1000', discountPercent: 0 },
      { months: 3, discountPercent: 10, totalCents: '2700' },
      { months: 12, discountPercent: 25, totalCents: '9000' },
    ]);
  });
});

describe('the plan a subscriber starts from when changing it', () => {
  const yearly = tier({
    name: 'Yearly',
    position: 4,
    bundles: [{ months: 12, discountPercent: 20, totalCents: '9590' }],
  });
  const tiers = [low, mid, high, yearly];
  const on = (held: typeof low, months = 1) =>
    subscription({ tier: { id: held.id, name: held.name, priceCents: held.priceCents }, months });

  it('is their own plan when no post asks for more, or theirs opens it', () => {
    expect(preselectedPlan(tiers, on(mid, 3), null)).toEqual({ tierId: mid.id, months: 3 });
    expect(preselectedPlan(tiers, on(high), mid.id)).toEqual({ tierId: high.id, months: 1 });
    expect(preselectedPlan(tiers, on(low), 'gone')).toEqual({ tierId: low.id, months: 1 });
  });

  it('is the lowest tier that opens the post when theirs does not, for the same length if offered', () => {
    expect(preselectedPlan(tiers, on(low, 12), mid.id)).toEqual({ tierId: mid.id, months: 1 });
    expect(preselectedPlan(tiers, on(low, 12), yearly.id)).toEqual({ tierId: yearly.id, months: 12 });
  });
});
