import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import { CURRENCIES, SPENDABLE_CURRENCIES } from './currencies.ts';

/**
 * Money on the wire (docs/money.md). Every amount is a string of digits in the currency's smallest
 * unit (USD cents, USDT micro-units, ETH wei, SOL lamports, whole Stars, DFS 18 decimals): never a
 * float. Prices are set in USD; a fan may pay from any currency they hold, converted at the quoted
 * rate. Every call that moves money takes an `Idempotency-Key` header.
 */
export * from './currencies.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 128;

/** Amounts in minor units as digit strings; 1 to 78 digits covers numeric(78,0). */
export const ZMinorAmount = z.string().regex(/^\d{1,78}$/, 'amount');
/** A USD amount in cents as digits, at least one cent. */
export const ZUsdCents = z.string().regex(/^[1-9]\d{0,9}$/, 'amount');

/** Tips and top-ups: bounds in USD cents. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 100_000;
export const TIP_PRESETS_CENTS = [500, 1000, 2000, 5000] as const;
export const TIP_MESSAGE_MAX = 280;
export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 200_000;
export const TOP_UP_PRESETS_CENTS = [1000, 2500, 5000, 10_000] as const;

const ZUuid = z.uuid();
const ZCurrency = z.enum(CURRENCIES);
export const ZSpendCurrency = z.enum(SPENDABLE_CURRENCIES);

/** `/wallet/v1/balance/query`: the spec's userBalance plus every currency's balance in minor units. */
export const ZBalanceRequest = z.object({
  address: z.string().max(64).optional(),
  chain: z.union([z.number(), z.string()]).optional(),
});
export const ZBalance = z.object({
  /** Decimal strings, as the spec's store keeps them: ETH and USD values, rates as USD per unit. */
  ethValue: z.string(),
  usdValue: z.string(),
  usdRate: z.string(),
  usdToStarsRate: z.string(),
  usdtValue: z.string(),
  solToUsdRate: z.string(),
  solValue: z.string(),
  starsValue: z.string(),
  /** Every currency in minor units. */
  balances: z.record(ZCurrency, ZMinorAmount),
  /**
   * A creator's earnings in USD cents; null for fans. `debt` is what they owe the platform (a
   * refund or a lost dispute took more than they had), recovered from their next releases.
   */
  earnings: z.object({ pending: ZMinorAmount, available: ZMinorAmount, debt: ZMinorAmount }).nullable(),
  /** The fixed fee added to every card top-up, USD cents. */
  payFixedFee: ZMinorAmount,
});
export type TBalance = z.infer<typeof ZBalance>;

/** `/charge/common/query-exchange-rate?targetCurrency=`: USD per whole unit, as a decimal string. */
export const ZExchangeRateQuery = z.object({ targetCurrency: z.string().trim().toUpperCase().max(10) });
export const ZExchangeRate = z.object({
  currency: ZCurrency,
  /** USD for one whole unit (e.g. "3012.55" for ETH). */
  usdRate: z.string(),
  /** Units per one USD (e.g. "50" Stars per USD). */
  perUsd: z.string(),
  source: z.string(),
  updatedAt: z.string(),
});
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

/** What paying a USD price in a currency costs: the quote a buy/tip/subscribe modal shows. */
export const ZPriceQuoteRequest = z.object({ usdCents: ZUsdCents, currency: ZSpendCurrency });
export const ZPriceQuote = z.object({
  currency: ZSpendCurrency,
  usdCents: ZMinorAmount,
  amount: ZMinorAmount,
  usdRate: z.string(),
});
export type TPriceQuote = z.infer<typeof ZPriceQuote>;

/** Buying a pay-per-view post. */
export const ZPurchaseRequest = z.object({ postId: ZUuid, currency: ZSpendCurrency.default('USD') });
export type TPurchaseRequest = z.input<typeof ZPurchaseRequest>;
export const ZPurchaseResult = z.object({
  purchaseId: z.string(),
  postId: z.string(),
  currency: ZSpendCurrency,
  amount: ZMinorAmount,
  usdCents: ZMinorAmount,
  transactionId: z.string(),
});
export type TPurchaseResult = z.infer<typeof ZPurchaseResult>;

