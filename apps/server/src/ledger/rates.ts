/**
 * Exchange rates: USD per whole unit of each currency. The default source is the admin-set
 * `fx_rates` table; FX_SOURCE=coingecko reads a CoinGecko-style simple-price API instead (its
 * answers cached FX_CACHE_MS). USD is always 1. Every conversion records the rate it used.
 */
import { eq } from 'drizzle-orm';
import type { TCurrency } from '@fanlane/contracts/money';
import { parseRate, readRate } from '@fanlane/contracts/money-math';
import type { Database, Tx } from '../db/client.ts';
import { fxRates } from '../db/schema/index.ts';
import { appError, invalidField } from '../http/app-error.ts';

export type Rate = { currency: TCurrency; usdRate: string; source: string; updatedAt: Date };

export interface RatesSource {
  /** The current rate, or RATE_UNAVAILABLE. */
  rate(currency: TCurrency): Promise<Rate>;
  /** Every currency that has a rate now. */
  all(): Promise<Rate[]>;
}

/** Starting rates for a new installation (an admin sets real ones under /admin). */
export const DEFAULT_RATES: Record<Exclude<TCurrency, 'USD'>, string> = {
  USDT: '1',
  ETH: '3000',
  SOL: '150',
  STARS: '0.02',
  DFS: '0.1',
};

const usdRate = (): Rate => ({ currency: 'USD', usdRate: '1', source: 'fixed', updatedAt: new Date(0) });

export function adminRatesSource(db: Database): RatesSource {
  const source: RatesSource = {
    async rate(currency) {
      if (currency === 'USD') return usdRate();
      const [row] = await db.select().from(fxRates).where(eq(fxRates.currency, currency));
      if (!row) throw appError('RATE_UNAVAILABLE');
      return { currency, usdRate: row.usdRate, source: row.source, updatedAt: row.updatedAt };
    },
    async all() {
      const rows = await db.select().from(fxRates);
      return [
        usdRate(),
        ...rows.map((r) => ({ currency: r.currency, usdRate: r.usdRate, source: r.source, updatedAt: r.updatedAt })),
      ];
    },
  };
  return source;
}

/** Writes the default rates where none is set yet (first start). */
export async function seedDefaultRates(db: Database) {
  await db
    .insert(fxRates)
    .values(
      Object.entries(DEFAULT_RATES).map(([currency, rate]) => ({
        currency: currency as TCurrency,
        usdRate: rate,
        source: 'default',
      })),
    )
    .onConflictDoNothing();
}

export async function setAdminRate(db: Database | Tx, currency: TCurrency, rate: string) {
  if (currency === 'USD') throw appError('CURRENCY_UNSUPPORTED');
  if (!readRate(rate)) throw invalidField('usdRate', 'rate');
  await db
    .insert(fxRates)
    .values({ currency, usdRate: rate, source: 'admin', updatedAt: new Date() })
    .onConflictDoUpdate({ target: fxRates.currency, set: { usdRate: rate, source: 'admin', updatedAt: new Date() } });
}

/** CoinGecko ids of the currencies it prices (Stars and DFS are not listed there). */
const COINGECKO_IDS: Partial<Record<TCurrency, string>> = { USDT: 'tether', ETH: 'ethereum', SOL: 'solana' };

/** Plain decimal text of a price (the API answers numbers; 1e-7 style is spelled out). */
function decimalText(price: number): string {
  const text = price.toFixed(12).replace(/\.?0+$/, '');
  parseRate(text);
  return text;
}

/**
 * The public price API, with the admin table for the currencies it does not price. One request
 * serves every currency; it is repeated after `cacheMs`, or when the last one failed.
 */
export function coingeckoRatesSource(opts: {
  url: string;
  cacheMs: number;
  fallback: RatesSource;
  fetch?: typeof fetch;
}): RatesSource {
  const doFetch = opts.fetch ?? fetch;
  let cached: { at: number; rates: Map<TCurrency, Rate> } | undefined;
  async function load(): Promise<Map<TCurrency, Rate>> {
    if (cached && Date.now() - cached.at < opts.cacheMs) return cached.rates;
    const url = new URL(opts.url);
    url.searchParams.set('ids', Object.values(COINGECKO_IDS).join(','));
    url.searchParams.set('vs_currencies', 'usd');
    const res = await doFetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`price API answered ${res.status}`);
    const body = (await res.json()) as Record<string, { usd?: unknown }>;
    const rates = new Map<TCurrency, Rate>();
    for (const [currency, id] of Object.entries(COINGECKO_IDS) as [TCurrency, string][]) {
      const price = body[id]?.usd;
      if (typeof price === 'number' && Number.isFinite(price) && price > 0) {
        rates.set(currency, { currency, usdRate: decimalText(price), source: 'coingecko', updatedAt: new Date() });
      }
    }
    cached = { at: Date.now(), rates };
    return rates;
  }
  return {
    async rate(currency) {
      if (currency === 'USD') return usdRate();
      if (!COINGECKO_IDS[currency]) return opts.fallback.rate(currency);
      const rates = await load().catch(() => undefined);
      const rate = rates?.get(currency);
      if (!rate) throw appError('RATE_UNAVAILABLE');
      return rate;
    },
    async all() {
      const live = await load().catch(() => new Map<TCurrency, Rate>());
      const others = (await opts.fallback.all()).filter((r) => r.currency !== 'USD' && !COINGECKO_IDS[r.currency]);
      return [usdRate(), ...live.values(), ...others];
    },
  };
}
