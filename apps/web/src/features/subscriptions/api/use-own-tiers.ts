/** The signed-in creator's own tiers (archived ones and subscriber counts included), for the settings pages. */
import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../shared/stores/user-store';
import { fetchOwnTiers, subscriptionKeys } from './subscription-api';

export function useOwnTiers() {
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const query = useQuery({
    queryKey: subscriptionKeys.tiers(creatorDomain ?? '', true),
    queryFn: ({ signal }) => fetchOwnTiers(creatorDomain ?? '', { signal, silent: true }),
    enabled: creatorDomain !== null,
  });
  return { creatorDomain, query };
}
