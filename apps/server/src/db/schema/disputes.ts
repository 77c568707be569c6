import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_REASONS, DISPUTE_SOURCES, DISPUTE_STATUSES, EVIDENCE_ROLES } from '@fanlane/contracts/dispute';
import { CARD_PROVIDERS } from '@fanlane/contracts/top-up';
import { journalEntries, topUps } from './money.ts';
import { users } from './users.ts';

/**
 * Disputes (docs/money.md, "Disputes"): a card provider's chargeback of a top-up, or a fan's
 * complaint about one payment. `hold_entry_id` holds the money when the case opens; exactly one of
 * `release_entry_id` (won) and `settle_entry_id` (lost) closes it.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: DISPUTE_SOURCES }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id),
    /** Chargebacks: the provider, its case id, and the top-up it is about. */
    provider: text('provider', { enum: CARD_PROVIDERS }),
    providerRef: text('provider_ref'),
    topUpId: uuid('top_up_id').references(() => topUps.id),
    /** USD cents: what the provider took back, or what the fan paid for the disputed payment. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    /**
     * Chargebacks: what the fan owes back of it, the top-up's wallet credit at most (the card fee
     * is the platform's loss); the hold takes it from the wallet first, then from what they bought.
     */
    owedCents: bigint('owed_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the hold took from the fan's USD wallet (chargebacks). */
    walletHeldCents: bigint('wallet_held_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    message: text('message'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    holdEntryId: uuid('hold_entry_id').references(() => journalEntries.id),
    releaseEntryId: uuid('release_entry_id').references(() => journalEntries.id),
    settleEntryId: uuid('settle_entry_id').references(() => journalEntries.id),
    outcomeNote: text('outcome_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('disputes_provider_ref').on(t.provider, t.providerRef),
    index('disputes_fan_idx').on(t.fanId, t.createdAt),
    index('disputes_status_idx').on(t.status, t.createdAt),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;

/**
 * The payments a dispute is about, and how each creator's share was held: from pending earnings
 * (its earnings row kept back from release), or from available earnings, the rest as debt.
 */
export const disputePayments = pgTable(
  'dispute_payments',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    grossCents: bigint('gross_cents', { mode: 'bigint' }).notNull(),
    netCents: bigint('net_cents', { mode: 'bigint' }).notNull(),
    fromPendingCents: bigint('from_pending_cents', { mode: 'bigint' }).notNull(),
    fromAvailableCents: bigint('from_available_cents', { mode: 'bigint' }).notNull(),
    toDebtCents: bigint('to_debt_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.disputeId, t.entryId] }), index('dispute_payments_creator_idx').on(t.creatorId)],
);
export type DisputePaymentRow = typeof disputePayments.$inferSelect;

/** Notes for the case, from the fan, the creators or an admin; never edited. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: EVIDENCE_ROLES }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_evidence_dispute_idx').on(t.disputeId, t.createdAt)],
);

/** Sandbox gateway: the chargebacks its card holders open, and how they end. */
export const sandboxGatewayDisputes = pgTable('sandbox_gateway_disputes', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  reference: text('reference').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['needs_response', 'under_review', 'won', 'lost'] }).notNull(),
  evidence: text('evidence'),
  dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