/** A tip to a creator, from their page, a post or (later) a chat. */
export const ZTipRequest = z.object({
  addressOrDomain: z.string().trim().min(1).max(64),
  postId: ZUuid.optional(),
  usdCents: ZUsdCents,
  currency: ZSpendCurrency.default('USD'),
  message: z.string().trim().max(TIP_MESSAGE_MAX).optional(),
});
export type TTipRequest = z.input<typeof ZTipRequest>;
export const ZTipResult = z.object({
  tipId: z.string(),
  currency: ZSpendCurrency,
  amount: ZMinorAmount,
  usdCents: ZMinorAmount,
  transactionId: z.string(),
});
export type TTipResult = z.infer<typeof ZTipResult>;

/** One line of /payments: a journal entry as one user sees it. */
export const TRANSACTION_KINDS = [
  'top_up',
  'purchase',
  'tip',
  'subscription',
  'renewal',
  'refund',
  'release',
  'conversion',
  'withdrawal',
  /** A dispute holds money (a chargeback takes it from the wallet; creators' shares are held). */
  'dispute_hold',
  /** A dispute won: what was held goes back. */
  'dispute_release',
  /** A dispute lost: its payments are reversed and the fan is refunded (or the card was). */
  'dispute_settlement',
] as const;
export type TTransactionKind = (typeof TRANSACTION_KINDS)[number];
/** A fan's payments to a creator: what may be refunded or disputed. */
export const CREATOR_PAYMENT_KINDS = [
  'purchase',
  'tip',
  'subscription',
  'renewal',
] as const satisfies readonly TTransactionKind[];
export const ZCounterparty = z.object({
  address: z.string(),
  creatorDomain: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export const ZTransaction = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  /** paid: money left this user; received: came in (a creator's earnings, a top-up, a refund). */
  direction: z.enum(['paid', 'received']),
  currency: ZCurrency,
  /** In minor units of `currency`, what moved for this user (after fees for a creator). */
  amount: ZMinorAmount,
  /** The USD value at the time, in cents. */
  usdCents: ZMinorAmount,
  /** The platform fee withheld, USD cents (creators' lines), or the top-up fee (fans'). */
  feeCents: ZMinorAmount,
  /** The rate used when the payment was converted; null when paid in USD. */
  usdRate: z.string().nullable(),
  counterparty: ZCounterparty.nullable(),
  postId: z.string().nullable(),
  message: z.string().nullable(),
  /** The dispute that holds (or held) this payment, for its fan and its creator. */
  disputeId: z.string().nullable(),
  createdAt: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionListRequest = ZCursorRequest.extend({ direction: z.enum(['paid', 'received']).optional() });
export const ZTransactionDetailRequest = z.object({ id: ZUuid });

/** `/user/revenue/flow/*`: a creator's revenue by source. */
export const REVENUE_SOURCES = ['subscription', 'purchase', 'tip'] as const;
export type TRevenueSource = (typeof REVENUE_SOURCES)[number];
export const ZRevenueSummaryRequest = z.object({ days: z.number().int().min(1).max(3650).default(30) });
export const ZRevenueSummary = z.object({
  days: z.number().int(),
  /** Net (after the platform fee) and gross, USD cents, per source. */
  bySource: z.array(
    z.object({
      source: z.enum(REVENUE_SOURCES),
      count: z.number().int(),
      grossCents: ZMinorAmount,
      netCents: ZMinorAmount,
    }),
  ),
  totalNetCents: ZMinorAmount,
  pendingCents: ZMinorAmount,
  availableCents: ZMinorAmount,
  feePercent: z.number(),
  holdDays: z.number(),
});
export type TRevenueSummary = z.infer<typeof ZRevenueSummary>;
export const ZRevenueListRequest = ZCursorRequest.extend({ source: z.enum(REVENUE_SOURCES).optional() });
export const ZRevenueLine = z.object({
  id: z.string(),
  source: z.enum(REVENUE_SOURCES),
  grossCents: ZMinorAmount,
  netCents: ZMinorAmount,
  /** When the net amount becomes available for payout. */
  availableAt: z.string(),
  released: z.boolean(),
  fan: ZCounterparty,
  postId: z.string().nullable(),
  createdAt: z.string(),
});
export type TRevenueLine = z.infer<typeof ZRevenueLine>;

/** Admin: set a currency's rate (the default rates source), refund a payment. */
export const ZSetRateRequest = z.object({
  currency: ZCurrency,
  usdRate: z.string().regex(/^\d{1,12}(\.\d{1,12})?$/, 'rate'),
});
export const ZRefundRequest = z.object({ transactionId: ZUuid, reason: z.string().trim().max(200).optional() });
