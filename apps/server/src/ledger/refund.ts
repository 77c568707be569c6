/**
 * Reverses a fan's payment (a purchase, a tip or a subscription period) while the creator's share is
 * still pending: the entry is negated line by line, so the fan gets back exactly what left their
 * wallet, in that currency; the entry is marked reversed, and its earnings row too, so it is never
 * released. Once released, the money is the creator's: REFUND_NOT_POSSIBLE (disputes come with part 2).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { TTransactionKind } from '@fanlane/contracts/money';
import type { Tx } from '../db/client.ts';
import { earnings, journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import { appError } from '../http/app-error.ts';
import { postEntry } from './post-entry.ts';

const REFUNDABLE: ReadonlySet<TTransactionKind> = new Set(['purchase', 'tip', 'subscription', 'renewal']);

export type Reversal = { refundId: string; kind: TTransactionKind; payerId: string | null };

/** Inside the caller's transaction; locks the entry and its earnings row first. */
export async function reverseCharge(
  tx: Tx,
  input: { entryId: string; actorId: string; memo: string | null },
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
  if (!earning || earning.releasedEntryId) throw appError('REFUND_NOT_POSSIBLE');
  const lines = await tx
    .select({
      amount: postings.amount,
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      ownerId: ledgerAccounts.ownerId,
      rail: ledgerAccounts.rail,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(postings.entryId, entryId));
  const refundId = await postEntry(tx, {
    kind: 'refund',
    refType: 'journal_entry',
    refId: entryId,
    actorId: input.actorId,
    usdRate: entry.usdRate,
    memo: input.memo,
    lines: lines.map(({ amount, ...account }) => ({ account, amount: -amount })),
  });
  await tx.update(journalEntries).set({ reversedBy: refundId }).where(eq(journalEntries.id, entryId));
  await tx.update(earnings).set({ reversedAt: new Date() }).where(eq(earnings.id, earning.id));
  return { refundId, kind: entry.kind, payerId: entry.actorId };
}
