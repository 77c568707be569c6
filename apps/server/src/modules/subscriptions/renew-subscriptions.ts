/**
 * The renewal sweep (a recurring job, docs/subscriptions.md). Each due subscription is handled in
 * its own transaction with its row locked FOR UPDATE SKIP LOCKED:
 * - auto-renew off, or the creator blocked the fan → expired;
 * - else the next period is charged: success → active, the period advances by its months from
 *   the old end (or from now when the sweep comes after the grace); no funds (or no rate) →
 *   past_due and retried every RENEWAL_RETRY_MS until the grace period is over → expired; the
 *   first failed attempt emits subscription.renewal_failed (the fan is told, docs/notifications.md).
 * - a change of plan waiting for the renewal (change-plan.ts) is what the next period is charged
 *   on; it becomes the subscription's plan once paid.
 * Two sweeps at once, or one re-run after a crash, never charge a period twice: the locked row is
 * re-checked, and the charge row is unique per (subscription, period index).
 */
import type { Emit } from '../../events/event-bus.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { planCharge, type ChargePlan } from '../../ledger/charge.ts';
import { isBlockedBy } from '../blocks/blocks-repo.ts';
import { chargePeriod } from './charge-period.ts';
import { addMonths, graceEnd } from './periods.ts';
import { claimDueSubscription, dueSubscriptions, updateSubscription } from './subscriptions-repo.ts';

export const RENEWAL_JOB = 'subscriptions.renew';

const isAppError = (err: unknown, name: AppError['errorName']) => err instanceof AppError && err.errorName === name;

/** The plan the next period is charged on: a change of plan waiting for the renewal, or the current one. */
function nextPlanOf(s: SubscriptionRow): { tierId: string; months: number; periodCents: bigint } {
  if (s.nextTierId && s.nextMonths && s.nextPeriodCents)
    return { tierId: s.nextTierId, months: s.nextMonths, periodCents: s.nextPeriodCents };
  return { tierId: s.tierId, months: s.months, periodCents: s.periodCents };
}

/** The quote for the next period; null when the currency has no rate now (a failed attempt). */
async function quote(deps: AppDeps, s: SubscriptionRow): Promise<ChargePlan | null> {
  try {
    return await planCharge(deps, {
      fanId: s.fanId,
      creatorId: s.creatorId,
      usdCents: nextPlanOf(s).periodCents,
      currency: s.currency,
    });
  } catch (err) {
    if (isAppError(err, 'RATE_UNAVAILABLE')) return null;
    throw err;
  }
}

/** Charges the next period in a savepoint, so a wallet that cannot cover it leaves the row to update. */
async function tryCharge(
  tx: Tx,
  deps: AppDeps,
  s: SubscriptionRow,
  plan: ChargePlan,
  start: Date,
  end: Date,
): Promise<boolean> {
  try {
    await tx.transaction((sp) =>
      chargePeriod(
        sp,
        deps,
        plan,
        { subscriptionId: s.id, periodIndex: s.periodIndex + 1, periodStart: start, periodEnd: end },
        'renewal',
      ),
    );
    return true;
  } catch (err) {
    if (isAppError(err, 'INSUFFICIENT_BALANCE')) return false;
    throw err;
  }
}

async function renewOne(
  tx: Tx,
  emit: Emit,
  deps: AppDeps,
  s: SubscriptionRow,
  plan: ChargePlan | null,
  now: Date,
): Promise<void> {
  const ids = { subscriptionId: s.id, creatorId: s.creatorId, fanId: s.fanId };
  if (!s.autoRenew || (await isBlockedBy(tx, s.creatorId, s.fanId))) {
    await updateSubscription(tx, s.id, { status: 'expired', updatedAt: now });
    emit({ type: 'subscription.ended', data: ids });
    return;
  }
  // Renewed in time (or within the grace), the period follows on from the old end. Reached only
  // after the grace (the sweep was down), the new period starts now: one charge, never a backlog
  // of periods the fan could not open.
  const lapsed = now > graceEnd(s.currentPeriodEnd);
  const start = lapsed ? now : s.currentPeriodEnd;
  const next = nextPlanOf(s);
  const end = addMonths(start, next.months);
  if (plan && (await tryCharge(tx, deps, s, plan, start, end))) {
    await updateSubscription(tx, s.id, {
      ...next,
      nextTierId: null,
      nextMonths: null,
      nextPeriodCents: null,
      status: 'active',
      periodIndex: s.periodIndex + 1,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      renewalAttempts: 0,
      updatedAt: now,
    });
    emit({
      type: 'subscription.renewed',
      data: { ...ids, periodEnd: end.toISOString(), amountCents: plan.usdCents.toString() },
    });
    return;
  }
  // The fan hears of a failed renewal once, at the first failed attempt; the retries are quiet.
  if (s.renewalAttempts === 0) {
    emit({
      type: 'subscription.renewal_failed',
      data: { ...ids, periodEnd: s.currentPeriodEnd.toISOString(), amountCents: next.periodCents.toString() },
    });
  }
  if (lapsed) {
    await updateSubscription(tx, s.id, { status: 'expired', renewalAttempts: s.renewalAttempts + 1, updatedAt: now });
    emit({ type: 'subscription.ended', data: ids });
    return;
  }
  // updatedAt is the time of this attempt: the next one waits RENEWAL_RETRY_MS from it.
  await updateSubscription(tx, s.id, { status: 'past_due', renewalAttempts: s.renewalAttempts + 1, updatedAt: now });
}

/** Handles up to `limit` subscriptions due at `now`; answers how many it handled (tests pass `now`). */
export async function renewDueSubscriptions(deps: AppDeps, now = new Date(), limit = 100): Promise<number> {
  let handled = 0;
  for (const due of await dueSubscriptions(deps.db, now, limit)) {
    const plan = await quote(deps, due);
    const done = await deps.events.transaction(async (tx, emit) => {
      const row = await claimDueSubscription(tx, due.id, now);
      if (!row) return false;
      // The fan changed plan since the quote: the next sweep quotes the new one.
      if (nextPlanOf(row).periodCents !== nextPlanOf(due).periodCents || row.currency !== due.currency) return false;
      await renewOne(tx, emit, deps, row, plan, now);
      return true;
    });
    if (done) handled++;
  }
  return handled;
}
