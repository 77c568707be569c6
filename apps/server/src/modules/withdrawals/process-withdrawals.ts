/**
 * The recurring withdrawal sweep (docs/money.md, "Withdrawals"):
 *
 * 1. closes the ones whose code was never given (money back);
 * 2. signs each approved crypto withdrawal with the hot wallet's next nonce (handed out under a row
 *    lock) and keeps the signed bytes and hash with the row, status `broadcast`, in ONE transaction,
 *    and only then sends them: a crash before the send leaves bytes that the next sweep sends, a
 *    crash after it leaves bytes the node already has. Nothing is ever signed twice;
 * 3. follows what was sent: no receipt yet → the same bytes again (harmless); reverted → failed,
 *    money back; mined with enough confirmations → confirmed, the reservation settled.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { hotWalletNonces, withdrawals, type WithdrawalRow } from '../../db/schema/index.ts';
import type { EvmSender } from '../../integrations/chains/evm-sender.ts';
import type { SolanaSender } from '../../integrations/chains/solana-sender.ts';
import { closeWithReturn, expireUnconfirmed, lockWithdrawal, moveTo } from './withdrawal-steps.ts';
import { postSettle, settlementLines, withdrawalAccounts } from './withdrawal-ledger.ts';
import type { WatchLogger } from '../deposits/watch-chain.ts';

export const WITHDRAWALS_JOB = 'withdrawals.process';
const BATCH = 20;

async function signAndKeep(deps: AppDeps, sender: EvmSender, candidate: WithdrawalRow): Promise<WithdrawalRow | null> {
  const chainNonce = await sender.pendingNonce();
  await deps.db
    .insert(hotWalletNonces)
    .values({ chain: sender.chain, address: sender.address, nextNonce: chainNonce })
    .onConflictDoNothing();
  return deps.events.transaction(async (tx, emit) => {
    const row = await lockWithdrawal(tx, candidate.id);
    if (row?.status !== 'approved') return null;
    const [slot] = await tx
      .select({ next: hotWalletNonces.nextNonce })
      .from(hotWalletNonces)
      .where(and(eq(hotWalletNonces.chain, sender.chain), eq(hotWalletNonces.address, sender.address)))
      .for('update');
    // The chain may know later nonces than we do (the wallet used elsewhere): never reuse one.
    const nonce = Math.max(slot!.next, chainNonce);
    await tx
      .update(hotWalletNonces)
      .set({ nextNonce: nonce + 1 })
      .where(and(eq(hotWalletNonces.chain, sender.chain), eq(hotWalletNonces.address, sender.address)));
    const usdt = deps.config.evm?.usdtContract ?? null;
    const signed = await sender.sign({
      to: row.toAddress as `0x${string}`,
      amount: row.sendAmount,
      token: row.currency === 'USDT' ? usdt : null,
      nonce,
    });
    return moveTo(tx, emit, row, 'broadcast', { nonce, rawTx: signed.rawTx, txHash: signed.txHash });
  });
}

async function follow(
  deps: AppDeps,
  sender: EvmSender,
  row: WithdrawalRow,
  head: bigint,
): Promise<'settled' | 'failed' | 'waiting'> {
  const receipt = await sender.receipt(row.txHash as `0x${string}`);
  if (!receipt) {
    await sender.broadcast(row.rawTx as `0x${string}`);
    return 'waiting';
  }
  const needed = BigInt(deps.config.evm?.confirmations ?? 1);
  const deep = head - receipt.blockNumber + 1n >= needed;
  if (receipt.status === 'success' && !deep) {
    if (row.blockNumber !== receipt.blockNumber)
      await deps.db.update(withdrawals).set({ blockNumber: receipt.blockNumber }).where(eq(withdrawals.id, row.id));
    return 'waiting';
  }
  return settleOrReturn(deps, row, receipt.status === 'success' ? null : 'reverted', receipt.blockNumber);
}

/** Solana: sign with a fresh blockhash and keep the bytes (and until when they can land) first. */
async function signSolana(
  deps: AppDeps,
  sender: SolanaSender,
  candidate: WithdrawalRow,
): Promise<WithdrawalRow | null> {
  const signed = await sender.sign({ to: candidate.toAddress!, lamports: candidate.sendAmount });
  return deps.events.transaction(async (tx, emit) => {
    const row = await lockWithdrawal(tx, candidate.id);
    // Another sweep got there first: these bytes are dropped unsent, so they can never land.
    if (row?.status !== 'approved') return null;
    return moveTo(tx, emit, row, 'broadcast', {
      rawTx: signed.rawTx,
      txHash: signed.txHash,
      validUntil: signed.validUntil,
    });
  });
}

