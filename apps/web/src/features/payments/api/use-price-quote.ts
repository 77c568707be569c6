/** What a USD price costs in another currency the fan holds (the server's quote); nothing is asked for USD. */
import { useQuery } from '@tanstack/react-query';
import type { TSpendableCurrency } from '@fanlane/contracts/currencies';
import { fetchPriceQuote, paymentKeys } from './payment-api';

/** `usdCents` is null while the amount is not valid yet. */
export function usePriceQuote(usdCents: string | null, currency: TSpendableCurrency) {
  return useQuery({
    queryKey: paymentKeys.quote(usdCents ?? '', currency),
    queryFn: ({ signal }) => fetchPriceQuote(usdCents ?? '', currency, { signal, silent: true }),
    enabled: usdCents !== null && currency !== 'USD',
  });
}
