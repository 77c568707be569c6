import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import { ZMinorAmount } from './money.ts';

/**
 * Crypto deposits (docs/money.md, "Crypto deposits"): each user has one deposit address per
 * network, derived from the platform's HD seed. A chain watcher sees transfers to it, shows them
 * pending, and credits the wallet once they have enough confirmations.
 */
export const DEPOSIT_NETWORKS = ['ethereum', 'solana'] as const;
export type TDepositNetwork = (typeof DEPOSIT_NETWORKS)[number];
export const CRYPTO_DEPOSIT_CURRENCIES = ['ETH', 'USDT', 'SOL'] as const;
export type TCryptoDepositCurrency = (typeof CRYPTO_DEPOSIT_CURRENCIES)[number];
/**
 * pending: seen on chain, waiting for confirmations; credited: in the wallet; dropped: its block
 * left the chain before it was credited; below_minimum: smaller than the network's minimum, not credited.
 */
export const CRYPTO_DEPOSIT_STATUSES = ['pending', 'credited', 'dropped', 'below_minimum'] as const;
export type TCryptoDepositStatus = (typeof CRYPTO_DEPOSIT_STATUSES)[number];

const ZDepositCurrency = z.enum(CRYPTO_DEPOSIT_CURRENCIES);

/** One way to deposit crypto on this deployment (in the top-up options). */
export const ZDepositChannel = z.object({
  currency: ZDepositCurrency,
  network: z.enum(DEPOSIT_NETWORKS),
  /** What the page names the network, e.g. "Ethereum (chain 1)", "Solana". */
  networkName: z.string(),
  /** EVM chain id; null on Solana. */
  chainId: z.number().int().nullable(),
  /** The ERC-20 contract for a token (USDT); null for the network's own coin. */
  tokenContract: z.string().nullable(),
  confirmations: z.number().int(),
  /** The smallest deposit credited, minor units. */
  minAmount: ZMinorAmount,
});
export type TDepositChannel = z.infer<typeof ZDepositChannel>;

export const ZDepositAddressRequest = z.object({ currency: ZDepositCurrency });
export const ZDepositAddress = ZDepositChannel.extend({
  address: z.string(),
  /** What the QR code holds: an EIP-681 or Solana Pay URI a wallet app opens on the right network. */
  paymentUri: z.string(),
});
export type TDepositAddress = z.infer<typeof ZDepositAddress>;

export const ZCryptoDeposit = z.object({
  id: z.string(),
  currency: ZDepositCurrency,
  network: z.enum(DEPOSIT_NETWORKS),
  amount: ZMinorAmount,
  status: z.enum(CRYPTO_DEPOSIT_STATUSES),
  txHash: z.string(),
  fromAddress: z.string(),
  blockNumber: z.string(),
  /** Confirmations so far, at most the ones needed. */
  confirmations: z.number().int(),
  confirmationsNeeded: z.number().int(),
  /** The transaction on the configured block explorer; null when none is configured. */
  explorerUrl: z.string().nullable(),
  /** The wallet entry once credited. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type TCryptoDeposit = z.infer<typeof ZCryptoDeposit>;
export const ZCryptoDepositListRequest = ZCursorRequest;
export const ZCryptoDepositDetailRequest = z.object({ id: z.uuid() });
