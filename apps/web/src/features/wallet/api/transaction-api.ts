/**
 * The user's payments (`/payments`, `/transaction/:id`): every journal entry that moved their money,
 * paid or received, newest first, a cursor page at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TTransaction } from '@fanlane/contracts/money';
import type { TPage } from '@fanlane/contracts/page';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';

export type TTransactionDirection = 'paid' | 'received';

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (direction: TTransactionDirection | undefined) => ['transactions', 'list', direction ?? 'all'] as const,
  detail: (id: string) => ['transactions', 'detail', id] as const,
};

export function fetchTransactions(
  direction: TTransactionDirection | undefined,
  cursor: string | undefined,
  opts?: RequestOptions,
) {
  return api.post<TPage<TTransaction>>(PATHS.transactionList, { direction, cursor }, opts);
}

export function fetchTransaction(id: string, opts?: RequestOptions) {
  return api.post<TTransaction>(PATHS.transactionDetail, { id }, opts);
}

/** The user's payments, page by page, of one direction or both. */
export function useTransactions(direction: TTransactionDirection | undefined) {
  return useCursorPages({
    queryKey: transactionKeys.list(direction),
    fetchPage: (cursor, signal) => fetchTransactions(direction, cursor, { signal, silent: true }),
  });
}

export function useTransaction(id: string) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => fetchTransaction(id, { signal, silent: true }),
  });
}
