/**
 * What the deposit watcher needs from a chain (modules/deposits/watch-chain.ts): its head, a block's
 * hash, and the blocks of a range with the transfers in them. EVM (viem) and Solana (@solana/kit)
 * each implement it; block numbers are Solana's slots there.
 */
import type { TCryptoDepositCurrency, TDepositNetwork } from '@fanlane/contracts/deposit';

export type ScannedBlock = { number: bigint; hash: string; parentHash: string };

/** A transfer of `amount` (minor units) to `to`, as the chain recorded it. */
export type SeenTransfer = {
  txHash: string;
  /** The token log's index; -1 for the chain's own coin. */
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  /** As the deposit addresses are stored: lower-case on EVM, base58 on Solana. */
  to: string;
  currency: TCryptoDepositCurrency;
  amount: bigint;
};

export type ChainSource = {
  /** `evm:<chain id>` or `solana`: the key of the cursor, the blocks and the deposits. */
  chain: string;
  network: TDepositNetwork;
  confirmations: number;
  /** The first block read on a new database; null: the head at that moment. */
  startBlock: bigint | null;
  /** The newest block the watcher reads up to. */
  head(): Promise<bigint>;
  /** The hash of block `number` on the node's chain now; null when it has none. */
  blockHash(number: bigint): Promise<string | null>;
  /**
   * Every block from `from` to `to` that exists (Solana skips slots), in order, and the transfers
   * in them. `isOurs` says which receiving addresses to keep before any per-transfer work.
   */
  scan(
    from: bigint,
    to: bigint,
    isOurs: (addresses: string[]) => Promise<Set<string>>,
  ): Promise<{
    blocks: ScannedBlock[];
    transfers: SeenTransfer[];
  }>;
  /** Deposits in blocks up to this one may be credited, given the verified tip. */
  creditableUpTo(tip: bigint): Promise<bigint>;
  /** The transaction on a block explorer; null when none is configured. */
  explorerTxUrl(txHash: string): string | null;
};
