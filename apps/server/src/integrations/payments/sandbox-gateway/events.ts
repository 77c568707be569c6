/**
 * The sandbox gateway's webhook events and their durable delivery. An event is written as a job in
 * the same transaction as the gateway's state change, so a charge and its webhook are never
 * separated; the job signs the body afresh on every attempt and retries with backoff until the
 * merchant answers 2xx.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DISPUTE_REASONS } from '@fanlane/contracts/dispute';
import type { Tx } from '../../../db/client.ts';
import type { JobRow } from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/jobs.ts';
import type { CardDetails } from '../card-gateway.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';

export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';
const DELIVERY_ATTEMPTS = 8;
const DELIVERY_TIMEOUT_MS = 10_000;

export const SANDBOX_EVENT_TYPES = [
  'charge.succeeded',
  'charge.failed',
  'checkout.expired',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

export const ZSandboxEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(SANDBOX_EVENT_TYPES),
  /** Unix seconds. */
  created: z.number().int(),
  data: z.object({
    sessionId: z.string().min(1).max(100),
    /** The merchant's reference: the top-up id. */
    reference: z.string().min(1).max(100),
    amountCents: z.string().regex(/^\d{1,18}$/),
    currency: z.literal('USD'),
    failureCode: z.string().max(40).nullable(),
    card: z
      .object({
        brand: z.string().max(20),
        last4: z.string().regex(/^\d{4}$/),
        expMonth: z.number().int().min(1).max(12),
        expYear: z.number().int(),
        holderName: z.string().max(80).nullable(),
        /** Present when the card holder asked to save the card. */
        token: z.string().max(400).nullable(),
      })
      .nullable(),
    /** The chargeback, on charge.dispute.* events. */
    dispute: z
      .object({
        id: z.string().min(1).max(100),
        reason: z.enum(DISPUTE_REASONS),
        status: z.enum(['needs_response', 'under_review', 'won', 'lost']),
        /** Unix seconds. */
        dueBy: z.number().int(),
      })
      .nullable()
      .optional(),
  }),
});
export type SandboxEvent = z.infer<typeof ZSandboxEvent>;

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
/** Sends one delivery and answers the HTTP status; tests pass one that goes through `app.inject`. */
export type WebhookTransport = (request: WebhookRequest) => Promise<{ status: number }>;

export const fetchTransport: WebhookTransport = async ({ url, headers, body }) => {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await res.body?.cancel();
  return { status: res.status };
};

export const newEventId = () => `evt_sbx_${randomBytes(12).toString('hex')}`;

export function buildEvent(
  type: SandboxEventType,
  session: { id: string; reference: string; amountCents: bigint },
  extra: {
    failureCode?: string | null;
    card?: (CardDetails & { token: string | null }) | null;
    dispute?: SandboxEvent['data']['dispute'];
  } = {},
): SandboxEvent {
  return {
    id: newEventId(),
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      sessionId: session.id,
      reference: session.reference,
      amountCents: session.amountCents.toString(),
      currency: 'USD',
      failureCode: extra.failureCode ?? null,
      card: extra.card ?? null,
      ...(extra.dispute && { dispute: extra.dispute }),
    },
  };
}

/** Schedules the event's delivery, inside the transaction that changed the gateway's state. */
export async function enqueueEvent(tx: Tx, event: SandboxEvent, runAt?: Date) {
  await enqueueJob(tx, {
    kind: SANDBOX_WEBHOOK_JOB,
    payload: { event },
    maxAttempts: DELIVERY_ATTEMPTS,
    ...(runAt && { runAt }),
  });
}

/** One delivery attempt of a queued event: a non-2xx answer throws, so the job runs again later. */
export async function deliverEvent(job: JobRow, target: { url: string; secret: string; transport: WebhookTransport }) {
  const event = ZSandboxEvent.parse(job.payload.event);
  const body = JSON.stringify(event);
  const { status } = await target.transport({
    url: target.url,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(target.secret, body) },
    body,
  });
  if (status < 200 || status >= 300) throw new Error(`sandbox webhook ${event.id} answered ${status}`);
}