async function followSolana(
  deps: AppDeps,
  sender: SolanaSender,
  row: WithdrawalRow,
): Promise<'settled' | 'failed' | 'waiting'> {
  const status = await sender.status(row.txHash!);
  if (status && status.status === 'success' && !status.finalized) return 'waiting';
  let outcome: { failed: string | null; slot: bigint | null };
  if (status) outcome = { failed: status.status === 'reverted' ? 'reverted' : null, slot: status.slot };
  else if ((await sender.blockHeight()) > row.validUntil!) outcome = { failed: 'expired', slot: null };
  else {
    await sender.broadcast(row.rawTx!);
    return 'waiting';
  }
  return settleOrReturn(deps, row, outcome.failed, outcome.slot);
}

/** Closes a sent withdrawal: settled when it went out, its money back when it did not (`failed` says why). */
async function settleOrReturn(
  deps: AppDeps,
  row: WithdrawalRow,
  failed: string | null,
  blockNumber: bigint | null,
): Promise<'settled' | 'failed' | 'waiting'> {
  const lines = failed === null ? await settlementLines(deps.db, row) : null;
  if (!lines) await withdrawalAccounts(deps.db, row);
  return deps.events.transaction(async (tx, emit) => {
    const locked = await lockWithdrawal(tx, row.id);
    if (locked?.status !== 'broadcast') return 'waiting';
    if (!lines) {
      await closeWithReturn(deps, tx, emit, locked, 'failed', { blockNumber, failureReason: failed });
      return 'failed';
    }
    const settleEntryId = await postSettle(tx, locked, lines);
    await moveTo(tx, emit, locked, 'confirmed', { settleEntryId, blockNumber, completedAt: new Date() });
    return 'settled';
  });
}

export type ProcessResult = { expired: number; sent: number; settled: number; failed: number };

export async function processWithdrawals(deps: AppDeps, log: WatchLogger): Promise<ProcessResult> {
  const result: ProcessResult = { expired: await expireUnconfirmed(deps), sent: 0, settled: 0, failed: 0 };
  if (deps.solanaSender) await processSolana(deps, deps.solanaSender, log, result);
  const sender = deps.evmSender;
  if (!sender) return result;

  const approved = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'approved'), eq(withdrawals.network, 'ethereum')))
    .orderBy(asc(withdrawals.createdAt))
    .limit(BATCH);
  for (const candidate of approved) {
    try {
      const signed = await signAndKeep(deps, sender, candidate);
      if (!signed) continue;
      await sender.broadcast(signed.rawTx as `0x${string}`);
      result.sent++;
    } catch (err) {
      // Kept bytes go out with the next sweep; a withdrawal that could not be signed stays approved.
      log.error({ err, withdrawalId: candidate.id }, 'withdrawal not sent yet');
    }
  }

  const sent = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'broadcast'), eq(withdrawals.network, 'ethereum')))
    .orderBy(asc(withdrawals.nonce))
    .limit(BATCH * 5);
  if (sent.length === 0) return result;
  const head = await sender.head();
  for (const row of sent) {
    try {
      const outcome = await follow(deps, sender, row, head);
      if (outcome === 'settled') result.settled++;
      if (outcome === 'failed') result.failed++;
    } catch (err) {
      log.error({ err, withdrawalId: row.id }, 'withdrawal not followed up');
    }
  }
  return result;
}

async function processSolana(deps: AppDeps, sender: SolanaSender, log: WatchLogger, result: ProcessResult) {
  const ofStatus = (status: 'approved' | 'broadcast') =>
    deps.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.status, status), eq(withdrawals.network, 'solana')))
      .orderBy(asc(withdrawals.createdAt))
      .limit(BATCH);
  for (const candidate of await ofStatus('approved')) {
    try {
      const signed = await signSolana(deps, sender, candidate);
      if (!signed) continue;
      await sender.broadcast(signed.rawTx!);
      result.sent++;
    } catch (err) {
      log.error({ err, withdrawalId: candidate.id }, 'withdrawal not sent yet');
    }
  }
  for (const row of await ofStatus('broadcast')) {
    try {
      const outcome = await followSolana(deps, sender, row);
      if (outcome === 'settled') result.settled++;
      if (outcome === 'failed') result.failed++;
    } catch (err) {
      log.error({ err, withdrawalId: row.id }, 'withdrawal not followed up');
    }
  }
}
