/** The rate of one currency against USD, and what a USD price costs in a currency the fan holds. */
import {
  CURRENCIES,
  type TCurrency,
  type TExchangeRate,
  type TPriceQuote,
  type TSpendableCurrency,
} from '@fanlane/contracts/money';
import { perUsd, usdCentsToMinor } from '@fanlane/contracts/money-math';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';

export async function getExchangeRate(deps: AppDeps, targetCurrency: string): Promise<TExchangeRate> {
  if (!(CURRENCIES as readonly string[]).includes(targetCurrency)) throw appError('CURRENCY_UNSUPPORTED');
  const rate = await deps.rates.rate(targetCurrency as TCurrency);
  return {
    currency: rate.currency,
    usdRate: rate.usdRate,
    perUsd: perUsd(rate.usdRate),
    source: rate.source,
    updatedAt: rate.updatedAt.toISOString(),
  };
}

export async function quotePrice(deps: AppDeps, usdCents: string, currency: TSpendableCurrency): Promise<TPriceQuote> {
  const rate = await deps.rates.rate(currency);
  return {
    currency,
    usdCents,
    amount: usdCentsToMinor(BigInt(usdCents), currency, rate.usdRate).toString(),
    usdRate: rate.usdRate,
  };
}
