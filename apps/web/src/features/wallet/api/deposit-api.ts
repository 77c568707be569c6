/**
 * Crypto deposits (contracts/deposit.ts): the user's address for a currency, and their deposits,
 * asked about again every few seconds while one is still confirming.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCryptoDeposit, TCryptoDepositCurrency, TDepositAddress } from '@fanlane/contracts/deposit';
import type { TPage } from '@fanlane/contracts/page';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { refreshBalance } from './balance-api';

/** How often deposits are asked about while one is confirming. */
export const DEPOSIT_POLL_MS = 5000;

export const depositKeys = {
  address: (currency: TCryptoDepositCurrency) => ['deposits', 'address', currency] as const,
  list: ['deposits', 'list'] as const,
};

export function useDepositAddress(currency: TCryptoDepositCurrency) {
  return useQuery({
    queryKey: depositKeys.address(currency),
    queryFn: ({ signal }) => api.post<TDepositAddress>(PATHS.depositAddress, { currency }, { signal, silent: true }),
    staleTime: Infinity,
  });
}

/**
 * The user's crypto deposits, newest first; asked about again while any is still confirming, or all
 * along with `watch` (the deposit page, where the user waits for the one they just sent).
 */
export function useCryptoDeposits(watch = false) {
  const queryClient = useQueryClient();
  const pages = useCursorPages({
    queryKey: depositKeys.list,
    fetchPage: (cursor, signal) =>
      api.post<TPage<TCryptoDeposit>>(PATHS.depositList, { cursor }, { signal, silent: true }),
    refetchInterval: (items) => (watch || items.some((d) => d.status === 'pending') ? DEPOSIT_POLL_MS : false),
  });
  // A deposit credited while the page is open: the balances on screen show it.
  const credited = pages.items.filter((d) => d.status === 'credited').length;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!pages.query.isSuccess) return;
    if (seen.current !== null && credited > seen.current) void refreshBalance(queryClient);
    seen.current = credited;
  }, [credited, pages.query.isSuccess, queryClient]);
  return pages;
}
