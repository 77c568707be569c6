/** The top bar's creator suggestions for what was typed; the last answer stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CREATOR_SUGGESTIONS, discoverKeys, searchCreators } from './discover-api';

/** Nothing is asked while `enabled` is false (too short a query). */
export function useCreatorSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: discoverKeys.creators(query),
    queryFn: ({ signal }) => searchCreators(query, { signal, silent: true, limit: CREATOR_SUGGESTIONS }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
