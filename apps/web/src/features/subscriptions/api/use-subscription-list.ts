/** The signed-in fan's active or expired subscriptions, page by page; nothing is asked for an anonymous visitor. */
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { fetchSubscriptions, subscriptionKeys } from './subscription-api';
import type { TSubscriptionTab } from './subscription-api';

export function useSubscriptionList(tab: TSubscriptionTab) {
  const viewer = useUserStore((s) => s.address);
  return useCursorPages({
    queryKey: subscriptionKeys.list(tab, viewer),
    fetchPage: (cursor, signal) => fetchSubscriptions(tab, cursor, { signal, silent: true }),
    enabled: viewer !== null,
  });
}
