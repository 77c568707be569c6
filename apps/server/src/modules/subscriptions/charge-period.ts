/**
 * Charges one period of a subscription: the fan-to-creator entry (fee split, FX, pending earnings)
 * and the period's charge row, in the caller's transaction. The charge row is unique per
 * (subscription, period index): whatever runs twice, a period is paid once.
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { applyCharge, type ChargePlan } from '../../ledger/charge.ts';
import { insertCharge } from './subscriptions-repo.ts';

export type Period = { subscriptionId: string; periodIndex: number; periodStart: Date; periodEnd: Date };

/** Throws INSUFFICIENT_BALANCE (nothing written) when the wallet cannot cover the period. */
export async function chargePeriod(
  tx: Tx,
  deps: AppDeps,
  plan: ChargePlan,
  period: Period,
  kind: 'subscription' | 'renewal',
): Promise<void> {
  const chargeId = randomUUID();
  const entryId = await applyCharge(tx, deps, plan, {
    kind,
    refType: 'subscription_charge',
    refId: chargeId,
    source: 'subscription',
  });
  await insertCharge(tx, {
    id: chargeId,
    ...period,
    usdCents: plan.usdCents,
    currency: plan.currency,
    amount: plan.amount,
    entryId,
  });
}
