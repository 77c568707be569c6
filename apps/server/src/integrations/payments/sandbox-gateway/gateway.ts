/**
 * The built-in sandbox card gateway. It plays an outside service: its own checkout sessions, hosted
 * page, card vault and signed webhooks, joined to the platform only by the session id, the top-up
 * id as the reference, and HTTP (deliveries go to SANDBOX_WEBHOOK_URL, this server's own webhook
 * route by default). The demo and the tests pay through it; `readWebhook` is the platform's side.
 */
import { createHmac } from 'node:crypto';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TDisputeReason } from '@fanlane/contracts/dispute';
import type { Config } from '../../../config.ts';
import type { Database, Tx } from '../../../db/client.ts';
import type { JobRow } from '../../../db/schema/index.ts';
import { appError } from '../../../http/app-error.ts';
import type { CardDetails, CardGateway, CheckoutRequest, PaymentEvent, PaymentOutcome } from '../card-gateway.ts';
import { readCard, type CardInput } from './card-rules.ts';
import { createCardVault } from './card-vault.ts';
import { chargeSavedCard, confirmOnPage, expireSession, payOnPage, type PayInput } from './charges.ts';
import { deliverEvent, fetchTransport, ZSandboxEvent, type SandboxEventType, type WebhookTransport } from './events.ts';
import { findSession, openSession, type SessionRequest } from './sessions.ts';
import { decideDispute, disputeSession, submitEvidence } from './disputes.ts';
import { verifySignature } from './signature.ts';

const OUTCOMES: Record<SandboxEventType, PaymentOutcome> = {
  'charge.succeeded': 'succeeded',
  'charge.failed': 'failed',
  'checkout.expired': 'expired',
  'charge.dispute.created': 'dispute',
  'charge.dispute.updated': 'dispute',
  'charge.dispute.closed': 'dispute',
};

export type SandboxGatewayOptions = {
  db: Database;
  config: Config;
  secret: string;
  transport?: WebhookTransport | undefined;
};

export function createSandboxGateway({ db, config, secret, transport = fetchTransport }: SandboxGatewayOptions) {
  const vault = createCardVault(createHmac('sha256', secret).update('sandbox-card-vault').digest());
  const checkoutUrlOf = (sessionId: string) => `${config.publicUrl}${PATHS.sandboxCheckout}/${sessionId}`;

  function readWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
    verifySignature(secret, signature, rawBody);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw appError('BAD_REQUEST');
    }
    const parsed = ZSandboxEvent.safeParse(json);
    if (!parsed.success) throw appError('BAD_REQUEST');
    const { id, type, data } = parsed.data;
    return {
      provider: 'sandbox',
      eventId: id,
      type,
      outcome: OUTCOMES[type],
      reference: data.reference,
      providerRef: data.sessionId,
      amountCents: BigInt(data.amountCents),
      failureCode: data.failureCode,
      card: data.card,
      dispute: data.dispute
        ? {
            providerRef: data.dispute.id,
            amountCents: BigInt(data.amountCents),
            reason: data.dispute.reason,
            status: data.dispute.status,
            dueAt: new Date(data.dispute.dueBy * 1000),
          }
        : null,
    };
  }

  const sessionRequest = (request: CheckoutRequest): SessionRequest => ({
    reference: request.topUpId,
    customerRef: request.customerRef,
    amountCents: request.totalCents,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
  });

  const gateway = {
    provider: 'sandbox',
    name: 'Sandbox card gateway',
    savedCards: true,
    async openCheckout(tx: Tx, request: CheckoutRequest) {
      const session = await openSession(tx, sessionRequest(request));
      return { providerRef: session.id, checkoutUrl: checkoutUrlOf(session.id) };
    },
    readWebhook,
    submitDisputeEvidence: (providerRef: string, text: string) => submitEvidence(db, providerRef, text),
    /** The card holder disputes a paid charge with their bank. */
    dispute: (input: { sessionId: string; reason: TDisputeReason }) =>
      disputeSession(db, input.sessionId, input.reason),
    decideDispute: (job: JobRow) => decideDispute(db, job),
    /** Charges a saved card (its token) at once; the outcome arrives by webhook. */
    chargeSaved: (tx: Tx, request: CheckoutRequest & { token: string }) =>
      chargeSavedCard(tx, vault, request.token, sessionRequest(request), checkoutUrlOf),
    /** Checks a card and answers a token bound to the customer, with what may be shown of it. */
    tokenize(input: CardInput, customerRef: string): { token: string; card: CardDetails } {
      const { behaviour, ...card } = readCard(input);
      return { token: vault.seal({ ...card, behaviour, customerRef }), card };
    },
    pay: (input: PayInput) => payOnPage(db, vault, input),
    confirm: (input: { sessionId: string; code: string }) => confirmOnPage(db, vault, input),
    findSession: (sessionId: string) => findSession(db, sessionId),
    deliver: (job: JobRow) => deliverEvent(job, { url: config.sandboxWebhookUrl, secret, transport }),
    expire: (job: JobRow) => expireSession(db, String(job.payload.sessionId)),
  } as const;
  return gateway satisfies CardGateway;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
