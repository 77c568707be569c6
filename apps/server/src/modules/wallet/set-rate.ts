/** An admin sets the rate of a currency in the rates table (the default rates source, docs/money.md "Rates"). */
import type { z } from 'zod';
import type { ZSetRateRequest } from '@fanlane/contracts/money';
import type { TAdminRateList } from '@fanlane/contracts/audit';
import type { AppDeps } from '../../deps.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { adminRatesSource, setAdminRate } from '../../ledger/rates.ts';

export async function setRate(deps: AppDeps, caller: Caller, body: z.output<typeof ZSetRateRequest>): Promise<void> {
  assertPermission(caller.user, 'money.manage');
  await deps.db.transaction(async (tx) => {
    await setAdminRate(tx, body.currency, body.usdRate);
    await recordAdminAction(tx, caller, 'fx_rate.set', { type: 'currency', id: body.currency }, body.usdRate);
  });
}

/**
 * /admin/rates: each currency's row of the rates table, beside the rate conversions use now (the
 * same with FX_SOURCE=admin; the live source's with coingecko, or none while it cannot answer).
 */
export async function listRates(deps: AppDeps, caller: Caller): Promise<TAdminRateList> {
  assertPermission(caller.user, 'money.manage');
  const table = await adminRatesSource(deps.db).all();
  const effective = await deps.rates.all().catch(() => []);
  const now = new Map(effective.map((r) => [r.currency, r]));
  return {
    items: table.map((r) => ({
      currency: r.currency,
      usdRate: r.usdRate,
      source: r.source,
      updatedAt: r.updatedAt.toISOString(),
      effectiveUsdRate: now.get(r.currency)?.usdRate ?? null,
      effectiveSource: now.get(r.currency)?.source ?? null,
    })),
  };
}
