/**
 * A fan disputes one of their payments to a creator (from `/transaction/:id`): within
 * FAN_DISPUTE_WINDOW_DAYS, once per payment, never a refunded one. The creator's share is held
 * until an admin decides; the creator and the admin add their evidence meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { FAN_DISPUTE_WINDOW_DAYS, type TOpenDisputeRequest } from '@fanlane/contracts/dispute';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { disputeAccounts, holdDispute, paymentOfFan } from '../../ledger/dispute-ledger.ts';
import type { Caller } from '../auth/guards.ts';
import { insertDispute, insertHeldPayments, updateDispute } from './disputes-repo.ts';

const WINDOW_MS = FAN_DISPUTE_WINDOW_DAYS * 86_400_000;

/** Opens the dispute and answers its id. */
export async function openFanDispute(
  deps: AppDeps,
  caller: Caller,
  body: Required<Pick<TOpenDisputeRequest, 'transactionId' | 'reason' | 'message'>>,
): Promise<string> {
  const fanId = caller.user.id;
  const payment = await paymentOfFan(deps.db, fanId, body.transactionId);
  if (!payment) throw appError('NOT_FOUND');
  if (payment.reversed) throw appError('DISPUTE_NOT_POSSIBLE');
  if (payment.disputedBy) throw appError('DISPUTE_EXISTS', { data: { disputeId: payment.disputedBy } });
  if (payment.createdAt.getTime() < Date.now() - WINDOW_MS) throw appError('DISPUTE_NOT_POSSIBLE');
  const id = randomUUID();
  const accounts = await disputeAccounts(deps.db, id, [payment.creatorId]);
  return deps.events.transaction(async (tx, emit) => {
    await insertDispute(tx, {
      id,
      source: 'fan',
      reason: body.reason,
      fanId,
      amountCents: payment.grossCents,
      message: body.message,
    });
    const hold = await holdDispute(tx, { disputeId: id, fanId, chargeback: null, payments: [payment], accounts });
    // Refunded or disputed since it was read: nothing to hold, and nothing is written.
    if (hold.held.length === 0) throw appError('DISPUTE_NOT_POSSIBLE');
    await insertHeldPayments(tx, id, hold.held);
    await updateDispute(tx, id, { holdEntryId: hold.entryId });
    emit({
      type: 'dispute.opened',
      data: {
        disputeId: id,
        source: 'fan',
        fanId,
        creatorIds: [payment.creatorId],
        amountCents: payment.grossCents.toString(),
      },
    });
    return id;
  });
}
