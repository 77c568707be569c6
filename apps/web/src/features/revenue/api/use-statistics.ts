/** The creator's statistics over a date range (a seller call); the last answer stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TStatisticsRequest } from '@fanlane/contracts/statistics';
import { fetchStatistics, revenueKeys } from './revenue-api';

export function useStatistics(creatorDomain: string, query: TStatisticsRequest | null) {
  return useQuery({
    queryKey: revenueKeys.statistics(creatorDomain, query ?? { from: '', to: '', timeZone: '' }),
    queryFn: ({ signal }) => fetchStatistics(creatorDomain, query!, { signal, silent: true }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
