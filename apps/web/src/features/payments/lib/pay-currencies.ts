/** The currencies a fan may pay from: USD always (the default), then every other one they hold. */
import { SPENDABLE_CURRENCIES } from '@fanlane/contracts/currencies';
import type { TCurrency, TSpendableCurrency } from '@fanlane/contracts/currencies';

export function payCurrencies(balances: Partial<Record<TCurrency, string>> | undefined): TSpendableCurrency[] {
  return SPENDABLE_CURRENCIES.filter((currency) => {
    if (currency === 'USD') return true;
    const held = balances?.[currency];
    return held !== undefined && /^\d+$/.test(held) && BigInt(held) > 0n;
  });
}
