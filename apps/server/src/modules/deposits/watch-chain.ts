/**
 * One pass of a chain watcher (docs/money.md, "Crypto deposits"):
 *
 * 1. The cursor's block must still be on the node's chain (same hash). If not, a reorganisation
 *    happened: walk back over the kept block hashes to the last one the node still has, drop the
 *    pending deposits above it, flag credited ones (the operator is alerted) and move the cursor back.
 * 2. Read the next blocks (at most `maxBlocks`), check they chain onto the cursor, and record every
 *    transfer to a deposit address as pending, together with the blocks' hashes and the new cursor,
 *    in one transaction that first re-reads the cursor under a row lock: a pass that raced another
 *    one, or a restart in the middle, writes nothing twice and skips nothing.
 * 3. Credit the pending deposits that have enough confirmations (credit-deposit.ts), each once.
 */
import { and, asc, desc, eq, gt, inArray, lte, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { chainBlocks, chainCursors, cryptoDeposits, depositAddresses } from '../../db/schema/index.ts';
import { userIdsByAddresses } from '../users/users-repo.ts';
import type { ChainSource, ScannedBlock, SeenTransfer } from '../../integrations/chains/chain-source.ts';
import { creditDeposit } from './credit-deposit.ts';

/** Block hashes kept below the cursor: how deep a reorganisation can be and still be followed. */
export const KEPT_BLOCKS = 256n;

export type WatchLogger = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
export type WatchResult = { scannedTo: bigint | null; recorded: number; credited: number; rewoundTo: bigint | null };

type Cursor = { blockNumber: bigint; blockHash: string };

export class DeepReorgError extends Error {}

async function readCursor(deps: AppDeps, chain: string): Promise<Cursor | null> {
  const [row] = await deps.db
    .select({ blockNumber: chainCursors.blockNumber, blockHash: chainCursors.blockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chain, chain));
  return row ?? null;
}

/** The cursor on a new database: just below the configured start block, or the chain's head. */
async function startCursor(deps: AppDeps, source: ChainSource): Promise<Cursor> {
  const start = source.startBlock ?? (await source.head());
  const below = start - 1n;
  const hash = below >= 0n ? await source.blockHash(below) : '';
  await deps.db
    .insert(chainCursors)
    .values({ chain: source.chain, blockNumber: below, blockHash: hash ?? '' })
    .onConflictDoNothing();
  return (await readCursor(deps, source.chain))!;
}

/** Locks the cursor row; false when another pass moved it since `seen` was read. */
async function lockCursor(tx: Tx, chain: string, seen: Cursor): Promise<boolean> {
  const [row] = await tx
    .select({ blockNumber: chainCursors.blockNumber, blockHash: chainCursors.blockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chain, chain))
    .for('update');
  return row?.blockNumber === seen.blockNumber && row.blockHash === seen.blockHash;
}

/** The owners of these receiving addresses: EVM addresses are the users' own, Solana's are kept apart. */
async function ownersOf(deps: AppDeps, source: ChainSource, addresses: string[]): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map();
  if (source.network === 'ethereum') return userIdsByAddresses(deps.db, addresses);
  const rows = await deps.db
    .select({ userId: depositAddresses.userId, address: depositAddresses.address })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.network, source.network), inArray(depositAddresses.address, addresses)));
  return new Map(rows.map((r) => [r.address, r.userId]));
}

/** The last kept block that the node still has, after the cursor's hash stopped matching. */
async function forkPoint(deps: AppDeps, source: ChainSource, below: bigint): Promise<Cursor> {
  const kept = await deps.db
    .select({ blockNumber: chainBlocks.blockNumber, blockHash: chainBlocks.blockHash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.chain, source.chain), lt(chainBlocks.blockNumber, below)))
    .orderBy(desc(chainBlocks.blockNumber));
  for (const block of kept) {
    if ((await source.blockHash(block.blockNumber)) === block.blockHash) return block;
  }
  throw new DeepReorgError(`${source.chain}: no kept block below ${below} is on the node's chain any more`);
}

