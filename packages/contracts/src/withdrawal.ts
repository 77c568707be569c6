import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import { ZMinorAmount } from './money.ts';
import { CRYPTO_DEPOSIT_CURRENCIES } from './deposit.ts';
import { ZVerificationCode } from './auth.ts';

/**
 * Withdrawals (docs/money.md, "Withdrawals"): crypto out of a wallet to an external address, and a
 * creator's payout of available earnings to a payout method. Both reserve the money when asked for,
 * wait for the code mailed to the user, then for an admin above the review threshold, then go out
 * (a signed transaction from the platform's hot wallet, or a bank transfer an admin marks paid).
 *
 * awaiting_code → requested (admin review) → approved → broadcast → confirmed
 *             ↘ cancelled / expired        ↘ rejected             ↘ failed
 * Every end but `confirmed` returns the reserved money.
 */
export const WITHDRAWAL_STATUSES = [
  'awaiting_code',
  'requested',
  'approved',
  'broadcast',
  'confirmed',
  'failed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Statuses in which the reserved money is still on its way out. */
export const OPEN_WITHDRAWAL_STATUSES = ['awaiting_code', 'requested', 'approved', 'broadcast'] as const;
export const WITHDRAWAL_KINDS = ['wallet', 'payout'] as const;
export const WITHDRAWAL_NETWORKS = ['ethereum', 'solana', 'bank'] as const;
export type TWithdrawalNetwork = (typeof WITHDRAWAL_NETWORKS)[number];
export const WITHDRAWAL_CURRENCIES = CRYPTO_DEPOSIT_CURRENCIES;
export type TWithdrawalCurrency = (typeof WITHDRAWAL_CURRENCIES)[number];

/** How long the mailed code of a withdrawal lives; then the withdrawal expires and the money returns. */
export const WITHDRAWAL_CODE_TTL_SECONDS = 15 * 60;
export const WITHDRAWAL_CODE_MAX_ATTEMPTS = 5;

const ZCurrency = z.enum(WITHDRAWAL_CURRENCIES);

/** What a currency may be withdrawn as on this deployment (GET-like, for the form). */
export const ZWithdrawalChannel = z.object({
  currency: ZCurrency,
  network: z.enum(['ethereum', 'solana']),
  networkName: z.string(),
  /** Charged on top of nothing: taken from the amount; what arrives is amount − fee. Minor units. */
  fee: ZMinorAmount,
  minAmount: ZMinorAmount,
  maxAmount: ZMinorAmount,
});
export type TWithdrawalChannel = z.infer<typeof ZWithdrawalChannel>;
export const ZWithdrawalOptions = z.object({
  channels: z.array(ZWithdrawalChannel),
  /** The most a user may withdraw in 24 hours, and what is left of it now, USD cents. */
  dailyLimitCents: ZMinorAmount,
  dailyLeftCents: ZMinorAmount,
  /** Withdrawals worth more than this wait for an admin, USD cents. */
  reviewAboveCents: ZMinorAmount,
  /** Creators: payouts need identity verification first. */
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** The wallet address saved in /settings/account/address (checksummed): the form's default for Ethereum. */
  savedAddress: z.string().nullable(),
});
export type TWithdrawalOptions = z.infer<typeof ZWithdrawalOptions>;

/** `wallet withdraw`: crypto out of the caller's wallet. */
export const ZWalletWithdrawRequest = z.object({
  currency: ZCurrency,
  address: z.string().trim().min(1).max(64),
  /** What leaves the wallet, minor units; the fee is taken from it. */
  amount: ZMinorAmount,
});
export type TWalletWithdrawRequest = z.input<typeof ZWalletWithdrawRequest>;

/** `/withdraw/creator-start-withdraw`: available earnings to a payout method. */
export const ZCreatorWithdrawRequest = z.object({
  payoutMethodId: z.uuid(),
  amountCents: z.string().regex(/^[1-9]\d{0,11}$/, 'amount'),
  /** For a crypto method, which of its network's currencies to be paid in; a bank pays USD. */
  currency: ZCurrency.optional(),
});
export type TCreatorWithdrawRequest = z.input<typeof ZCreatorWithdrawRequest>;

export const ZWithdrawalConfirmRequest = z.object({ id: z.uuid(), code: ZVerificationCode });
export const ZWithdrawalIdRequest = z.object({ id: z.uuid() });
/** One withdrawal by its id or its transaction hash (the `/withdraw/:hash` page). */
export const ZWithdrawalDetailRequest = z.object({ ref: z.string().trim().min(1).max(100) });
export const ZWithdrawalListRequest = ZCursorRequest;
export const ZWithdrawalRejectRequest = z.object({ id: z.uuid(), reason: z.string().trim().min(1).max(300) });
export const ZAdminWithdrawalListRequest = ZCursorRequest.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});

export const ZWithdrawal = z.object({
  id: z.string(),
  kind: z.enum(WITHDRAWAL_KINDS),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The currency sent (USD for a bank payout). */
  currency: z.enum([...WITHDRAWAL_CURRENCIES, 'USD']),
  network: z.enum(WITHDRAWAL_NETWORKS),
  /** The address paid, or the bank account's holder and last four IBAN characters. */
  destination: z.string(),
  /** What left the wallet (its currency) or the earnings (USD cents). */
  amount: ZMinorAmount,
  sourceCurrency: z.enum([...WITHDRAWAL_CURRENCIES, 'USD']),
  fee: ZMinorAmount,
  /** What arrives, in `currency`. */
  sendAmount: ZMinorAmount,
  usdCents: ZMinorAmount,
  txHash: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  confirmations: z.number().int(),
  confirmationsNeeded: z.number().int(),
  failureReason: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** When the mailed code stops working (awaiting_code only). */
  codeExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** The admin queue's line: the withdrawal and who asked. */
export const ZAdminWithdrawal = ZWithdrawal.extend({
  user: z.object({ id: z.string(), email: z.string().nullable(), address: z.string(), kycStatus: z.string() }),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
