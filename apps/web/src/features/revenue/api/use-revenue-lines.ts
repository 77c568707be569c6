/** The creator's revenue lines, page by page, of one source or of all (a seller call). */
import type { TRevenueSource } from '@fanlane/contracts/money';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { fetchRevenueLines, revenueKeys } from './revenue-api';

export function useRevenueLines(creatorDomain: string, source: TRevenueSource | null) {
  return useCursorPages({
    queryKey: revenueKeys.lines(creatorDomain, source),
    fetchPage: (cursor, signal) => fetchRevenueLines(creatorDomain, source, cursor, { signal, silent: true }),
  });
}
