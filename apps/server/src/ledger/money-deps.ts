/** The money parts of AppDeps, built the same way by main and by the tests. */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { resolveSecrets } from '../lib/dev-secrets.ts';
import { createPayments, type Payments, type PaymentsOptions } from '../integrations/payments/payments.ts';
import { adminRatesSource, coingeckoRatesSource, seedDefaultRates, type RatesSource } from './rates.ts';

export type MoneyDeps = { rates: RatesSource; payments: Payments };

export async function createMoneyDeps(config: Config, db: Database, options: PaymentsOptions = {}): Promise<MoneyDeps> {
  await seedDefaultRates(db);
  const admin = adminRatesSource(db);
  const rates =
    config.fxSource === 'coingecko'
      ? coingeckoRatesSource({ url: config.fxApiUrl, cacheMs: config.fxCacheMs, fallback: admin })
      : admin;
  const payments = createPayments(config, db, resolveSecrets(config).jwtSecret, options);
  return { rates, payments };
}
