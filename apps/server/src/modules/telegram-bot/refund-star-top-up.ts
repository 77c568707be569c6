/**
 * An admin sends a paid Stars top-up back to the Telegram user who paid it (refundStarPayment):
 * the Stars leave the wallet (never below zero: a fan who spent them cannot be refunded) and the
 * top-up is marked refunded, in one transaction that Telegram's answer completes. A second refund
 * finds it refunded. Telegram's "already refunded" (a refund made elsewhere) still debits once.
 */
import type { TStarTopUp } from '@fanlane/contracts/telegram-bot';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isChargeAlreadyRefunded } from '../../integrations/telegram/telegram-bot.ts';
import { railClearing, resolveAccounts, wallet } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { STARS_RAIL } from './credit-star-payment.ts';
import { presentStarTopUp } from './present.ts';
import { findStarPayment, lockPaidStarPayment, markStarPaymentRefunded } from './star-payments-repo.ts';

export async function refundStarTopUp(deps: AppDeps, caller: Caller, id: string): Promise<TStarTopUp> {
  assertPermission(caller.user, 'money.manage');
  const telegram = deps.telegramBot;
  if (!telegram) throw appError('STARS_NOT_CONFIGURED');
  const found = await findStarPayment(deps.db, id);
  if (!found) throw appError('NOT_FOUND');
  const [fanWallet, clearing] = await resolveAccounts(deps.db, [
    wallet(found.userId, 'STARS'),
    railClearing(STARS_RAIL, 'STARS'),
  ] as const);
  const refunded = await deps.events.transaction(async (tx, emit) => {
    const paid = await lockPaidStarPayment(tx, id);
    if (!paid?.telegramPaymentChargeId || !paid.payerTelegramUserId) throw appError('REFUND_NOT_POSSIBLE');
    const refundedAt = new Date();
    const refundEntryId = await postEntry(tx, {
      kind: 'refund',
      refType: 'telegram_stars',
      refId: paid.id,
      actorId: caller.user.id,
      at: refundedAt,
      lines: [
        { account: fanWallet, amount: -paid.stars },
        { account: clearing, amount: paid.stars },
      ],
    });
    const row = await markStarPaymentRefunded(tx, paid.id, { refundEntryId, refundedAt });
    await recordAdminAction(tx, caller, 'stars.refund', { type: 'star_top_up', id: paid.id });
    // Last, so that a refusal (or no answer) rolls the debit back.
    try {
      await telegram.bot.api.refundStarPayment(paid.payerTelegramUserId, paid.telegramPaymentChargeId);
    } catch (err) {
      if (!isChargeAlreadyRefunded(err)) {
        deps.log.warn({ err, starTopUpId: paid.id }, 'telegram refundStarPayment failed');
        throw appError('PROVIDER_UNAVAILABLE');
      }
    }
    emit({
      type: 'payment.refunded',
      data: { entryId: paid.entryId ?? refundEntryId, refundId: refundEntryId, payerId: paid.userId },
    });
    return row;
  });
  return presentStarTopUp(refunded);
}
