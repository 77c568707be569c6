/**
 * The payments kit bound to the wallet: every payment reads the wallet's balance again before its
 * follow-up, and "pay from" shows what the wallet holds. The two features meet here, not in each other.
 * Inside Telegram a payment on its way asks before the mini-app closes, and its outcome is felt
 * (shared/lib/busy.ts, shared/lib/haptic.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { usePayment } from '../../features/payments/api/use-payment';
import type { PaymentOptions } from '../../features/payments/api/use-payment';
import { PayFrom } from '../../features/payments/components/pay-from';
import type { PayFromProps } from '../../features/payments/components/pay-from';
import { refreshBalance, useBalance } from '../../features/wallet/api/balance-api';
import { busy } from '../../shared/lib/busy';
import { haptic } from '../../shared/lib/haptic';

export function useWalletPayment<TVars, TResult>(options: Omit<PaymentOptions<TVars, TResult>, 'refreshBalance'>) {
  const queryClient = useQueryClient();
  const pay = async (vars: TVars, key: string) => {
    try {
      const result = await busy.during(() => options.pay(vars, key));
      haptic('success');
      return result;
    } catch (failure) {
      haptic('error');
      throw failure;
    }
  };
  return usePayment({ ...options, pay, refreshBalance: () => refreshBalance(queryClient) });
}

export function WalletPayFrom(props: Omit<PayFromProps, 'balances'>) {
  const balance = useBalance();
  return <PayFrom {...props} balances={balance.data?.balances} />;
}
