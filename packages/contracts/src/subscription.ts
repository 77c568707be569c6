import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import { SPENDABLE_CURRENCIES, ZCounterparty, ZMinorAmount, ZUsdCents } from './money.ts';
import {
  TIER_NAME_MAX,
  TIER_BENEFIT_MAX,
  TIER_BENEFITS_MAX,
  TIER_PRICE_MIN_CENTS,
  TIER_PRICE_MAX_CENTS,
  TRIAL_DAYS_MAX,
  BUNDLE_MONTHS,
  BUNDLE_DISCOUNT_MAX,
  TIER_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './subscription-limits.ts';

/**
 * Tiers and subscriptions (docs/money.md). A tier has a monthly USD price; bundles of 3, 6 or 12
 * months pay up front at a discount. Subscriptions renew from the wallet by a durable job.
 */
export * from './subscription-limits.ts';

const ZUuid = z.uuid();

export const ZBundle = z.object({
  months: z.union([z.literal(3), z.literal(6), z.literal(12)]),
  discountPercent: z.number().int().min(1).max(BUNDLE_DISCOUNT_MAX),
});
export type TBundle = z.infer<typeof ZBundle>;

export const ZTier = z.object({
  id: z.string(),
  name: z.string(),
  /** Monthly price, USD cents. */
  priceCents: ZMinorAmount,
  benefits: z.array(z.string()),
  bundles: z.array(ZBundle.extend({ totalCents: ZMinorAmount })),
  trialDays: z.number().int(),
  status: z.enum(TIER_STATUSES),
  position: z.number().int(),
  /** The owner sees how many fans hold it; null for others. */
  subscribers: z.number().int().nullable(),
});
export type TTier = z.infer<typeof ZTier>;

export const ZTierListRequest = z.object({ addressOrDomain: z.string().trim().min(1).max(64) });
/** A creator's tiers by position (lowest first): active ones, and for the owner archived ones too. */
export const ZTierList = z.object({ items: z.array(ZTier) });
export type TTierList = z.infer<typeof ZTierList>;
export const ZTierSaveRequest = z
  .object({
    id: ZUuid.optional(),
    name: z.string().trim().min(1).max(TIER_NAME_MAX),
    priceCents: ZUsdCents.refine(
      (v) => Number(v) >= TIER_PRICE_MIN_CENTS && Number(v) <= TIER_PRICE_MAX_CENTS,
      'price_range',
    ),
    benefits: z.array(z.string().trim().min(1).max(TIER_BENEFIT_MAX)).max(TIER_BENEFITS_MAX).default([]),
    bundles: z.array(ZBundle).max(BUNDLE_MONTHS.length).default([]),
    trialDays: z.number().int().min(0).max(TRIAL_DAYS_MAX).default(0),
    status: z.enum(TIER_STATUSES).default('active'),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.bundles.map((b) => b.months)).size !== v.bundles.length)
      ctx.addIssue({ code: 'custom', path: ['bundles'], message: 'duplicate' });
  });
export type TTierSaveRequest = z.input<typeof ZTierSaveRequest>;
export const ZTierIdRequest = z.object({ id: ZUuid });

const ZMonths = z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]).default(1);

export const ZSubscribeRequest = z.object({
  tierId: ZUuid,
  months: ZMonths,
  currency: z.enum(SPENDABLE_CURRENCIES).default('USD'),
});
export type TSubscribeRequest = z.input<typeof ZSubscribeRequest>;

const ZSubscriptionTier = z.object({ id: z.string(), name: z.string(), priceCents: ZMinorAmount });

export const ZSubscription = z.object({
  id: z.string(),
  creator: ZCounterparty,
  tier: ZSubscriptionTier,
  status: z.enum(SUBSCRIPTION_STATUSES),
  autoRenew: z.boolean(),
  /** Months per period (1, or a bundle) and what a period costs, USD cents. */
  months: z.number().int(),
  periodCents: ZMinorAmount,
  currency: z.enum(SPENDABLE_CURRENCIES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** The next charge; null when auto-renew is off or the subscription ended. */
  renewsAt: z.string().nullable(),
  /** A change of plan waiting for the renewal (a lower tier or another length); null when none. */
  nextPlan: z.object({ tier: ZSubscriptionTier, months: z.number().int(), periodCents: ZMinorAmount }).nullable(),
  createdAt: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionStateRequest = z.object({ addressOrDomain: z.string().trim().min(1).max(64) });
export const ZSubscriptionState = z.object({ subscription: ZSubscription.nullable() });
export const ZSubscriptionListRequest = ZCursorRequest.extend({
  status: z.enum(['active', 'expired']).default('active'),
});
export const ZAutoRenewRequest = z.object({ id: ZUuid, autoRenew: z.boolean() });
export const ZSubscriptionIdRequest = z.object({ id: ZUuid });

/**
 * Changing the plan of a live subscription (docs/subscriptions.md): up a tier takes effect now and
 * pays the new price less the unused part of the current period; anything else waits for the
 * renewal. The quote says which, and what is paid now.
 */
export const ZPlanChangeQuoteRequest = z.object({ tierId: ZUuid, months: ZMonths });
export const ZPlanChangeRequest = ZPlanChangeQuoteRequest.extend({
  currency: z.enum(SPENDABLE_CURRENCIES).default('USD'),
});
export type TPlanChangeRequest = z.input<typeof ZPlanChangeRequest>;
export const ZPlanChangeQuote = z.object({
  when: z.enum(['now', 'renewal']),
  tier: ZSubscriptionTier,
  months: z.number().int(),
  /** One period of the new plan, USD cents. */
  periodCents: ZMinorAmount,
  /** The unused part of the period already paid, taken off an upgrade; '0' at the renewal. */
  creditCents: ZMinorAmount,
  /** What the wallet pays now (USD cents): periodCents less creditCents, or '0' at the renewal. */
  chargeCents: ZMinorAmount,
  /** When the new plan starts (now, or the end of the current period) and when its period ends. */
  startsAt: z.string(),
  periodEnd: z.string(),
});
export type TPlanChangeQuote = z.infer<typeof ZPlanChangeQuote>;
