/** What moving the viewer's subscription to a tier and period would cost now, and when it would start. */
import { useQuery } from '@tanstack/react-query';
import type { TPlan } from '../lib/tier-periods';
import { quotePlanChange, subscriptionKeys } from './subscription-api';

/** Nothing is asked while `enabled` is false (the plan held now needs no quote). */
export function usePlanQuote(plan: TPlan, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.planQuote(plan.tierId, plan.months),
    queryFn: ({ signal }) => quotePlanChange({ tierId: plan.tierId, months: plan.months }, { signal, silent: true }),
    enabled,
    // The credit shrinks while the period runs: each look at a plan asks again.
    staleTime: 0,
  });
}
