import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CRYPTO_DEPOSIT_CURRENCIES, CRYPTO_DEPOSIT_STATUSES, DEPOSIT_NETWORKS } from '@fanlane/contracts/deposit';
import { journalEntries, minor } from './money.ts';
import { users } from './users.ts';

/**
 * On-chain deposits (docs/money.md, "Crypto deposits"). A chain watcher reads each chain's blocks in
 * order, remembers the hashes of the recent ones (to see a reorganisation), and records every
 * transfer to a user's deposit address as a deposit, credited once it has enough confirmations.
 */

/** How far each chain has been read: the last block taken in, and its hash. */
export const chainCursors = pgTable('chain_cursors', {
  /** `evm:<chain id>` or `solana`. */
  chain: text('chain').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hashes of the blocks read lately, to find where a reorganisation forked. */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chain: text('chain').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.blockNumber] })],
);

/** Addresses derived for a network other than the user's EVM address (users.address): Solana's. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: DEPOSIT_NETWORKS }).notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    uniqueIndex('deposit_addresses_address').on(t.network, t.address),
  ],
);

export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    /** The log's index for a token transfer; -1 for the chain's own coin. */
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: CRYPTO_DEPOSIT_CURRENCIES }).notNull(),
    amount: minor('amount').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    status: text('status', { enum: CRYPTO_DEPOSIT_STATUSES }).notNull().default('pending'),
    confirmationsNeeded: integer('confirmations_needed').notNull(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    /** Set when the block of a credited deposit left the chain (the operator is alerted). */
    orphanedAt: timestamp('orphaned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crypto_deposits_transfer').on(t.chain, t.txHash, t.logIndex),
    index('crypto_deposits_user_idx').on(t.userId, t.createdAt),
    index('crypto_deposits_pending_idx')
      .on(t.chain, t.blockNumber)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type CryptoDepositRow = typeof cryptoDeposits.$inferSelect;
