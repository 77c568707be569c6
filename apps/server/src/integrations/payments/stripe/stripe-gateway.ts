/**
 * The Stripe adapter: a top-up opens a Checkout Session (one USD line of the total, the top-up id as
 * client_reference_id and metadata, Stripe's idempotency key `topup-<id>` so a retried call opens
 * the same session), and Stripe's webhooks are verified with `constructEvent` over the raw body.
 * Cards stay in Stripe's own Checkout, so there are no saved cards here. A charge's disputes
 * (`charge.dispute.*`) are read by its PaymentIntent, which the completed session named.
 */
import Stripe from 'stripe';
import type { TDisputeReason } from '@fanlane/contracts/dispute';
import { appError } from '../../../http/app-error.ts';
import type { CardGateway, CheckoutRequest, DisputeNotice, PaymentEvent, PaymentOutcome } from '../card-gateway.ts';

/** Where the Stripe API is; tests point it at a local server. */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' };
export type StripeGatewayOptions = { secretKey: string; webhookSecret: string; api?: StripeApi | undefined };

function fromSession(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  outcome: PaymentOutcome,
  failureCode: string | null = null,
): PaymentEvent {
  return {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    outcome,
    reference: session.client_reference_id ?? session.metadata?.topUpId ?? null,
    providerRef: session.id,
    amountCents: session.amount_total === null ? null : BigInt(session.amount_total),
    failureCode,
    card: null,
    paymentRef: idOf(session.payment_intent),
  };
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** Stripe's dispute reasons, in the platform's words. */
const REASONS: Record<string, TDisputeReason | undefined> = {
  product_not_received: 'not_received',
  product_unacceptable: 'not_as_described',
  fraudulent: 'unauthorized',
  unrecognized: 'unauthorized',
  debit_not_authorized: 'unauthorized',
  duplicate: 'duplicate',
  subscription_canceled: 'subscription_cancelled',
  credit_not_processed: 'not_as_described',
};

/** Stripe's dispute statuses: the warning_* ones are inquiries (no money taken), read as the rest. */
function statusOf(status: Stripe.Dispute.Status): DisputeNotice['status'] {
  switch (status) {
    case 'won':
    case 'warning_closed':
      return 'won';
    case 'lost':
      return 'lost';
    case 'under_review':
    case 'warning_under_review':
      return 'under_review';
    default:
      return 'needs_response';
  }
}

function fromDispute(event: Stripe.Event, dispute: Stripe.Dispute): PaymentEvent {
  const due = dispute.evidence_details?.due_by;
  return {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    outcome: dispute.currency.toLowerCase() === 'usd' ? 'dispute' : 'ignored',
    reference: null,
    providerRef: null,
    amountCents: BigInt(dispute.amount),
    failureCode: null,
    card: null,
    paymentRef: idOf(dispute.payment_intent),
    dispute: {
      providerRef: dispute.id,
      amountCents: BigInt(dispute.amount),
      reason: REASONS[dispute.reason] ?? 'other',
      status: statusOf(dispute.status),
      dueAt: due ? new Date(due * 1000) : null,
    },
  };
}

/** The checkout events a top-up follows and the disputes of its charge; every other event is acknowledged and left alone. */
export function readStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      // An asynchronous method (a bank debit) completes unpaid; its async_payment_* event settles it.
      return fromSession(
        event,
        event.data.object,
        event.data.object.payment_status === 'paid' ? 'succeeded' : 'ignored',
      );
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event, event.data.object, 'succeeded');
    case 'checkout.session.async_payment_failed':
      return fromSession(event, event.data.object, 'failed', 'payment_failed');
    case 'checkout.session.expired':
      return fromSession(event, event.data.object, 'expired', 'expired');
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return fromDispute(event, event.data.object);
    default:
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        outcome: 'ignored',
        reference: null,
        providerRef: null,
        amountCents: null,
        failureCode: null,
        card: null,
      };
  }
}

export function createStripeGateway(options: StripeGatewayOptions): CardGateway {
  const stripe = new Stripe(options.secretKey, { ...options.api, maxNetworkRetries: 2, timeout: 20_000 });
  /** Stripe down or refusing the call is the fan's catalogue error, not a 500: nothing was charged. */
  const createSession: typeof stripe.checkout.sessions.create = async (...args) => {
    try {
      return await stripe.checkout.sessions.create(...args);
    } catch (err) {
      throw appError('PROVIDER_UNAVAILABLE', { cause: err });
    }
  };
  return {
    provider: 'stripe',
    name: 'Stripe',
    savedCards: false,
    async openCheckout(_tx, request: CheckoutRequest) {
      const session = await createSession(
        {
          mode: 'payment',
          client_reference_id: request.topUpId,
          metadata: { topUpId: request.topUpId },
          payment_intent_data: { metadata: { topUpId: request.topUpId } },
          line_items: [
            // Stripe takes whole cents as a JSON integer; a top-up total is far inside the exact range.
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: Number(request.totalCents),
                product_data: { name: request.description },
              },
            },
          ],
          success_url: `${request.successUrl}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `topup-${request.topUpId}` },
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    readWebhook(rawBody, signature) {
      if (!signature) throw appError('WEBHOOK_SIGNATURE_INVALID');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        // Stripe says "Timestamp outside the tolerance zone" for a stale delivery; anything else is a bad signature.
        const stale = err instanceof Error && /tolerance/i.test(err.message);
        throw appError(stale ? 'WEBHOOK_STALE' : 'WEBHOOK_SIGNATURE_INVALID', { cause: err });
      }
      return readStripeEvent(event);
    },
    /** The gathered notes as the dispute's uncategorized evidence, submitted at once (Stripe then decides). */
    async submitDisputeEvidence(providerRef, text) {
      try {
        await stripe.disputes.update(providerRef, { evidence: { uncategorized_text: text }, submit: true });
      } catch (err) {
        throw appError('PROVIDER_UNAVAILABLE', { cause: err });
      }
    },
  };
}
