/**
 * A creator's revenue (`/user/revenue/flow/*`, seller calls): the summary by source over a number
 * of days, the revenue lines page by page, optionally of one source, and the statistics over a
 * date range.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TRevenueLine, TRevenueSource, TRevenueSummary } from '@fanlane/contracts/money';
import type { TStatistics, TStatisticsRequest } from '@fanlane/contracts/statistics';
import { api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const REVENUE_DAYS = [7, 30, 90] as const;
export type TRevenueDays = (typeof REVENUE_DAYS)[number];

export const revenueKeys = {
  all: ['revenue'] as const,
  summary: (domain: string, days: number) => ['revenue', 'summary', domain.toLowerCase(), days] as const,
  lines: (domain: string, source: TRevenueSource | null) => ['revenue', 'lines', domain.toLowerCase(), source] as const,
  statistics: (domain: string, query: TStatisticsRequest) =>
    ['revenue', 'statistics', domain.toLowerCase(), query] as const,
};

export function fetchStatistics(creatorDomain: string, query: TStatisticsRequest, opts?: RequestOptions) {
  return api.post<TStatistics>(PATHS.revenueStatistics, query, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export function fetchRevenueSummary(creatorDomain: string, days: number, opts?: RequestOptions) {
  return api.post<TRevenueSummary>(PATHS.revenueSummary, { days }, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export function fetchRevenueLines(
  creatorDomain: string,
  source: TRevenueSource | null,
  cursor: string | undefined,
  opts?: RequestOptions,
) {
  return api.post<TPage<TRevenueLine>>(
    PATHS.revenueList,
    { cursor, ...(source ? { source } : {}) },
    { ...opts, headers: sellerHeaders(creatorDomain) },
  );
}