async function rewind(deps: AppDeps, source: ChainSource, cursor: Cursor, log: WatchLogger): Promise<bigint | null> {
  const fork = await forkPoint(deps, source, cursor.blockNumber);
  const above = and(eq(cryptoDeposits.chain, source.chain), gt(cryptoDeposits.blockNumber, fork.blockNumber));
  const orphaned = await deps.db.transaction(async (tx) => {
    if (!(await lockCursor(tx, source.chain, cursor))) return null;
    await tx
      .update(cryptoDeposits)
      .set({ status: 'dropped' })
      .where(and(above, eq(cryptoDeposits.status, 'pending')));
    const flagged = await tx
      .update(cryptoDeposits)
      .set({ orphanedAt: new Date() })
      .where(and(above, eq(cryptoDeposits.status, 'credited'), sql`${cryptoDeposits.orphanedAt} is null`))
      .returning({ id: cryptoDeposits.id });
    await tx
      .delete(chainBlocks)
      .where(and(eq(chainBlocks.chain, source.chain), gt(chainBlocks.blockNumber, fork.blockNumber)));
    await tx
      .update(chainCursors)
      .set({ blockNumber: fork.blockNumber, blockHash: fork.blockHash, updatedAt: new Date() })
      .where(eq(chainCursors.chain, source.chain));
    return flagged;
  });
  if (orphaned === null) return null;
  log.warn(
    { chain: source.chain, from: cursor.blockNumber, to: fork.blockNumber },
    'chain reorganised: cursor moved back',
  );
  if (orphaned.length > 0)
    log.error(
      { chain: source.chain, deposits: orphaned.map((d) => d.id) },
      'credited deposits left the chain: check them by hand (docs/money.md, "Reorganisations")',
    );
  return fork.blockNumber;
}

/** True when `blocks` follow each other and the first one follows the cursor. */
function chainsOn(cursor: Cursor, blocks: ScannedBlock[]): boolean {
  let parent = cursor.blockHash;
  for (const block of blocks) {
    if (parent !== '' && block.parentHash !== parent) return false;
    parent = block.hash;
  }
  return true;
}

async function record(
  deps: AppDeps,
  source: ChainSource,
  cursor: Cursor,
  blocks: ScannedBlock[],
  transfers: { transfer: SeenTransfer; userId: string }[],
): Promise<number> {
  const tip = blocks[blocks.length - 1]!;
  const minimums = deps.config.depositMin;
  return deps.events.transaction(async (tx, emit) => {
    if (!(await lockCursor(tx, source.chain, cursor))) return 0;
    let recorded = 0;
    if (transfers.length > 0) {
      const rows = await tx
        .insert(cryptoDeposits)
        .values(
          transfers.map(({ transfer: t, userId }) => ({
            chain: source.chain,
            txHash: t.txHash,
            logIndex: t.logIndex,
            blockNumber: t.blockNumber,
            blockHash: t.blockHash,
            userId,
            currency: t.currency,
            amount: t.amount,
            fromAddress: t.from,
            toAddress: t.to,
            status: t.amount < minimums[t.currency] ? ('below_minimum' as const) : ('pending' as const),
            confirmationsNeeded: source.confirmations,
          })),
        )
        .onConflictDoUpdate({
          // The same transfer mined again after a reorganisation: it lives in its new block.
          target: [cryptoDeposits.chain, cryptoDeposits.txHash, cryptoDeposits.logIndex],
          set: {
            blockNumber: sql`excluded.block_number`,
            blockHash: sql`excluded.block_hash`,
            orphanedAt: null,
            status: sql`case when ${cryptoDeposits.status} = 'dropped' then excluded.status else ${cryptoDeposits.status} end`,
          },
        })
        .returning({
          id: cryptoDeposits.id,
          userId: cryptoDeposits.userId,
          currency: cryptoDeposits.currency,
          amount: cryptoDeposits.amount,
          status: cryptoDeposits.status,
        });
      for (const row of rows) {
        if (row.status !== 'pending') continue;
        recorded++;
        emit({
          type: 'deposit.seen',
          data: { depositId: row.id, userId: row.userId, currency: row.currency, amount: row.amount.toString() },
        });
      }
    }
    await tx
      .insert(chainBlocks)
      .values(blocks.map((b) => ({ chain: source.chain, blockNumber: b.number, blockHash: b.hash })))
      .onConflictDoUpdate({
        target: [chainBlocks.chain, chainBlocks.blockNumber],
        set: { blockHash: sql`excluded.block_hash` },
      });
    await tx
      .delete(chainBlocks)
      .where(and(eq(chainBlocks.chain, source.chain), lt(chainBlocks.blockNumber, tip.number - KEPT_BLOCKS)));
    await tx
      .update(chainCursors)
      .set({ blockNumber: tip.number, blockHash: tip.hash, updatedAt: new Date() })
      .where(eq(chainCursors.chain, source.chain));
    return recorded;
  });
}

