/**
 * An EVM chain read over JSON-RPC with viem: ETH sent straight to a deposit address (a top-level
 * transaction's value; a contract's internal transfers are not seen, docs/money.md) and the USDT
 * contract's `Transfer` logs. Calls are batched into one HTTP request where the node allows it.
 */
import { createPublicClient, http, parseAbiItem, BlockNotFoundError, type PublicClient } from 'viem';
import type { ChainSource, ScannedBlock, SeenTransfer } from './chain-source.ts';

export const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export type EvmSourceOptions = {
  rpcUrl: string;
  chainId: number;
  confirmations: number;
  usdtContract: `0x${string}` | null;
  explorerUrl: string | null;
  startBlock?: bigint | null;
};

/** Blocks fetched at once (each a JSON-RPC call in one batch). */
const BLOCKS_PER_BATCH = 50;

export const evmChainKey = (chainId: number) => `evm:${chainId}`;

export function createEvmClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: BLOCKS_PER_BATCH }, retryCount: 2 }) });
}

export function createEvmSource(options: EvmSourceOptions, client = createEvmClient(options.rpcUrl)): ChainSource {
  const token = options.usdtContract?.toLowerCase() ?? null;
  return {
    chain: evmChainKey(options.chainId),
    network: 'ethereum',
    confirmations: options.confirmations,
    startBlock: options.startBlock ?? null,
    head: () => client.getBlockNumber({ cacheTime: 0 }),
    async blockHash(number) {
      try {
        return (await client.getBlock({ blockNumber: number })).hash;
      } catch (err) {
        if (err instanceof BlockNotFoundError) return null;
        throw err;
      }
    },
    async scan(from, to, isOurs) {
      const numbers: bigint[] = [];
      for (let n = from; n <= to; n++) numbers.push(n);
      const fetched = [];
      for (let i = 0; i < numbers.length; i += BLOCKS_PER_BATCH) {
        const batch = numbers.slice(i, i + BLOCKS_PER_BATCH);
        fetched.push(
          ...(await Promise.all(batch.map((n) => client.getBlock({ blockNumber: n, includeTransactions: true })))),
        );
      }
      const blocks: ScannedBlock[] = fetched.map((b) => ({ number: b.number, hash: b.hash, parentHash: b.parentHash }));
      const hashOf = new Map(blocks.map((b) => [b.number, b.hash]));

      const native: SeenTransfer[] = fetched.flatMap((b) =>
        b.transactions
          .filter((t) => t.to && t.value > 0n)
          .map((t) => ({
            txHash: t.hash,
            logIndex: -1,
            blockNumber: b.number,
            blockHash: b.hash,
            from: t.from.toLowerCase(),
            to: t.to!.toLowerCase(),
            currency: 'ETH' as const,
            amount: t.value,
          })),
      );
      const logs = token
        ? await client.getLogs({ address: options.usdtContract!, event: TRANSFER_EVENT, fromBlock: from, toBlock: to })
        : [];
      const tokens: SeenTransfer[] = logs.flatMap((log) =>
        log.args.to && log.args.from && log.args.value && log.args.value > 0n
          ? [
              {
                txHash: log.transactionHash,
                logIndex: log.logIndex,
                blockNumber: log.blockNumber,
                blockHash: log.blockHash,
                from: log.args.from.toLowerCase(),
                to: log.args.to.toLowerCase(),
                currency: 'USDT' as const,
                amount: log.args.value,
              },
            ]
          : [],
      );
      // Logs read from another fork than the blocks: nothing of this pass is kept.
      if (tokens.some((t) => hashOf.get(t.blockNumber) !== t.blockHash)) return { blocks: [], transfers: [] };

      const ours = await isOurs([...new Set([...native, ...tokens].map((t) => t.to))]);
      const nativeOurs = native.filter((t) => ours.has(t.to));
      // A reverted transaction moved no value though it carries one: only successful ones count.
      const receipts = await Promise.all(
        nativeOurs.map((t) => client.getTransactionReceipt({ hash: t.txHash as `0x${string}` })),
      );
      const succeeded = nativeOurs.filter((_, i) => receipts[i]!.status === 'success');
      return { blocks, transfers: [...succeeded, ...tokens.filter((t) => ours.has(t.to))] };
    },
    creditableUpTo: (tip) => Promise.resolve(tip - BigInt(options.confirmations) + 1n),
    explorerTxUrl: (hash) => (options.explorerUrl ? `${options.explorerUrl}/tx/${hash}` : null),
  };
}
