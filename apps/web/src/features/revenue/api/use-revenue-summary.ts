/** The creator's revenue summary over a number of days (a seller call). */
import { useQuery } from '@tanstack/react-query';
import { fetchRevenueSummary, revenueKeys } from './revenue-api';
import type { TRevenueDays } from './revenue-api';

export function useRevenueSummary(creatorDomain: string, days: TRevenueDays) {
  return useQuery({
    queryKey: revenueKeys.summary(creatorDomain, days),
    queryFn: ({ signal }) => fetchRevenueSummary(creatorDomain, days, { signal, silent: true }),
  });
}
