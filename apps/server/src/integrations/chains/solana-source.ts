/**
 * Solana read over its JSON-RPC with @solana/kit. Blocks are slots (some are skipped, getBlocks
 * lists those that exist); a transfer of SOL to a deposit address is what that account gained in a
 * successful transaction (`postBalances − preBalances`, so transfers made by programs count too).
 * The watcher reads up to the `confirmed` slot and credits up to the `finalized` one, which no
 * reorganisation can take back.
 */
import {
  createSolanaRpc,
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_BLOCK_NOT_AVAILABLE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_LONG_TERM_STORAGE_SLOT_SKIPPED,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SLOT_SKIPPED,
} from '@solana/kit';
import type { ChainSource, ScannedBlock, SeenTransfer } from './chain-source.ts';

export type SolanaSourceOptions = { rpcUrl: string; explorerUrl: string | null; startSlot?: bigint | null };

export const SOLANA_CHAIN = 'solana';
/** What the deposit page shows as confirmations; crediting waits for finality (SOLANA_CONFIRMATIONS in channels.ts). */
const CONFIRMATIONS_SHOWN = 32;
const SLOTS_PER_BATCH = 20;

const isMissingBlock = (err: unknown) =>
  isSolanaError(err, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SLOT_SKIPPED) ||
  isSolanaError(err, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_LONG_TERM_STORAGE_SLOT_SKIPPED) ||
  isSolanaError(err, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_BLOCK_NOT_AVAILABLE);

export function createSolanaSource(options: SolanaSourceOptions): ChainSource {
  const rpc = createSolanaRpc(options.rpcUrl);
  const block = (slot: bigint) =>
    rpc
      .getBlock(slot, {
        commitment: 'confirmed',
        encoding: 'json',
        transactionDetails: 'accounts',
        maxSupportedTransactionVersion: 0,
        rewards: false,
      })
      .send();
  return {
    chain: SOLANA_CHAIN,
    network: 'solana',
    confirmations: CONFIRMATIONS_SHOWN,
    startBlock: options.startSlot ?? null,
    head: () => rpc.getSlot({ commitment: 'confirmed' }).send(),
    async blockHash(slot) {
      try {
        const found = await rpc
          .getBlock(slot, { commitment: 'confirmed', transactionDetails: 'none', rewards: false })
          .send();
        return found?.blockhash ?? null;
      } catch (err) {
        if (isMissingBlock(err)) return null;
        throw err;
      }
    },
    async scan(from, to, isOurs) {
      const slots = await rpc.getBlocks(from, to, { commitment: 'confirmed' }).send();
      const blocks: ScannedBlock[] = [];
      const candidates: SeenTransfer[] = [];
      read: for (let i = 0; i < slots.length; i += SLOTS_PER_BATCH) {
        const batch = slots.slice(i, i + SLOTS_PER_BATCH);
        const found = await Promise.all(batch.map(block));
        for (const [j, b] of found.entries()) {
          // Listed by getBlocks but gone now: the slot was abandoned meanwhile; stop before it.
          if (!b) break read;
          const slot = batch[j]!;
          blocks.push({ number: slot, hash: b.blockhash, parentHash: b.previousBlockhash });
          for (const tx of b.transactions) {
            if (!tx.meta || tx.meta.err !== null) continue;
            const keys = tx.transaction.accountKeys;
            const signature = tx.transaction.signatures[0];
            if (!signature || keys.length === 0) continue;
            keys.forEach((key, index) => {
              const gained = BigInt(tx.meta!.postBalances[index] ?? 0n) - BigInt(tx.meta!.preBalances[index] ?? 0n);
              if (gained > 0n)
                candidates.push({
                  txHash: signature,
                  // The account's place in the transaction: one transaction may pay several addresses.
                  logIndex: index,
                  blockNumber: slot,
                  blockHash: b.blockhash,
                  from: keys[0]!.pubkey,
                  to: key.pubkey,
                  currency: 'SOL',
                  amount: gained,
                });
            });
          }
        }
      }
      const ours = await isOurs([...new Set(candidates.map((t) => t.to))]);
      return { blocks, transfers: candidates.filter((t) => ours.has(t.to)) };
    },
    async creditableUpTo(tip) {
      const finalized = await rpc.getSlot({ commitment: 'finalized' }).send();
      return finalized < tip ? finalized : tip;
    },
    explorerTxUrl: (signature) => (options.explorerUrl ? `${options.explorerUrl}/tx/${signature}` : null),
  };
}
