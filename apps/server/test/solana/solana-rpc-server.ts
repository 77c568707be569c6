/**
 * A stand-in Solana JSON-RPC node for the deposit tests (no local validator installs from the npm
 * registry): an HTTP server answering the calls the watcher makes (getSlot, getBlocks, getBlock)
 * with the shapes Solana's RPC documentation gives, over a chain the test writes slot by slot.
 * A slot without a block is skipped (error -32007, as a real node answers).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { getBase58Decoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';

type Transfer = { from: string; to: string; lamports: bigint; failed?: boolean };
type Block = {
  slot: number;
  blockhash: string;
  previousBlockhash: string;
  parentSlot: number;
  transfers: (Transfer & { signature: string })[];
};

const base58 = getBase58Decoder();
export const randomBase58 = (bytes: number) => base58.decode(randomBytes(bytes));

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export type FakeSolana = Awaited<ReturnType<typeof startFakeSolana>>;
export type SentTransfer = { signature: string; from: string; to: string; lamports: bigint };

/** A System-program transfer as the wire carries it: who signed, to whom, how many lamports. */
function decodeTransfer(base64: string): SentTransfer {
  const { messageBytes, signatures } = getTransactionDecoder().decode(Buffer.from(base64, 'base64'));
  // A legacy or v0 message (what the hot wallet signs): accounts, then instructions by account index.
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes) as unknown as {
    staticAccounts: string[];
    instructions: { accountIndices?: number[]; data?: Uint8Array }[];
  };
  const [from, bytes] = Object.entries(signatures)[0] as [string, Uint8Array];
  const instruction = message.instructions[0]!;
  const data = Buffer.from(instruction.data ?? new Uint8Array());
  // Transfer: u32 index 2, then u64 lamports, little-endian.
  if (data.readUInt32LE(0) !== 2) throw new Error('not a transfer');
  return {
    signature: base58.decode(bytes),
    from,
    to: message.staticAccounts[instruction.accountIndices![1]!]!,
    lamports: data.readBigUInt64LE(4),
  };
}

