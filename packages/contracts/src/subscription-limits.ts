/** Tier and subscription limits, without the schemas (subscription.ts re-exports them). */
export const TIER_NAME_MAX = 40;
export const TIER_BENEFIT_MAX = 120;
export const TIER_BENEFITS_MAX = 10;
export const TIERS_MAX = 10;
export const TIER_PRICE_MIN_CENTS = 300;
export const TIER_PRICE_MAX_CENTS = 100_000;
export const TRIAL_DAYS_MAX = 30;
export const BUNDLE_MONTHS = [3, 6, 12] as const;
export const BUNDLE_DISCOUNT_MAX = 90;
export const SUBSCRIPTION_MONTHS = [1, 3, 6, 12] as const;
export const TIER_STATUSES = ['active', 'archived'] as const;
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'expired'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Renewal: retries within a grace period, then the subscription expires. */
export const RENEWAL_GRACE_DAYS = 3;
