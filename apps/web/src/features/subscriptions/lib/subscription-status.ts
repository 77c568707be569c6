/**
 * What a subscription's state says to the fan: its status (a live one that will not renew reads as
 * cancelled, with access until the period ends), the one date that matters next, and a change of
 * plan booked for the renewal.
 */
import type { TFunction } from '#i18n';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { formatDate } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';

export type TSubscriptionView = 'trialing' | 'active' | 'past_due' | 'cancelled' | 'expired';

export function isLive(subscription: TSubscription): boolean {
  return subscription.status !== 'expired';
}

export function subscriptionView(subscription: TSubscription): TSubscriptionView {
  if (subscription.status === 'expired') return 'expired';
  if (!subscription.autoRenew) return 'cancelled';
  return subscription.status;
}

/** "Renews on 12 May 2026", "Access until …", "Ended on …". */
export function subscriptionDateLine(t: TFunction, subscription: TSubscription): string {
  const view = subscriptionView(subscription);
  const end = formatDate(subscription.currentPeriodEnd) ?? '';
  if (view === 'expired') return t('pay.subscriptions.endedOn', { date: end });
  if (view === 'cancelled' || !subscription.renewsAt) return t('pay.subscriptions.accessUntil', { date: end });
  return t('pay.subscriptions.renewsOn', { date: formatDate(subscription.renewsAt) ?? '' });
}

/** What a period of a plan costs, in a sentence: "$5.00 a month", "$27.00 for 3 months". */
export function planPriceLine(t: TFunction, periodCents: string, months: number): string {
  return t('pay.subscriptions.planPrice', { count: months, price: formatUsdCents(periodCents) });
}

/** "Changes to Basic ($5.00 a month) on 21 Dec 2026"; null when no change waits for the renewal. */
export function nextPlanLine(t: TFunction, subscription: TSubscription): string | null {
  const next = subscription.nextPlan;
  if (!next) return null;
  return t('pay.subscriptions.nextPlan', {
    tier: next.tier.name,
    price: planPriceLine(t, next.periodCents, next.months),
    date: formatDate(subscription.currentPeriodEnd) ?? '',
  });
}
