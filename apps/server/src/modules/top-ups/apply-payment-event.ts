/**
 * Applies a verified provider webhook (sandbox or Stripe alike) in ONE transaction: the event id is
 * recorded first, so a replayed or concurrent delivery of the same event answers `duplicate` and
 * does nothing; the top-up moves to succeeded exactly once (a conditional update), and only then
 * is the entry posted: the rail's clearing account pays the total, the wallet gets the amount and
 * the platform the fixed fee. A charged amount that is not the top-up's total credits nothing.
 *
 * A success is applied from any unsettled state, including failed: a declined card leaves a hosted
 * checkout open, so a later card may still pay it, and money the provider took is always credited.
 */
import type { Emit } from '../../events/event-bus.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { TopUpRow } from '../../db/schema/index.ts';
import { anyFeeShard, railClearing, resolveAccounts, wallet, type Account } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import type { PaymentEvent } from '../../integrations/payments/card-gateway.ts';
import { insertCard } from './payment-methods-repo.ts';
import { applyDisputeEvent } from './apply-dispute-event.ts';
import {
  closeUnsettledTopUp,
  findTopUp,
  markTopUpAmountMismatch,
  markTopUpSucceeded,
  recordWebhookEvent,
  setTopUpEntry,
  type ShownCard,
} from './top-ups-repo.ts';

export type WebhookAck = { duplicate: boolean; applied: boolean };

const shownCard = (event: PaymentEvent): ShownCard => ({
  ...(event.card && { cardBrand: event.card.brand, cardLast4: event.card.last4 }),
  ...(event.paymentRef && { paymentRef: event.paymentRef }),
});

async function credit(
  tx: Tx,
  emit: Emit,
  topUp: TopUpRow,
  event: PaymentEvent,
  accounts: readonly [Account, Account, Account],
): Promise<boolean> {
  const now = new Date();
  if (event.amountCents !== topUp.totalCents) {
    await markTopUpAmountMismatch(tx, topUp.id, now);
    return false;
  }
  if (!(await markTopUpSucceeded(tx, topUp.id, now, shownCard(event)))) return false;
  const [clearing, fanWallet, fees] = accounts;
  const entryId = await postEntry(tx, {
    kind: 'top_up',
    refType: 'top_up',
    refId: topUp.id,
    actorId: topUp.userId,
    lines: [
      { account: clearing, amount: -topUp.totalCents },
      { account: fanWallet, amount: topUp.amountCents },
      { account: fees, amount: topUp.feeCents },
    ],
  });
  await setTopUpEntry(tx, topUp.id, entryId);
  const card = event.card;
  if (card?.token) await insertCard(tx, topUp.userId, { ...card, provider: topUp.provider, token: card.token });
  emit({
    type: 'payment.settled',
    data: { topUpId: topUp.id, userId: topUp.userId, currency: 'USD', amount: topUp.amountCents.toString() },
  });
  return true;
}

async function close(tx: Tx, topUp: TopUpRow, event: PaymentEvent, status: 'failed' | 'expired'): Promise<boolean> {
  return closeUnsettledTopUp(tx, topUp.id, {
    status,
    failureCode: event.failureCode ?? (status === 'expired' ? 'expired' : 'card_declined'),
    completedAt: new Date(),
    ...shownCard(event),
  });
}

export async function applyPaymentEvent(deps: AppDeps, event: PaymentEvent): Promise<WebhookAck> {
  if (event.outcome === 'dispute' && event.dispute) return applyDisputeEvent(deps, event, event.dispute);
  // The event must name a top-up of this provider, opened as this very checkout.
  const found = event.reference ? await findTopUp(deps.db, event.reference) : null;
  const topUp = found && found.provider === event.provider && found.providerRef === event.providerRef ? found : null;
  const accounts =
    topUp && event.outcome === 'succeeded'
      ? await resolveAccounts(deps.db, [
          railClearing(topUp.provider),
          wallet(topUp.userId, 'USD'),
          anyFeeShard('USD'),
        ] as const)
      : null;
  return deps.events.transaction(async (tx, emit) => {
    const fresh = await recordWebhookEvent(tx, { provider: event.provider, eventId: event.eventId, type: event.type });
    if (!fresh) return { duplicate: true, applied: false };
    if (!topUp) return { duplicate: false, applied: false };
    switch (event.outcome) {
      case 'succeeded':
        return { duplicate: false, applied: await credit(tx, emit, topUp, event, accounts!) };
      case 'failed':
      case 'expired':
        return { duplicate: false, applied: await close(tx, topUp, event, event.outcome) };
      default:
        return { duplicate: false, applied: false };
    }
  });
}
