/** A user's crypto deposits: the list (the deposit page and /topUp/transactions) and one (its status). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { olderThan } from '../../db/keyset.ts';
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { TCryptoDeposit } from '@fanlane/contracts/deposit';
import type { AppDeps } from '../../deps.ts';
import { chainCursors, cryptoDeposits, type CryptoDepositRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';

async function present(deps: AppDeps, rows: CryptoDepositRow[]): Promise<TCryptoDeposit[]> {
  const chains = [...new Set(rows.map((r) => r.chain))];
  const tips = new Map(
    chains.length === 0
      ? []
      : (
          await deps.db
            .select({ chain: chainCursors.chain, blockNumber: chainCursors.blockNumber })
            .from(chainCursors)
            .where(inArray(chainCursors.chain, chains))
        ).map((c) => [c.chain, c.blockNumber]),
  );
  return rows.map((row) => {
    const tip = tips.get(row.chain) ?? row.blockNumber - 1n;
    const seen = tip >= row.blockNumber ? Number(tip - row.blockNumber + 1n) : 0;
    const source = deps.chains.find((c) => c.chain === row.chain);
    return {
      id: row.id,
      currency: row.currency,
      network: row.chain.startsWith('evm:') ? 'ethereum' : 'solana',
      amount: row.amount.toString(),
      status: row.status,
      txHash: row.txHash,
      fromAddress: row.fromAddress,
      blockNumber: row.blockNumber.toString(),
      confirmations: row.status === 'credited' ? row.confirmationsNeeded : Math.min(seen, row.confirmationsNeeded),
      confirmationsNeeded: row.confirmationsNeeded,
      explorerUrl: source?.explorerTxUrl(row.txHash) ?? null,
      transactionId: row.entryId,
      createdAt: row.createdAt.toISOString(),
      creditedAt: row.creditedAt?.toISOString() ?? null,
    };
  });
}

export async function listDeposits(
  deps: AppDeps,
  caller: Caller,
  query: TCursorRequest,
): Promise<TPage<TCryptoDeposit>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const cursor = decodeCursor(query.cursor);
  const before = olderThan(cryptoDeposits.createdAt, cryptoDeposits.id, cursor);
  const rows = await deps.db
    .select()
    .from(cryptoDeposits)
    .where(and(eq(cryptoDeposits.userId, caller.user.id), before))
    .orderBy(desc(cryptoDeposits.createdAt), desc(cryptoDeposits.id))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (kept) => present(deps, kept),
  );
}

/** Someone else's deposit is NOT_FOUND, like one that does not exist. */
export async function getDeposit(deps: AppDeps, caller: Caller, id: string): Promise<TCryptoDeposit> {
  const [row] = await deps.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.id, id));
  if (!row || row.userId !== caller.user.id) throw appError('NOT_FOUND');
  return (await present(deps, [row]))[0]!;
}
