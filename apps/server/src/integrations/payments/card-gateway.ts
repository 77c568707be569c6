/**
 * What the platform asks of a card provider (the built-in sandbox gateway or Stripe): open a hosted
 * checkout for a top-up, and read the provider's signed webhook into one event shape that the
 * top-ups apply, whichever provider sent it.
 */
import type { TDisputeReason } from '@fanlane/contracts/dispute';
import type { TCardProvider } from '@fanlane/contracts/top-up';
import type { Tx } from '../../db/client.ts';

export type CheckoutRequest = {
  topUpId: string;
  /** The paying user (the gateway's customer). */
  customerRef: string;
  /** What the card pays, USD cents: the amount plus the fixed fee. */
  totalCents: bigint;
  successUrl: string;
  cancelUrl: string;
  /** The line the card holder sees. */
  description: string;
};

export type CheckoutSession = { providerRef: string; checkoutUrl: string };

/** What may be shown of a card (never its number). */
export type CardDetails = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
};

export type PaymentOutcome = 'succeeded' | 'failed' | 'expired' | 'dispute' | 'ignored';

/** A chargeback: the card holder's bank took the money back, and how the provider's case stands. */
export type DisputeNotice = {
  /** The provider's case id. */
  providerRef: string;
  /** What the provider took back, USD cents. */
  amountCents: bigint;
  reason: TDisputeReason;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  /** When the provider needs the evidence. */
  dueAt: Date | null;
};

/** A verified provider webhook, read into the shape the top-ups apply. */
export type PaymentEvent = {
  provider: TCardProvider;
  /** The provider's event id: every event is applied at most once. */
  eventId: string;
  type: string;
  outcome: PaymentOutcome;
  /** The top-up id the checkout was opened for. */
  reference: string | null;
  /** The provider's checkout session id. */
  providerRef: string | null;
  /** What the provider charged, USD cents. */
  amountCents: bigint | null;
  failureCode: string | null;
  card: (CardDetails & { token: string | null }) | null;
  /** The provider's id of the payment itself (Stripe's PaymentIntent), which its disputes name. */
  paymentRef?: string | null;
  /** Set when `outcome` is `dispute`. */
  dispute?: DisputeNotice | null;
};

export interface CardGateway {
  readonly provider: TCardProvider;
  /** Shown to the fan on the top-up page. */
  readonly name: string;
  /** Whether the gateway keeps cards the platform can charge later. */
  readonly savedCards: boolean;
  /** Opens a hosted checkout; runs inside the top-up's transaction (`tx`). */
  openCheckout(tx: Tx, request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies a webhook's signature over its raw body and reads it; throws a catalogue error when it does not hold. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
  /** Sends the evidence gathered for a chargeback to the provider, which then decides it. */
  submitDisputeEvidence(providerRef: string, text: string): Promise<void>;
}
