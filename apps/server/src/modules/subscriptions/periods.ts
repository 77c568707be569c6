/**
 * The time and price rules of a subscription (docs/subscriptions.md), pure so they are tested
 * alone: what a period costs, when it ends, and when a failed renewal is retried or gives up.
 */
import { RENEWAL_GRACE_DAYS, type TBundle } from '@fanlane/contracts/subscription';

const DAY_MS = 86_400_000;
/** A failed renewal is tried again no sooner than this after the last attempt. */
export const RENEWAL_RETRY_MS = 6 * 3600_000;
export const RENEWAL_GRACE_MS = RENEWAL_GRACE_DAYS * DAY_MS;

type Priced = { priceCents: bigint; bundles: TBundle[] };

/** A bundle's total: the monthly price times its months, less its discount, rounded down for the fan. */
export function bundleTotalCents(priceCents: bigint, bundle: TBundle): bigint {
  return (priceCents * BigInt(bundle.months) * BigInt(100 - bundle.discountPercent)) / 100n;
}

/** What one period of `months` costs on this tier, USD cents; null when the tier offers no such bundle. */
export function periodCents(tier: Priced, months: number): bigint | null {
  if (months === 1) return tier.priceCents;
  const bundle = tier.bundles.find((b) => b.months === months);
  return bundle ? bundleTotalCents(tier.priceCents, bundle) : null;
}

/**
 * `months` calendar months after `from` (UTC), the day clamped to the target month's length:
 * January 31 plus one month is the last day of February.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * What is left of a paid period at `now`, USD cents: its price times the unused share of its time,
 * rounded down (the fan is never credited more than they paid for). Nothing before the period
 * starts counts as unused beyond the whole price, nothing after it ends.
 */
export function unusedCredit(paidCents: bigint, start: Date, end: Date, now: Date): bigint {
  const total = BigInt(end.getTime() - start.getTime());
  if (total <= 0n) return 0n;
  const left = BigInt(Math.min(Math.max(end.getTime() - now.getTime(), 0), end.getTime() - start.getTime()));
  return (paidCents * left) / total;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The last moment a renewal may still succeed; after it the subscription expires. */
export const graceEnd = (periodEnd: Date) => new Date(periodEnd.getTime() + RENEWAL_GRACE_MS);

type Renewing = { status: string; autoRenew: boolean; currentPeriodEnd: Date; updatedAt: Date };

/**
 * When the next charge is tried: the period end, or for a past-due subscription the next retry;
 * null when nothing will be charged again (auto-renew off, ended, or no retry left in the grace).
 */
export function nextChargeAt(s: Renewing): Date | null {
  if (s.status === 'expired' || !s.autoRenew) return null;
  if (s.status !== 'past_due') return s.currentPeriodEnd;
  const retry = new Date(s.updatedAt.getTime() + RENEWAL_RETRY_MS);
  return retry <= graceEnd(s.currentPeriodEnd) ? retry : null;
}
