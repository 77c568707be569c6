/**
 * Reverses a fan's payment (a purchase, a tip or a subscription period): the entry is negated line
 * by line, so the fan gets back exactly what left their wallet, in that currency; the entry is
 * marked reversed, and its earnings row too, so it is never released. When the creator's share was
 * already released, it is taken from their available earnings instead of the pending ones, and what
 * they no longer have becomes a debt (`earnings_debt`, never the fan's loss) that their next
 * releases pay first (earnings-release.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CREATOR_PAYMENT_KINDS, type TTransactionKind } from '@fanlane/contracts/money';
import type { Database, Tx } from '../db/client.ts';
import { earnings, journalEntries, ledgerAccounts } from '../db/schema/index.ts';
import { appError } from '../http/app-error.ts';
import { postEntry, postedLines, type Line } from './post-entry.ts';
import { creatorEarningsLock, earningsAvailable, earningsDebt, resolveAccounts, type Account } from './accounts.ts';

export type CreatorAccounts = { available: Account; debt: Account };

/** The creator accounts a refund after release touches, resolved before its transaction opens. */
export async function creatorAccountsOf(db: Database, entryId: string): Promise<CreatorAccounts | null> {
  const [earning] = await db
    .select({ creatorId: earnings.creatorId })
    .from(earnings)
    .where(eq(earnings.entryId, entryId));
  if (!earning) return null;
  const [available, debt] = await resolveAccounts(db, [
    earningsAvailable(earning.creatorId),
    earningsDebt(earning.creatorId),
  ] as const);
  return { available, debt };
}

const REFUNDABLE: ReadonlySet<TTransactionKind> = new Set(CREATOR_PAYMENT_KINDS);

export type Reversal = { refundId: string; kind: TTransactionKind; payerId: string | null };

/** Inside the caller's transaction; locks the entry and its earnings row first. */
export async function reverseCharge(
  tx: Tx,
  input: { entryId: string; actorId: string; memo: string | null; creator: CreatorAccounts | null },
): Promise<Reversal> {
  const { entryId } = input;
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId)).for('update');
  if (!entry) throw appError('NOT_FOUND');
  if (!REFUNDABLE.has(entry.kind) || entry.reversedBy) throw appError('REFUND_NOT_POSSIBLE');
  const [earning] = await tx
    .select()
    .from(earnings)
    .where(and(eq(earnings.entryId, entryId), isNull(earnings.reversedAt)))
    .for('update');
  if (!earning) throw appError('REFUND_NOT_POSSIBLE');
  // A dispute holds it: the dispute decides (a lost dispute refunds it).
  if (earning.disputedBy) throw appError('DISPUTE_EXISTS', { data: { disputeId: earning.disputedBy } });
  const lines = await postedLines(tx, [entryId]);
  let reversed: Line[] = lines.map(({ account, amount }) => ({ account, amount: -amount }));
  if (earning.releasedEntryId) {
    const creator = input.creator;
    if (!creator) throw appError('REFUND_NOT_POSSIBLE');
    await tx.execute(creatorEarningsLock(earning.creatorId));
    const [held] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, creator.available.id));
    const have = held?.balance ?? 0n;
    const take = have < earning.netCents ? have : earning.netCents;
    reversed = [
      ...reversed.filter((line) => line.account.kind !== 'earnings_pending'),
      { account: creator.available, amount: -take },
      { account: creator.debt, amount: -(earning.netCents - take) },
    ];
  }
  const refundId = await postEntry(tx, {
    kind: 'refund',
    refType: 'journal_entry',
    refId: entryId,
    actorId: input.actorId,
    usdRate: entry.usdRate,
    memo: input.memo,
    lines: reversed,
  });
  await tx.update(journalEntries).set({ reversedBy: refundId }).where(eq(journalEntries.id, entryId));
  await tx.update(earnings).set({ reversedAt: new Date() }).where(eq(earnings.id, earning.id));
  return { refundId, kind: entry.kind, payerId: entry.actorId };
}
