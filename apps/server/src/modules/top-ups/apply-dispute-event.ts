/**
 * A provider's dispute webhook (`charge.dispute.*`): finds the top-up the disputed charge paid
 * (the sandbox names it; Stripe names the PaymentIntent the completed checkout recorded) and hands
 * the case to the disputes module, which records the event in the same transaction as its effect.
 * A dispute that arrives before its charge was credited answers 409, so the provider sends it again.
 */
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { DisputeNotice, PaymentEvent } from '../../integrations/payments/card-gateway.ts';
import { receiveChargeback } from '../disputes/chargebacks.ts';
import type { WebhookAck } from './apply-payment-event.ts';
import { findTopUp, findTopUpByPaymentRef, recordWebhookEvent } from './top-ups-repo.ts';

async function topUpOf(deps: AppDeps, event: PaymentEvent) {
  if (event.reference) {
    const found = await findTopUp(deps.db, event.reference);
    return found && found.provider === event.provider && found.providerRef === event.providerRef ? found : null;
  }
  return event.paymentRef ? findTopUpByPaymentRef(deps.db, event.provider, event.paymentRef) : null;
}

export async function applyDisputeEvent(
  deps: AppDeps,
  event: PaymentEvent,
  notice: DisputeNotice,
): Promise<WebhookAck> {
  const record = (tx: Parameters<typeof recordWebhookEvent>[0]) =>
    recordWebhookEvent(tx, { provider: event.provider, eventId: event.eventId, type: event.type });
  const topUp = await topUpOf(deps, event);
  if (topUp && topUp.status !== 'succeeded') throw appError('CONFLICT', { data: { reason: 'charge_not_credited' } });
  if (!topUp?.entryId) {
    const fresh = await deps.events.transaction((tx) => record(tx));
    return { duplicate: !fresh, applied: false };
  }
  const applied = await receiveChargeback(deps, {
    provider: topUp.provider,
    notice,
    topUp: { id: topUp.id, userId: topUp.userId, amountCents: topUp.amountCents, entryId: topUp.entryId },
    record,
  });
  return applied === 'duplicate' ? { duplicate: true, applied: false } : { duplicate: false, applied };
}
