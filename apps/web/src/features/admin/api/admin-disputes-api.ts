/** The admins' disputes queue (contracts/dispute.ts): every case, by status; the case itself is /dispute/:id. */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TDisputeLine, TDisputeStatus } from '@fanlane/contracts/dispute';
import type { TPage } from '@fanlane/contracts/page';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';

/** A status, or every case. */
export type TAdminDisputeFilter = TDisputeStatus | 'all';

// The disputes feature refreshes `all` after a decision or a submission.
export const adminDisputeKeys = {
  all: ['admin', 'disputes'] as const,
  list: (filter: TAdminDisputeFilter) => ['admin', 'disputes', filter] as const,
};

export function useAdminDisputes(filter: TAdminDisputeFilter) {
  const status = filter === 'all' ? undefined : filter;
  return useCursorPages({
    queryKey: adminDisputeKeys.list(filter),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TDisputeLine>>(PATHS.adminDisputeList, { status, cursor }, { signal, silent: true }),
  });
}
