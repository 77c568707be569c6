/**
 * The wallet's holdings as the wallet page lists them: each currency with its amount and what it is
 * worth in USD cents. The balance carries the rates of ETH, SOL and Stars; USDT and DFS take theirs
 * from the exchange-rate call (`extraRates`, USD per unit). DFS is listed only when some is held.
 */
import type { TBalance, TCurrency } from '@fanlane/contracts/money';
import { usdCentsAt, usdCentsPer } from './usd-value';

export type Holding = { currency: TCurrency; minor: string; usdCents: string | null };

const LISTED: readonly TCurrency[] = ['USD', 'USDT', 'ETH', 'SOL', 'STARS'];

function usdValue(
  balance: TBalance,
  currency: TCurrency,
  minor: string,
  extraRates: Partial<Record<TCurrency, string>>,
): string | null {
  switch (currency) {
    case 'USD':
      return minor;
    case 'ETH':
      return usdCentsAt(minor, 'ETH', balance.usdRate);
    case 'SOL':
      return usdCentsAt(minor, 'SOL', balance.solToUsdRate);
    case 'STARS':
      return usdCentsPer(minor, 'STARS', balance.usdToStarsRate);
    default: {
      const rate = extraRates[currency];
      return rate === undefined ? null : usdCentsAt(minor, currency, rate);
    }
  }
}

export function holdingsOf(balance: TBalance, extraRates: Partial<Record<TCurrency, string>> = {}): Holding[] {
  const dfs = balance.balances.DFS ?? '0';
  const currencies: TCurrency[] = BigInt(dfs) > 0n ? [...LISTED, 'DFS'] : [...LISTED];
  return currencies.map((currency) => {
    const minor = balance.balances[currency] ?? '0';
    return { currency, minor, usdCents: usdValue(balance, currency, minor, extraRates) };
  });
}

/** The sum of the USD values that are known, in cents. */
export function totalUsdCents(holdings: Holding[]): string {
  return holdings.reduce((sum, h) => sum + BigInt(h.usdCents ?? '0'), 0n).toString();
}
