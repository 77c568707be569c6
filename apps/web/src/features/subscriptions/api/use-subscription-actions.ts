/**
 * What a fan may do with one of their subscriptions from the list: switch auto-renew, keep the
 * current plan (dropping a change booked for the renewal; nothing is charged) and cancel. After
 * each, every subscription query is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubscription } from '@fanlane/contracts/subscription';
import { newIdempotencyKey } from '../../../shared/lib/request';
import { planMonths } from '../lib/tier-periods';
import { cancelSubscription, changePlan, setAutoRenew, subscriptionKeys } from './subscription-api';

function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
}

export function useSetAutoRenew(subscription: TSubscription) {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (next: boolean) => setAutoRenew(subscription.id, next, { silent: true }),
    onSuccess: refresh,
  });
}

export function useKeepPlan(subscription: TSubscription) {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: () =>
      changePlan(
        { tierId: subscription.tier.id, months: planMonths(subscription.months), currency: subscription.currency },
        newIdempotencyKey(),
        { silent: true },
      ),
    onSuccess: refresh,
  });
}

/** `onCancelled` runs once the lists hold the cancelled subscription. */
export function useCancelSubscription(subscription: TSubscription, onCancelled: () => void) {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: () => cancelSubscription(subscription.id, { silent: true }),
    onSuccess: async () => {
      await refresh();
      onCancelled();
    },
  });
}
