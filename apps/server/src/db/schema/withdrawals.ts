import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_KINDS, WITHDRAWAL_NETWORKS, WITHDRAWAL_STATUSES } from '@fanlane/contracts/withdrawal';
import { journalEntries, minor } from './money.ts';
import { users } from './users.ts';

/**
 * Money leaving the platform (docs/money.md, "Withdrawals"): a wallet's crypto to an address, or a
 * creator's earnings to a payout method. The money is reserved by `reserve_entry_id` when asked for
 * and either sent (`settle_entry_id`) or returned (`return_entry_id`), exactly one of the two.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: WITHDRAWAL_KINDS }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('awaiting_code'),
    /** What is sent (USD for a bank payout), on which network, to where. */
    currency: text('currency').notNull(),
    network: text('network', { enum: WITHDRAWAL_NETWORKS }).notNull(),
    toAddress: text('to_address'),
    payoutMethodId: uuid('payout_method_id'),
    /** Shown for a bank payout: holder and the IBAN's last four characters, as they were at the time. */
    destinationLabel: text('destination_label').notNull(),
    /** What left the source account, in its currency (the wallet's, or USD for earnings). */
    sourceCurrency: text('source_currency').notNull(),
    amount: minor('amount').notNull(),
    /** The network fee kept, and what arrives, in `currency`. */
    fee: minor('fee').notNull(),
    sendAmount: minor('send_amount').notNull(),
    usdCents: bigint('usd_cents', { mode: 'bigint' }).notNull(),
    usdRate: text('usd_rate'),
    codeHash: text('code_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    reserveEntryId: uuid('reserve_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    settleEntryId: uuid('settle_entry_id').references(() => journalEntries.id),
    returnEntryId: uuid('return_entry_id').references(() => journalEntries.id),
    /** The signed transaction, kept before it is sent: a retry sends these same bytes, never a new one. */
    chain: text('chain'),
    nonce: integer('nonce'),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    /** Solana: the last block height at which the signed transaction can still land. */
    validUntil: bigint('valid_until', { mode: 'bigint' }),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    failureReason: text('failure_reason'),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('awaiting_code', 'requested', 'approved', 'broadcast')`),
    uniqueIndex('withdrawals_tx_hash').on(t.txHash),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The next nonce of each hot wallet, handed out under a row lock so two signers never share one. */
export const hotWalletNonces = pgTable(
  'hot_wallet_nonces',
  {
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    nextNonce: integer('next_nonce').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.address] })],
);

/** Every decision an admin takes on money, for the record (who, what, when, why). */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    // The audit log's pages (newest first) and its filter by who did it.
    index('admin_actions_created_idx').on(t.createdAt, t.id),
    index('admin_actions_admin_idx').on(t.adminId, t.createdAt),
  ],
);
