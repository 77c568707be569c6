import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, TRANSACTION_KINDS } from '@fanlane/contracts/money';
import { CARD_PROVIDERS, TOP_UP_CHANNELS, TOP_UP_STATUSES } from '@fanlane/contracts/top-up';
import { SUBSCRIPTION_STATUSES, TIER_STATUSES } from '@fanlane/contracts/subscription';
import { posts } from './content.ts';
import { users } from './users.ts';

/**
 * The double-entry ledger (DESIGN.md section 4, docs/money.md). Amounts are minor units in
 * numeric(78,0) (ETH wei overflow bigint), read as bigint. Balances are kept on the account row
 * and changed only by postings in the same transaction; user-owned accounts can never go below
 * zero (the CHECK is the last line; the posting code locks and checks first).
 */
export const ACCOUNT_KINDS = [
  'wallet',
  'earnings_pending',
  'earnings_available',
  /** What a creator owes back (a refund after release took more than was available): zero or below. */
  'earnings_debt',
  'platform_fees',
  'fx_treasury',
  'rail_clearing',
  /** One per dispute: what the dispute holds (creators' shares, the fan's wallet) less what the provider took. */
  'dispute_hold',
  /** What lost disputes cost the platform (the card fee, payments it could not trace): zero or below. */
  'dispute_losses',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** Kinds owned by a user: never negative. */
export const USER_ACCOUNT_KINDS = ['wallet', 'earnings_pending', 'earnings_available'] as const;

export const minor = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** kind:currency:owner-or-rail, e.g. wallet:USD:<user id>, rail_clearing:USD:sandbox. */
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id),
    /** The payment rail of a clearing account (sandbox, stripe, …). */
    rail: text('rail'),
    balance: minor('balance')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_accounts_owner_idx').on(t.ownerId),
    check(
      'ledger_accounts_user_nonnegative',
      sql`${t.kind} not in ('wallet', 'earnings_pending', 'earnings_available') or ${t.balance} >= 0`,
    ),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** One business event that moved money; its postings balance per currency. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TRANSACTION_KINDS }).notNull(),
    /** The business object behind it: purchase, tip, subscription_charge, top_up, refund, release. */
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    /** The user who initiated it (the payer; null for platform jobs). */
    actorId: uuid('actor_id').references(() => users.id),
    /** Rate used when a payment was converted: USD per whole unit of the paying currency. */
    usdRate: text('usd_rate'),
    memo: text('memo'),
    /** Set on a refunded entry: the entry that reversed it. */
    reversedBy: uuid('reversed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('journal_entries_ref_idx').on(t.refType, t.refId)],
);
export type JournalEntryRow = typeof journalEntries.$inferSelect;

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Signed: the account's balance changed by this much. */
    amount: minor('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('postings_entry_idx').on(t.entryId), index('postings_account_idx').on(t.accountId, t.id)],
);

/**
 * Idempotency keys of money calls, per user: the request's hash and the stored answer. Written in
 * the same transaction as the effect, so a key exists exactly when its effect does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Provider webhooks already applied, by the provider's event id. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The admin-set rates source: USD per whole unit of a currency. */
