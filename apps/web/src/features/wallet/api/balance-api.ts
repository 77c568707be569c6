/**
 * The wallet balance (`/wallet/v1/balance/query {address, chain}`): every currency held in minor
 * units, the spec's userBalance figures and rates, a creator's earnings. Each answer is mirrored into
 * the user store (userBalance, payFixedFee) so the parts of the app that read the store stay in step;
 * after any payment, `refreshBalance` reads it again and everything showing it updates.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TBalance } from '@fanlane/contracts/money';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';

/** Every balance query starts with `balanceKeys.all`. */
export const balanceKeys = {
  all: ['balance'] as const,
  of: (address: string | null, chain: number) => ['balance', address, chain] as const,
};

export function fetchBalance(address: string | null, chain: number, opts?: RequestOptions) {
  return api.post<TBalance>(PATHS.balance, { address: address ?? undefined, chain }, opts);
}

/** Copies what the store keeps of a balance (spec section 3: userBalance and payFixedFee). */
function mirrorIntoStore(balance: TBalance): void {
  const store = useUserStore.getState();
  store.setBalance({
    ethValue: balance.ethValue,
    usdValue: balance.usdValue,
    usdRate: balance.usdRate,
    usdToStarsRate: balance.usdToStarsRate,
    usdtValue: balance.usdtValue,
    solToUsdRate: balance.solToUsdRate,
  });
  store.setPayFixedFee(balance.payFixedFee);
}

function balanceOptions(address: string | null, chain: number) {
  return queryOptions({
    queryKey: balanceKeys.of(address, chain),
    queryFn: async ({ signal }) => {
      const balance = await fetchBalance(address, chain, { signal, silent: true });
      mirrorIntoStore(balance);
      return balance;
    },
    staleTime: 30_000,
  });
}

/** The signed-in user's balance; nothing is asked for an anonymous visitor. */
export function useBalance() {
  const address = useUserStore((s) => s.address);
  const chain = useUserStore((s) => s.chainId);
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  return useQuery({ ...balanceOptions(address, chain), enabled: isLoggedIn });
}

/**
 * Reads the balance again after money moved (a purchase, a tip, a top-up): every balance on screen
 * and the store's userBalance show the new figures once this resolves.
 */
export async function refreshBalance(queryClient: QueryClient): Promise<TBalance> {
  const { address, chainId } = useUserStore.getState();
  // A read already under way may have started before the payment: drop it and ask afresh.
  await queryClient.cancelQueries({ queryKey: balanceKeys.all });
  await queryClient.invalidateQueries({ queryKey: balanceKeys.all, refetchType: 'none' });
  return queryClient.fetchQuery(balanceOptions(address, chainId));
}
