/**
 * A fan turns auto-renew on or off, or cancels (auto-renew off, remembered as cancelled). Access
 * stays until the current period ends; the renewal sweep then expires the subscription instead of
 * charging it. An ended subscription cannot be switched back on: the fan subscribes again.
 */
import type { TSubscription } from '@fanlane/contracts/subscription';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { presentSubscriptions } from './present-subscriptions.ts';
import { ownSubscriptionForUpdate, updateSubscription, withTierOf } from './subscriptions-repo.ts';

async function changeRenewal(
  deps: AppDeps,
  caller: Caller,
  id: string,
  autoRenew: boolean,
  cancel: boolean,
): Promise<TSubscription> {
  const row = await deps.events.transaction(async (tx, emit) => {
    const current = await ownSubscriptionForUpdate(tx, caller.user.id, id);
    if (!current) throw appError('NOT_FOUND');
    if (current.status === 'expired') {
      if (autoRenew) throw appError('CONFLICT');
      return current;
    }
    const cancelledAt = autoRenew ? null : cancel ? (current.cancelledAt ?? new Date()) : current.cancelledAt;
    if (current.autoRenew === autoRenew && current.cancelledAt === cancelledAt) return current;
    const updated = await updateSubscription(tx, current.id, { autoRenew, cancelledAt, updatedAt: new Date() });
    if (current.autoRenew !== autoRenew) {
      const ids = { subscriptionId: current.id, creatorId: current.creatorId, fanId: current.fanId };
      emit({ type: 'subscription.renewal_set', data: { ...ids, autoRenew } });
    }
    return updated;
  });
  const [subscription] = await presentSubscriptions(deps, [await withTierOf(deps.db, row)]);
  return subscription!;
}

export const setAutoRenew = (deps: AppDeps, caller: Caller, id: string, autoRenew: boolean) =>
  changeRenewal(deps, caller, id, autoRenew, false);

export const cancelSubscription = (deps: AppDeps, caller: Caller, id: string) =>
  changeRenewal(deps, caller, id, false, true);