export const fxRates = pgTable('fx_rates', {
  currency: text('currency', { enum: CURRENCIES }).primaryKey(),
  usdRate: text('usd_rate').notNull(),
  source: text('source').notNull().default('admin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: TOP_UP_CHANNELS }).notNull(),
    provider: text('provider', { enum: CARD_PROVIDERS }).notNull(),
    status: text('status', { enum: TOP_UP_STATUSES }).notNull().default('pending'),
    /** What lands in the wallet, the fixed fee, and their sum (what the card pays), USD cents. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'bigint' }).notNull(),
    /** The provider's checkout session / charge id. */
    providerRef: text('provider_ref'),
    /** The provider's id of the payment itself, when it differs (Stripe's PaymentIntent): its disputes name it. */
    paymentRef: text('payment_ref'),
    checkoutUrl: text('checkout_url'),
    paymentMethodId: uuid('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    returnPath: text('return_path'),
    failureCode: text('failure_code'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('top_ups_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('top_ups_provider_ref').on(t.provider, t.providerRef),
    index('top_ups_payment_ref')
      .on(t.provider, t.paymentRef)
      .where(sql`payment_ref is not null`),
  ],
);
export type TopUpRow = typeof topUps.$inferSelect;

/** Saved cards: the gateway's token and what may be shown (brand, last four, expiry). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CARD_PROVIDERS }).notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name'),
    primary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_one_primary')
      .on(t.userId)
      .where(sql`is_primary and deleted_at is null`),
  ],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/**
 * The sandbox card gateway's own state (it plays an outside service: its checkout sessions and
 * card vault live apart from the platform's top-ups, joined only by the session id).
 */
export const sandboxGatewaySessions = pgTable('sandbox_gateway_sessions', {
  id: text('id').primaryKey(),
  /** The merchant's reference (the top-up id). */
  reference: text('reference').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  /** open, requires_confirmation, succeeded, failed, expired */
  status: text('status').notNull().default('open'),
  customerRef: text('customer_ref').notNull(),
  /** Card waiting for the confirmation step, and whether to save it. */
  /** The card waiting for its confirmation code, and how many wrong codes it has had. */
  pendingCard: jsonb('pending_card').$type<{
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    holderName: string | null;
    save: boolean;
    wrongCodes?: number;
  }>(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: minor('amount').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchases_buyer_post')
      .on(t.buyerId, t.postId)
      .where(sql`refunded_at is null`),
    index('purchases_creator_idx').on(t.creatorId, t.createdAt),
  ],
);

export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    postId: uuid('post_id').references(() => posts.id),
    usdCents: bigint('usd_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: minor('amount').notNull(),
    message: text('message'),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [index('tips_creator_idx').on(t.creatorId, t.createdAt)],
);

/**
 * A creator's net share of one payment, held as pending until `availableAt`; the release job moves
 * it to available exactly once (`releasedEntryId`).
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id),
    source: text('source', { enum: ['subscription', 'purchase', 'tip'] }).notNull(),
    /** The purchase, tip or subscription charge. */
    refId: uuid('ref_id').notNull(),
    postId: uuid('post_id'),
    grossCents: bigint('gross_cents', { mode: 'bigint' }).notNull(),
    netCents: bigint('net_cents', { mode: 'bigint' }).notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    releasedEntryId: uuid('released_entry_id'),
    /** A refund took it back before release. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** An open dispute holds this payment: not released, not refunded, until it closes. */
    disputedBy: uuid('disputed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_creator_idx').on(t.creatorId, t.createdAt),
    index('earnings_due_idx')
      .on(t.availableAt)
      .where(sql`released_entry_id is null and reversed_at is null`),
  ],
);

export const tiers = pgTable(
  'tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    bundles: jsonb('bundles').$type<{ months: 3 | 6 | 12; discountPercent: number }[]>().notNull().default([]),
    trialDays: integer('trial_days').notNull().default(0),
    status: text('status', { enum: TIER_STATUSES }).notNull().default('active'),
    /** Order on the creator page; a higher position is a higher tier (minTierId compares by it). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tiers_creator_idx').on(t.creatorId, t.position)],
);
export type TierRow = typeof tiers.$inferSelect;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => tiers.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    months: integer('months').notNull().default(1),
    /** What each period costs, USD cents, and the currency renewals are paid from. */
    periodCents: bigint('period_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Periods charged so far; the next charge is period `periodIndex + 1` (unique per subscription). */
    periodIndex: integer('period_index').notNull().default(0),
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A change of plan waiting for the renewal: the tier, months and price the next period takes. */
    nextTierId: uuid('next_tier_id').references(() => tiers.id),
    nextMonths: integer('next_months'),
    nextPeriodCents: bigint('next_period_cents', { mode: 'bigint' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'subscriptions_next_plan_whole',
      sql`(${t.nextTierId} is null and ${t.nextMonths} is null and ${t.nextPeriodCents} is null) or (${t.nextTierId} is not null and ${t.nextMonths} is not null and ${t.nextPeriodCents} > 0)`,
    ),
    uniqueIndex('subscriptions_one_live')
      .on(t.fanId, t.creatorId)
      .where(sql`status <> 'expired'`),
    index('subscriptions_fan_idx').on(t.fanId, t.status),
    index('subscriptions_creator_idx').on(t.creatorId, t.status),
    index('subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`status <> 'expired'`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One paid period; (subscription, period) is unique, so a renewal can never charge twice. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    periodIndex: integer('period_index').notNull(),
    usdCents: bigint('usd_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: minor('amount').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_charges_period').on(t.subscriptionId, t.periodIndex)],
);

/**
 * Where a creator's payouts go: a crypto address per network, or one bank account
 * (`/settings/paymentGatewayManagement`). One row per user and kind and network: saving again replaces it.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['crypto', 'bank'] }).notNull(),
    /** Crypto: 'ethereum' or 'solana'; bank: '' (so the unique index covers both kinds). */
    network: text('network').notNull().default(''),
    address: text('address'),
    holderName: text('holder_name'),
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_methods_one_per_network').on(t.userId, t.kind, t.network)],
);
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
