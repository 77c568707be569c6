/**
 * Starting a top-up: the fan picks an amount (the fixed fee is added on top) and the channel's
 * provider opens a hosted checkout, or charges a saved card at once. Nothing is credited here; the
 * provider's webhook does that (apply-payment-event). Idempotent per Idempotency-Key: a retry
 * answers the same top-up and opens no second checkout.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TTopUp, ZTopUpCreateRequest } from '@fanlane/contracts/top-up';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { gatewayFor } from '../../integrations/payments/payments.ts';
import { findCardOf } from './payment-methods-repo.ts';
import { presentTopUp } from './present.ts';
import { insertTopUp } from './top-ups-repo.ts';

type TopUpCreate = z.output<typeof ZTopUpCreateRequest>;

/**
 * Where the checkout sends the fan back to: the app's /pay/:status page, which polls the top-up, on
 * the address the fan started from (http/public-origin.ts) so the session there is still theirs.
 */
function returnUrls(publicUrl: string, topUpId: string, returnPath: string | undefined) {
  const query = `topUpId=${topUpId}${returnPath ? `&return=${encodeURIComponent(returnPath)}` : ''}`;
  return { successUrl: `${publicUrl}/pay/success?${query}`, cancelUrl: `${publicUrl}/pay/cancel?${query}` };
}

export async function createTopUp(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: TopUpCreate,
  appUrl: string = deps.config.publicUrl,
): Promise<TTopUp> {
  const { config, payments } = deps;
  const userId = caller.user.id;
  const gateway = gatewayFor(payments, body.channel === 'card' ? config.cardProvider : config.onRampProvider);
  const savedCard = body.paymentMethodId ? await findCardOf(deps.db, userId, body.paymentMethodId) : null;
  if (savedCard && savedCard.provider !== gateway.provider) throw appError('PROVIDER_NOT_CONFIGURED');
  const amountCents = BigInt(body.amountCents);
  const feeCents = config.payFixedFeeCents;
  const totalCents = amountCents + feeCents;

  return idempotent(deps.events, key, 'top_up.create', body, async (tx) => {
    const id = randomUUID();
    const request = {
      topUpId: id,
      customerRef: userId,
      totalCents,
      ...returnUrls(appUrl, id, body.returnPath),
      description: `${config.brandName} balance top-up`,
    };
    const opened = savedCard
      ? await payments.sandbox.chargeSaved(tx, { ...request, token: savedCard.providerToken })
      : { ...(await gateway.openCheckout(tx, request)), status: 'pending' as const };
    const row = await insertTopUp(tx, {
      id,
      userId,
      channel: body.channel,
      provider: gateway.provider,
      status: opened.status,
      amountCents,
      feeCents,
      totalCents,
      providerRef: opened.providerRef,
      checkoutUrl: opened.checkoutUrl,
      paymentMethodId: savedCard?.id ?? null,
      cardBrand: savedCard?.brand ?? null,
      cardLast4: savedCard?.last4 ?? null,
      returnPath: body.returnPath ?? null,
      // Whole milliseconds, so the list's cursor (which keeps milliseconds) lands exactly on a row.
      createdAt: new Date(),
    });
    return presentTopUp(row!);
  });
}
