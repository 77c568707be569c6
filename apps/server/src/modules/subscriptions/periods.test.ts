import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  bundleTotalCents,
  nextChargeAt,
  periodCents,
  RENEWAL_GRACE_MS,
  RENEWAL_RETRY_MS,
  unusedCredit,
} from './periods.ts';

describe('subscription periods', () => {
  const tier = {
    priceCents: 999n,
    bundles: [
      { months: 3 as const, discountPercent: 10 },
      { months: 12 as const, discountPercent: 33 },
    ],
  };

  it('a month costs the monthly price; a bundle its months less the discount, rounded down', () => {
    expect(periodCents(tier, 1)).toBe(999n);
    // 999 × 3 × 90 / 100 = 2697.3 → 2697
    expect(periodCents(tier, 3)).toBe(2697n);
    // 999 × 12 × 67 / 100 = 8031.96 → 8031
    expect(periodCents(tier, 12)).toBe(8031n);
    expect(bundleTotalCents(100_000n, { months: 12, discountPercent: 90 })).toBe(120_000n);
  });

  it('a bundle the tier does not offer has no price', () => {
    expect(periodCents(tier, 6)).toBeNull();
    expect(periodCents({ priceCents: 500n, bundles: [] }, 3)).toBeNull();
  });

  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2025-01-15T10:00:00Z'), 1).toISOString()).toBe('2025-02-15T10:00:00.000Z');
    expect(addMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2025-11-30T23:59:59Z'), 3).toISOString()).toBe('2026-02-28T23:59:59.000Z');
    expect(addMonths(new Date('2025-03-31T00:00:00Z'), 12).toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });

  it('the next charge: the period end, the next retry while past due, nothing once it cannot renew', () => {
    const end = new Date('2025-05-01T00:00:00Z');
    const base = {
      status: 'active',
      autoRenew: true,
      currentPeriodEnd: end,
      updatedAt: new Date('2025-04-01T00:00:00Z'),
    };
    expect(nextChargeAt(base)).toEqual(end);
    expect(nextChargeAt({ ...base, status: 'trialing' })).toEqual(end);
    expect(nextChargeAt({ ...base, autoRenew: false })).toBeNull();
    expect(nextChargeAt({ ...base, status: 'expired' })).toBeNull();
    const failedAt = new Date(end.getTime() + 1000);
    expect(nextChargeAt({ ...base, status: 'past_due', updatedAt: failedAt })).toEqual(
      new Date(failedAt.getTime() + RENEWAL_RETRY_MS),
    );
    const lateFailure = new Date(end.getTime() + RENEWAL_GRACE_MS - RENEWAL_RETRY_MS + 1);
    expect(nextChargeAt({ ...base, status: 'past_due', updatedAt: lateFailure })).toBeNull();
  });

  describe('the unused part of a paid period', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const end = new Date('2026-12-01T00:00:00Z');
    const at = (iso: string) => new Date(iso);

    it('is the price times the share of time left, rounded down', () => {
      expect(unusedCredit(1000n, start, end, at('2026-11-16T00:00:00Z'))).toBe(500n);
      // 29 of 30 days left of $9.99: 965.7 cents, rounded down.
      expect(unusedCredit(999n, start, end, at('2026-11-02T00:00:00Z'))).toBe(965n);
      expect(unusedCredit(1000n, start, end, at('2026-11-30T23:59:59Z'))).toBe(0n);
    });

    it('is the whole price before the period starts and nothing once it ended', () => {
      expect(unusedCredit(1000n, start, end, at('2026-10-20T00:00:00Z'))).toBe(1000n);
      expect(unusedCredit(1000n, start, end, end)).toBe(0n);
      expect(unusedCredit(1000n, start, end, at('2027-01-01T00:00:00Z'))).toBe(0n);
      expect(unusedCredit(1000n, end, end, start)).toBe(0n);
    });

    it('never exceeds what was paid and shrinks as time passes', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 10_000_000n }),
          fc.integer({ min: -86_400_000, max: 40 * 86_400_000 }),
          fc.integer({ min: 0, max: 86_400_000 }),
          (paid, offset, later) => {
            const now = new Date(start.getTime() + offset);
            const credit = unusedCredit(paid, start, end, now);
            expect(credit >= 0n && credit <= paid).toBe(true);
            expect(unusedCredit(paid, start, end, new Date(now.getTime() + later)) <= credit).toBe(true);
          },
        ),
      );
    });
  });
});
