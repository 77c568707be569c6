/**
 * An admin refunds a fan's payment (a purchase, a tip or a subscription period) while the
 * creator's share is still pending: the entry is reversed line by line (the fan gets back exactly
 * what left their wallet, in that currency), the earnings row is marked reversed so it is never
 * released, and a refunded purchase loses its entitlement. Once released, the money is the
 * creator's: REFUND_NOT_POSSIBLE (disputes come with part 2).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { earnings, entitlements, journalEntries, ledgerAccounts, postings, purchases } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { postEntry } from '../../ledger/post-entry.ts';

const REFUNDABLE = new Set(['purchase', 'tip', 'subscription', 'renewal']);

export async function refundPayment(
  deps: AppDeps,
  adminId: string,
  entryId: string,
  reason: string | undefined,
): Promise<{ refundId: string }> {
  const { refundId, payerId } = await deps.db.transaction(async (tx) => {
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
      actorId: adminId,
      usdRate: entry.usdRate,
      memo: reason ?? null,
      lines: lines.map(({ amount, ...account }) => ({ account: account, amount: -amount })),
    });
    await tx.update(journalEntries).set({ reversedBy: refundId }).where(eq(journalEntries.id, entryId));
    await tx.update(earnings).set({ reversedAt: new Date() }).where(eq(earnings.id, earning.id));
    if (entry.kind === 'purchase') {
      const [purchase] = await tx
        .update(purchases)
        .set({ refundedAt: new Date() })
        .where(eq(purchases.entryId, entryId))
        .returning();
      if (purchase)
        await tx
          .delete(entitlements)
          .where(and(eq(entitlements.userId, purchase.buyerId), eq(entitlements.postId, purchase.postId)));
    }
    return { refundId, payerId: entry.actorId };
  });
  // A refunded purchase locks the post again, on the fan's home feed too.
  if (payerId) deps.feedCache.forget(payerId);
  return { refundId };
}
