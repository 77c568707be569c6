/**
 * What a subscription's state says to the fan: its status (a live one that will not renew reads as
 * cancelled, with access until the period ends) and the one date that matters next.
 */
import type { TFunction } from 'i18next';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { formatDate } from '../../../shared/lib/dates';

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