export async function startFakeSolana() {
  const blocks = new Map<number, Block>();
  let confirmed = 0;
  let finalized = 0;
  const calls: string[] = [];
  // The hot wallet's side: block height, recent blockhashes, what was sent and what landed.
  const VALID_BLOCKS = 150;
  let height = 1000;
  let rejectNext = false;
  const latestBlockhash = () => blocks.get(Math.max(...blocks.keys()))!.blockhash;
  const received = new Map<string, SentTransfer>();
  const landed = new Map<string, { slot: number; err: unknown; finalized: boolean }>();
  blocks.set(0, {
    slot: 0,
    blockhash: randomBase58(32),
    previousBlockhash: randomBase58(32),
    parentSlot: 0,
    transfers: [],
  });

  const lastBelow = (slot: number) => {
    for (let s = slot - 1; s >= 0; s--) if (blocks.has(s)) return blocks.get(s)!;
    throw new Error('no parent');
  };

  function present(block: Block, details: string) {
    const base = {
      blockHeight: block.slot,
      blockTime: 1_700_000_000 + block.slot,
      blockhash: block.blockhash,
      parentSlot: block.parentSlot,
      previousBlockhash: block.previousBlockhash,
    };
    if (details === 'none') return base;
    return {
      ...base,
      transactions: block.transfers.map((t) => {
        const fee = 5000n;
        const pre = [t.lamports + fee + 1_000_000n, 0n, 1n];
        const post = t.failed ? [pre[0]! - fee, 0n, 1n] : [pre[0]! - t.lamports - fee, t.lamports, 1n];
        return {
          meta: {
            err: t.failed ? { InstructionError: [0, { Custom: 1 }] } : null,
            fee: Number(fee),
            preBalances: pre.map(Number),
            postBalances: post.map(Number),
            preTokenBalances: [],
            postTokenBalances: [],
            status: t.failed ? { Err: { InstructionError: [0, { Custom: 1 }] } } : { Ok: null },
          },
          transaction: {
            accountKeys: [
              { pubkey: t.from, signer: true, source: 'transaction', writable: true },
              { pubkey: t.to, signer: false, source: 'transaction', writable: true },
              { pubkey: '11111111111111111111111111111111', signer: false, source: 'transaction', writable: false },
            ],
            signatures: [t.signature],
          },
          version: 'legacy',
        };
      }),
    };
  }

  function answer(method: string, params: unknown[]): { result?: unknown; error?: { code: number; message: string } } {
    const config = (params.at(-1) ?? {}) as { commitment?: string; transactionDetails?: string };
    // As on a real node, a call without a commitment is answered at `finalized`.
    const top = (config.commitment ?? 'finalized') === 'finalized' ? finalized : confirmed;
    switch (method) {
      case 'getSlot':
        return { result: top };
      case 'getBlocks': {
        const [start, end] = params as [number, number];
        const last = Math.min(end, top);
        return { result: [...blocks.keys()].filter((s) => s >= start && s <= last).sort((a, b) => a - b) };
      }
      case 'getBlock': {
        const slot = params[0] as number;
        const block = slot <= top ? blocks.get(slot) : undefined;
        if (!block)
          return {
            error: {
              code: -32007,
              message: `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`,
            },
          };
        return { result: present(block, config.transactionDetails ?? 'full') };
      }
      case 'getLatestBlockhash':
        return {
          result: {
            context: { slot: top },
            value: { blockhash: latestBlockhash(), lastValidBlockHeight: height + VALID_BLOCKS },
          },
        };
      case 'getBlockHeight':
        return { result: height };
      case 'sendTransaction': {
        const sent = decodeTransfer(params[0] as string);
        if (!landed.has(sent.signature)) {
          received.set(sent.signature, sent);
          if (rejectNext) {
            rejectNext = false;
            landed.set(sent.signature, { slot: top, err: { InstructionError: [0, { Custom: 1 }] }, finalized: true });
          }
        }
        return { result: sent.signature };
      }
      case 'getSignatureStatuses': {
        const [signatures] = params as [string[]];
        return {
          result: {
            context: { slot: top },
            value: signatures.map((s) => {
              const found = landed.get(s);
              return found
                ? {
                    slot: found.slot,
                    confirmations: found.finalized ? null : 1,
                    err: found.err,
                    status: found.err ? { Err: found.err } : { Ok: null },
                    confirmationStatus: found.finalized ? 'finalized' : 'confirmed',
                  }
                : null;
            }),
          },
        };
      }
      default:
        return { error: { code: -32601, message: 'Method not found' } };
    }
  }

  const server = createServer((req, res) => {
    void bodyOf(req).then((text) => {
      const request = JSON.parse(text) as { id: unknown; method: string; params?: unknown[] };
      calls.push(request.method);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, ...answer(request.method, request.params ?? []) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    calls,
    /** Produces a block at `slot` (slots in between are skipped) with these transfers; confirmed at once. */
    produce(slot: number, transfers: Transfer[] = []) {
      const parent = lastBelow(slot);
      blocks.set(slot, {
        slot,
        blockhash: randomBase58(32),
        previousBlockhash: parent.blockhash,
        parentSlot: parent.slot,
        transfers: transfers.map((t) => ({ ...t, signature: randomBase58(64) })),
      });
      confirmed = Math.max(confirmed, slot);
      return blocks.get(slot)!.transfers.map((t) => t.signature);
    },
    /** Abandons every block above `slot` (a fork the cluster did not finalise). */
    abandonAbove(slot: number) {
      for (const s of [...blocks.keys()]) if (s > slot) blocks.delete(s);
      confirmed = slot;
    },
    finalize(slot: number) {
      finalized = slot;
    },
    /** What the hot wallet sent, by signature. */
    received,
    /** The sent transfer lands in the confirmed slot; `finalize` it, or `fail` it instead. */
    land(signature: string, finalizedNow: boolean) {
      landed.set(signature, { slot: confirmed, err: null, finalized: finalizedNow });
    },
    /** The next transaction sent fails on chain (its fee paid, nothing moved). */
    rejectNextSend() {
      rejectNext = true;
    },
    /** The chain moves on by `blocks` (a sent transaction's blockhash grows old). */
    advanceHeight(blocks: number) {
      height += blocks;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
