/**
 * Moves a creator's earnings from pending to available once their hold has passed. Each earnings
 * row is released exactly once: the row is claimed (FOR UPDATE SKIP LOCKED) and marked in the
 * same transaction as its entry, so concurrent workers and re-runs after a crash never double it.
 * A creator who owes the platform (a refund after release took more than was available) pays the
 * debt first, under the creator's earnings lock: only the rest becomes available. A payment an open
 * dispute holds waits until the dispute is won (a lost one reverses it).
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { earnings, ledgerAccounts } from '../db/schema/index.ts';
import { creatorEarningsLock, earningsAvailable, earningsDebt, earningsPending, resolveAccounts } from './accounts.ts';
import { postEntry } from './post-entry.ts';

export const EARNINGS_RELEASE_JOB = 'ledger.release-earnings';

/** Releases up to `limit` due earnings; answers how many moved. */
export async function releaseDueEarnings(deps: AppDeps, now = new Date(), limit = 200): Promise<number> {
  const due = await deps.db
    .select({ id: earnings.id, creatorId: earnings.creatorId })
    .from(earnings)
    .where(
      and(
        isNull(earnings.releasedEntryId),
        isNull(earnings.reversedAt),
        isNull(earnings.disputedBy),
        lte(earnings.availableAt, now),
      ),
    )
    .orderBy(asc(earnings.availableAt))
    .limit(limit);
  let released = 0;
  for (const { id, creatorId } of due) {
    const [pending, available, debt] = await resolveAccounts(deps.db, [
      earningsPending(creatorId),
      earningsAvailable(creatorId),
      earningsDebt(creatorId),
    ] as const);
    const moved = await deps.events.transaction(async (tx, emit) => {
      const [row] = await tx
        .select({ netCents: earnings.netCents })
        .from(earnings)
        .where(
          and(
            eq(earnings.id, id),
            isNull(earnings.releasedEntryId),
            isNull(earnings.reversedAt),
            isNull(earnings.disputedBy),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return false;
      await tx.execute(creatorEarningsLock(creatorId));
      const [owed] = await tx
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, debt.id));
      const payoff = owed && owed.balance < 0n ? (-owed.balance < row.netCents ? -owed.balance : row.netCents) : 0n;
      const entryId = await postEntry(tx, {
        kind: 'release',
        refType: 'earnings',
        refId: id,
        lines: [
          { account: pending, amount: -row.netCents },
          { account: debt, amount: payoff },
          { account: available, amount: row.netCents - payoff },
        ],
      });
      await tx.update(earnings).set({ releasedEntryId: entryId }).where(eq(earnings.id, id));
      emit({ type: 'earnings.released', data: { earningId: id, creatorId, netCents: row.netCents.toString() } });
      return true;
    });
    if (moved) released++;
  }
  return released;
}
