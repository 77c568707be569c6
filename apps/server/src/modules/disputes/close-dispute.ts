/**
 * Closing a dispute, whoever decides it (the card provider, or an admin for a fan's dispute): won
 * gives back what was held; lost reverses the held payments, refunds the fan and revokes what the
 * payments bought (a post's entitlement, the subscription period they paid for).
 */
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { DisputeRow } from '../../db/schema/index.ts';
import type { Emit } from '../../events/event-bus.ts';
import { railClearing, resolveAccounts, wallet, type Account } from '../../ledger/accounts.ts';
import {
  disputeAccounts,
  paymentKinds,
  releaseDispute,
  settleDispute,
  type DisputeAccounts,
  type HeldPayment,
} from '../../ledger/dispute-ledger.ts';
import { revokePurchase } from '../purchases/purchases-repo.ts';
import { revokeSubscriptionCharge } from '../subscriptions/subscriptions-repo.ts';
import { heldPaymentsOf, updateDispute } from './disputes-repo.ts';

/** What closing a dispute needs, read before its transaction opens (held payments never change after the hold). */
export type ClosingPlan = {
  held: HeldPayment[];
  accounts: DisputeAccounts;
  clearing: Account | null;
  fanWallet: Account;
  kinds: Awaited<ReturnType<typeof paymentKinds>>;
};

export async function planClosing(deps: AppDeps, dispute: DisputeRow): Promise<ClosingPlan> {
  const held = await heldPaymentsOf(deps.db, dispute.id);
  const accounts = await disputeAccounts(
    deps.db,
    dispute.id,
    held.map((h) => h.creatorId),
  );
  const [fanWallet] = await resolveAccounts(deps.db, [wallet(dispute.fanId, 'USD')] as const);
  const [clearing] = dispute.provider
    ? await resolveAccounts(deps.db, [railClearing(dispute.provider)] as const)
    : [null];
  const kinds = await paymentKinds(
    deps.db,
    held.map((h) => h.entryId),
  );
  return { held, accounts, clearing, fanWallet, kinds };
}

/** Inside the caller's transaction, with the dispute row locked and still open. */
export async function closeDispute(
  tx: Tx,
  emit: Emit,
  dispute: DisputeRow,
  plan: ClosingPlan,
  outcome: { status: 'won' | 'lost'; note: string | null; decidedBy: string | null },
): Promise<void> {
  const chargeback = dispute.source === 'chargeback' && plan.clearing !== null;
  const common = { disputeId: dispute.id, fanId: dispute.fanId, held: plan.held, accounts: plan.accounts };
  const closedAt = new Date();
  if (outcome.status === 'won') {
    const entryId = await releaseDispute(tx, {
      ...common,
      chargeback: chargeback
        ? {
            clearing: plan.clearing!,
            wallet: plan.fanWallet,
            takenCents: dispute.amountCents,
            owedCents: 0n,
            walletHeldCents: dispute.walletHeldCents,
          }
        : null,
    });
    await updateDispute(tx, dispute.id, { status: 'won', releaseEntryId: entryId, closedAt, ...decision(outcome) });
  } else {
    const owed = chargeback ? dispute.owedCents - dispute.walletHeldCents : 0n;
    const entryId = await settleDispute(tx, {
      ...common,
      chargeback: chargeback ? { wallet: plan.fanWallet, owedCents: owed > 0n ? owed : 0n } : null,
    });
    for (const payment of plan.held) {
      const kind = plan.kinds.get(payment.entryId)?.kind;
      if (kind === 'purchase') await revokePurchase(tx, payment.entryId);
      else if (kind === 'subscription' || kind === 'renewal')
        await revokeSubscriptionCharge(tx, payment.entryId, closedAt);
    }
    await updateDispute(tx, dispute.id, { status: 'lost', settleEntryId: entryId, closedAt, ...decision(outcome) });
  }
  emit({
    type: 'dispute.closed',
    data: {
      disputeId: dispute.id,
      fanId: dispute.fanId,
      creatorIds: [...new Set(plan.held.map((h) => h.creatorId))],
      outcome: outcome.status,
    },
  });
}

const decision = (outcome: { note: string | null; decidedBy: string | null }) => ({
  ...(outcome.note !== null && { outcomeNote: outcome.note }),
  ...(outcome.decidedBy !== null && { decidedBy: outcome.decidedBy }),
});
