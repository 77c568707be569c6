/**
 * `GET /charge/common/query-exchange-rate?targetCurrency=`: USD for one whole unit of a currency.
 * The balance carries the rates of ETH, SOL and Stars; this gives the others (USDT, DFS).
 */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCurrency, TExchangeRate } from '@fanlane/contracts/money';
import { api, withQuery } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const exchangeRateKeys = {
  of: (currency: TCurrency) => ['exchange-rate', currency] as const,
};

export function fetchExchangeRate(currency: TCurrency, opts?: RequestOptions) {
  return api.get<TExchangeRate>(withQuery(PATHS.exchangeRate, { targetCurrency: currency }), opts);
}

export function useExchangeRate(currency: TCurrency, enabled = true) {
  return useQuery({
    queryKey: exchangeRateKeys.of(currency),
    queryFn: ({ signal }) => fetchExchangeRate(currency, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}