/** Credits every pending deposit deep enough below the verified tip; answers how many. */
export async function creditConfirmed(deps: AppDeps, source: ChainSource, tip: bigint): Promise<number> {
  const upTo = await source.creditableUpTo(tip);
  let credited = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: cryptoDeposits.id })
      .from(cryptoDeposits)
      .where(
        and(
          eq(cryptoDeposits.chain, source.chain),
          eq(cryptoDeposits.status, 'pending'),
          lte(cryptoDeposits.blockNumber, upTo),
        ),
      )
      .orderBy(asc(cryptoDeposits.blockNumber))
      .limit(200);
    for (const { id } of due) if (await creditDeposit(deps, id, source.chain)) credited++;
    if (due.length < 200) return credited;
  }
}

export type WatchOptions = { maxBlocks?: bigint; log: WatchLogger };

/** One pass; run it again until `scannedTo` reaches the head to catch up. */
export async function watchChain(deps: AppDeps, source: ChainSource, options: WatchOptions): Promise<WatchResult> {
  const maxBlocks = options.maxBlocks ?? 500n;
  const cursor = (await readCursor(deps, source.chain)) ?? (await startCursor(deps, source));
  // An empty hash: the cursor sits below the first block read, on a block the chain does not have
  // (before genesis, or a skipped Solana slot); the first blocks read need not chain onto it.
  if (cursor.blockHash !== '' && (await source.blockHash(cursor.blockNumber)) !== cursor.blockHash) {
    const rewoundTo = await rewind(deps, source, cursor, options.log);
    return { scannedTo: null, recorded: 0, credited: 0, rewoundTo };
  }
  const head = await source.head();
  let scannedTo: bigint | null = null;
  let recorded = 0;
  let tip = cursor.blockNumber;
  if (head > cursor.blockNumber) {
    const to = head < cursor.blockNumber + maxBlocks ? head : cursor.blockNumber + maxBlocks;
    const owners = new Map<string, string>();
    const { blocks, transfers } = await source.scan(cursor.blockNumber + 1n, to, async (addresses) => {
      for (const [address, userId] of await ownersOf(deps, source, addresses)) owners.set(address, userId);
      return new Set(addresses.filter((a) => owners.has(a)));
    });
    // A block that does not chain on means the node reorganised meanwhile: the next pass rewinds.
    if (blocks.length > 0 && chainsOn(cursor, blocks)) {
      const ours = transfers.flatMap((transfer) => {
        const userId = owners.get(transfer.to);
        return userId ? [{ transfer, userId }] : [];
      });
      recorded = await record(deps, source, cursor, blocks, ours);
      tip = blocks[blocks.length - 1]!.number;
      scannedTo = tip;
    }
  }
  const credited = await creditConfirmed(deps, source, tip);
  return { scannedTo, recorded, credited, rewoundTo: null };
}
