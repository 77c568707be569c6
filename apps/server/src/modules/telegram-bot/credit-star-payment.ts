/**
 * Telegram took the Stars (message.successful_payment): the wallet gets them exactly once, in one
 * transaction with the top-up's settlement. A delivery of the same payment again, or two at once,
 * finds its charge id recorded (a unique column) or the top-up no longer pending, and credits
 * nothing. An invoice link can be paid more than once: a second real payment (another charge id)
 * of a paid invoice gets its own settled row and is credited too, so every Star Telegram took lands.
 */
import type { AppDeps } from '../../deps.ts';
import type { TelegramStarPaymentRow } from '../../db/schema/index.ts';
import { railClearing, resolveAccounts, wallet } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import {
  chargeRecorded,
  findStarPayment,
  insertExtraPayment,
  setStarPaymentEntry,
  settlePendingStarPayment,
} from './star-payments-repo.ts';

/** The rail's clearing account: what Telegram "owes" is the Stars credited from it. */
export const STARS_RAIL = 'telegram_stars';

export type StarsPaid = {
  /** The invoice's payload: our top-up id. */
  payload: string;
  currency: string;
  totalAmount: number;
  chargeId: string;
  payerTelegramUserId: number;
};

/** The credited top-up, or null when there was nothing to credit (a repeat, not ours, not Stars). */
export async function creditStarPayment(deps: AppDeps, paid: StarsPaid): Promise<TelegramStarPaymentRow | null> {
  if (paid.currency !== 'XTR' || !Number.isSafeInteger(paid.totalAmount) || paid.totalAmount <= 0) return null;
  const invoice = await findStarPayment(deps.db, paid.payload);
  if (!invoice) {
    deps.log.warn({ payload: paid.payload, chargeId: paid.chargeId }, 'telegram payment for an unknown invoice');
    return null;
  }
  const [clearing, fanWallet] = await resolveAccounts(deps.db, [
    railClearing(STARS_RAIL, 'STARS'),
    wallet(invoice.userId, 'STARS'),
  ] as const);
  // The value shown beside the entry in USD; Stars are credited even when no rate is known.
  const usdRate = await deps.rates.rate('STARS').then(
    (rate) => rate.usdRate,
    () => null,
  );
  const charge = {
    chargeId: paid.chargeId,
    payerTelegramUserId: paid.payerTelegramUserId,
    stars: BigInt(paid.totalAmount),
    paidAt: new Date(),
  };
  return deps.events.transaction(async (tx, emit) => {
    let settled = await settlePendingStarPayment(tx, invoice.id, charge);
    if (!settled) {
      if (await chargeRecorded(tx, charge.chargeId)) return null;
      settled = await insertExtraPayment(tx, invoice, charge);
      if (!settled) return null;
    }
    const entryId = await postEntry(tx, {
      kind: 'top_up',
      refType: 'telegram_stars',
      refId: settled.id,
      actorId: settled.userId,
      usdRate,
      at: charge.paidAt,
      lines: [
        { account: clearing, amount: -charge.stars },
        { account: fanWallet, amount: charge.stars },
      ],
    });
    await setStarPaymentEntry(tx, settled.id, entryId);
    emit({
      type: 'payment.settled',
      data: { topUpId: settled.id, userId: settled.userId, currency: 'STARS', amount: charge.stars.toString() },
    });
    return { ...settled, entryId };
  });
}
