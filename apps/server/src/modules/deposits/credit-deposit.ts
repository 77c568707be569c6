/**
 * Credits one pending deposit, exactly once: the row is locked and re-read as pending, the entry
 * (the chain's clearing account pays, the user's wallet receives) is posted, and the row becomes
 * credited, in one transaction. A second caller finds it credited and does nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { cryptoDeposits } from '../../db/schema/index.ts';
import { railClearing, resolveAccounts, wallet } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';

/** The clearing account of a chain's rail: what the chain "owes" is the deposits credited from it. */
export const depositRail = (chain: string) => `chain:${chain}`;

export async function creditDeposit(deps: AppDeps, depositId: string, chain: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ userId: cryptoDeposits.userId, currency: cryptoDeposits.currency })
    .from(cryptoDeposits)
    .where(eq(cryptoDeposits.id, depositId));
  if (!row) return false;
  const [clearing, userWallet] = await resolveAccounts(deps.db, [
    railClearing(depositRail(chain), row.currency),
    wallet(row.userId, row.currency),
  ] as const);
  // The value shown beside the entry in USD; a deposit is credited even when no rate is known.
  const usdRate = await deps.rates.rate(row.currency).then(
    (rate) => rate.usdRate,
    () => null,
  );
  return deps.events.transaction(async (tx, emit) => {
    const [deposit] = await tx
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.id, depositId), eq(cryptoDeposits.status, 'pending')))
      .for('update');
    if (!deposit) return false;
    const at = new Date();
    const entryId = await postEntry(tx, {
      kind: 'top_up',
      refType: 'crypto_deposit',
      refId: deposit.id,
      actorId: deposit.userId,
      usdRate,
      at,
      lines: [
        { account: clearing, amount: -deposit.amount },
        { account: userWallet, amount: deposit.amount },
      ],
    });
    await tx
      .update(cryptoDeposits)
      .set({ status: 'credited', entryId, creditedAt: at })
      .where(eq(cryptoDeposits.id, deposit.id));
    emit({
      type: 'deposit.credited',
      data: {
        depositId: deposit.id,
        userId: deposit.userId,
        currency: deposit.currency,
        amount: deposit.amount.toString(),
      },
    });
    return true;
  });
}
