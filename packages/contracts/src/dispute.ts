import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import { ZMinorAmount } from './money.ts';

/**
 * Disputes (docs/money.md, "Disputes"): a card chargeback the provider opens against a top-up, or a
 * fan's complaint about one payment. Either way the creators' shares of the payments in question
 * are held (pending earnings first, then available, then debt) until the case closes:
 *
 * open → under_review (evidence sent to the provider) → won | lost
 *
 * `won`: the platform (and the creator) keep the money; what was held goes back.
 * `lost`: the fan gets the money back (from the card provider, or into their wallet), the payments
 * are reversed and what they bought is revoked.
 */
export const DISPUTE_SOURCES = ['chargeback', 'fan'] as const;
export type TDisputeSource = (typeof DISPUTE_SOURCES)[number];
export const DISPUTE_STATUSES = ['open', 'under_review', 'won', 'lost'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_REASONS = [
  'not_received',
  'not_as_described',
  'unauthorized',
  'duplicate',
  'subscription_cancelled',
  'other',
] as const;
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];
/** Reasons a fan may give; the others come from card providers. */
export const FAN_DISPUTE_REASONS = ['not_received', 'not_as_described', 'duplicate', 'other'] as const;
export const EVIDENCE_ROLES = ['fan', 'creator', 'admin'] as const;
export type TEvidenceRole = (typeof EVIDENCE_ROLES)[number];

/** How long after a payment its fan may dispute it. */
export const FAN_DISPUTE_WINDOW_DAYS = 30;
export const DISPUTE_TEXT_MAX = 2000;
/** Evidence notes one dispute takes, all parties together. */
export const DISPUTE_EVIDENCE_MAX = 20;

const ZText = z.string().trim().min(1).max(DISPUTE_TEXT_MAX);

export const ZOpenDisputeRequest = z.object({
  transactionId: z.uuid(),
  reason: z.enum(FAN_DISPUTE_REASONS),
  message: ZText,
});
export type TOpenDisputeRequest = z.input<typeof ZOpenDisputeRequest>;
export const ZDisputeIdRequest = z.object({ id: z.uuid() });
export const ZDisputeEvidenceRequest = z.object({ id: z.uuid(), text: ZText });
export const ZDisputeListRequest = ZCursorRequest;
export const ZAdminDisputeListRequest = ZCursorRequest.extend({ status: z.enum(DISPUTE_STATUSES).optional() });
/** An admin decides a fan's dispute: `won` keeps the payment, `lost` refunds the fan. */
export const ZDisputeDecideRequest = z.object({
  id: z.uuid(),
  outcome: z.enum(['won', 'lost']),
  note: z.string().trim().min(1).max(500),
});
/** An admin sends the evidence gathered to the card provider (chargebacks only). */
export const ZDisputeSubmitRequest = ZDisputeIdRequest;

export const ZDisputeEvidence = z.object({
  id: z.string(),
  role: z.enum(EVIDENCE_ROLES),
  text: z.string(),
  createdAt: z.string(),
});
export type TDisputeEvidence = z.infer<typeof ZDisputeEvidence>;

/** One payment the dispute is about, as the viewer may see it. */
export const ZDisputedPayment = z.object({
  transactionId: z.string(),
  kind: z.string(),
  /** Gross USD cents the fan paid for it. */
  usdCents: ZMinorAmount,
  /** The creator's share held for the dispute, USD cents. */
  heldCents: ZMinorAmount,
  creator: z.object({ address: z.string(), displayName: z.string().nullable() }),
  postId: z.string().nullable(),
});

export const ZDispute = z.object({
  id: z.string(),
  source: z.enum(DISPUTE_SOURCES),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  /** What the viewer is in this dispute. */
  viewerRole: z.enum(EVIDENCE_ROLES),
  /** USD cents: what the card provider took back (chargebacks), or what the fan paid (fan disputes). */
  amountCents: ZMinorAmount,
  /** Held from the fan's wallet (chargebacks), USD cents. */
  walletHeldCents: ZMinorAmount,
  /** The card provider's case id (chargebacks). */
  providerRef: z.string().nullable(),
  fan: z.object({ address: z.string(), displayName: z.string().nullable() }),
  /** The fan's words when they opened it (fan disputes). */
  message: z.string().nullable(),
  payments: z.array(ZDisputedPayment),
  evidence: z.array(ZDisputeEvidence),
  /** Whether the viewer may add evidence now. */
  canAddEvidence: z.boolean(),
  /** The admin's note with a decision, or the provider's word. */
  outcomeNote: z.string().nullable(),
  /** When evidence is due at the provider (chargebacks). */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TDispute = z.infer<typeof ZDispute>;

/** A line of a dispute list. */
export const ZDisputeLine = ZDispute.pick({
  id: true,
  source: true,
  status: true,
  reason: true,
  viewerRole: true,
  amountCents: true,
  createdAt: true,
  closedAt: true,
}).extend({ fanAddress: z.string() });
export type TDisputeLine = z.infer<typeof ZDisputeLine>;

/** The sandbox gateway's card holder disputes a paid charge (its checkout session). */
export const ZSandboxDisputeRequest = z.object({
  sessionId: z.string().min(1).max(100),
  reason: z.enum(DISPUTE_REASONS).default('unauthorized'),
});
export const ZSandboxDisputeResult = z.object({ disputeId: z.string() });
