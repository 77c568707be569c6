/** The queries the creator page and the subscribe modal share: a creator's tiers and the viewer's subscription. */
import { useQuery } from '@tanstack/react-query';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { fetchSubscriptionState, fetchTiers, subscriptionKeys } from './subscription-api';

export function useCreatorTiers(domain: string, enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.tiers(domain),
    queryFn: ({ signal }) => fetchTiers(domain, { signal, silent: true }),
    enabled: enabled && domain !== '',
  });
}

/** The signed-in viewer's subscription to `domain`; nothing is asked for an anonymous visitor. */
export function useSubscriptionState(domain: string, enabled = true) {
  const viewer = useUserStore((s) => s.address);
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  return useQuery({
    queryKey: subscriptionKeys.state(domain, viewer),
    queryFn: ({ signal }) => fetchSubscriptionState(domain, { signal, silent: true }),
    enabled: enabled && isLoggedIn && domain !== '',
  });
}
