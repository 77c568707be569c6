/** Test helper: the wallet balance as the server sends it (the wallet, the top bar and every payment dialog read it). */
import type { TBalance } from '@fanlane/contracts/money';

export function balance(extra: Partial<TBalance> = {}): TBalance {
  return {
    ethValue: '0.5',
    usdValue: '12.34',
    usdRate: '3000',
    usdToStarsRate: '50',
    usdtValue: '2',
    solToUsdRate: '150',
    solValue: '1',
    starsValue: '100',
    balances: { USD: '1234', USDT: '2000000', ETH: '500000000000000000', SOL: '1000000000', STARS: '100', DFS: '0' },
    earnings: null,
    payFixedFee: '50',
    ...extra,
  };
}
