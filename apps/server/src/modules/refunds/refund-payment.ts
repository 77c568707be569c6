/**
 * An admin refunds a fan's payment (a purchase, a tip or a subscription period), before or after
 * the creator's share was released (docs/money.md, "Refund"): the ledger reverses the entry, and a
 * refunded purchase loses its entitlement, in one transaction.
 */
import type { AppDeps } from '../../deps.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { creatorAccountsOf, reverseCharge } from '../../ledger/refund.ts';
import { revokePurchase } from '../purchases/purchases-repo.ts';
import { presentRefund, type TRefundResult } from './present-refund.ts';

export async function refundPayment(
  deps: AppDeps,
  caller: Caller,
  body: { transactionId: string; reason?: string },
): Promise<TRefundResult> {
  assertPermission(caller.user, 'money.manage');
  const creator = await creatorAccountsOf(deps.db, body.transactionId);
  const reversal = await deps.events.transaction(async (tx, emit) => {
    const reversed = await reverseCharge(tx, {
      entryId: body.transactionId,
      actorId: caller.user.id,
      memo: body.reason ?? null,
      creator,
    });
    if (reversed.kind === 'purchase') await revokePurchase(tx, body.transactionId);
    await recordAdminAction(
      tx,
      caller,
      'payment.refund',
      { type: 'ledger_entry', id: body.transactionId },
      body.reason,
    );
    emit({
      type: 'payment.refunded',
      data: { entryId: body.transactionId, refundId: reversed.refundId, payerId: reversed.payerId },
    });
    return reversed;
  });
  return presentRefund(reversal);
}
