/** The telegram_star_payments table: Stars top-ups, from the invoice to Telegram's payment (and its refund). */
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { telegramStarPayments, type TelegramStarPaymentRow } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

type Db = Database | Tx;

export async function insertStarPayment(
  db: Db,
  fields: Pick<TelegramStarPaymentRow, 'id' | 'userId' | 'stars' | 'invoiceLink' | 'createdAt'>,
): Promise<TelegramStarPaymentRow> {
  const [row] = await db.insert(telegramStarPayments).values(fields).returning();
  return row!;
}

/** The top-up an invoice's payload names (anything that is not one of our ids names none). */
export async function findStarPayment(db: Db, id: string): Promise<TelegramStarPaymentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(telegramStarPayments).where(eq(telegramStarPayments.id, id));
  return row ?? null;
}

/** Telegram's payment: its charge id, who paid, how many Stars. */
export type TelegramCharge = { chargeId: string; payerTelegramUserId: number; stars: bigint; paidAt: Date };

/** Settles the pending top-up with Telegram's charge, exactly once; null when it was not pending any more. */
export async function settlePendingStarPayment(
  tx: Tx,
  id: string,
  charge: TelegramCharge,
): Promise<TelegramStarPaymentRow | null> {
  const [row] = await tx
    .update(telegramStarPayments)
    .set({
      status: 'succeeded',
      stars: charge.stars,
      telegramPaymentChargeId: charge.chargeId,
      payerTelegramUserId: charge.payerTelegramUserId,
      paidAt: charge.paidAt,
    })
    .where(and(eq(telegramStarPayments.id, id), eq(telegramStarPayments.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function chargeRecorded(tx: Tx, chargeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: telegramStarPayments.id })
    .from(telegramStarPayments)
    .where(eq(telegramStarPayments.telegramPaymentChargeId, chargeId));
  return row !== undefined;
}

/**
 * A second payment of an invoice that was already paid (an invoice link can be paid again): its own
 * settled row, so it is credited too. Null when this charge was recorded meanwhile.
 */
export async function insertExtraPayment(
  tx: Tx,
  of: TelegramStarPaymentRow,
  charge: TelegramCharge,
): Promise<TelegramStarPaymentRow | null> {
  const [row] = await tx
    .insert(telegramStarPayments)
    .values({
      userId: of.userId,
      stars: charge.stars,
      status: 'succeeded',
      invoiceLink: of.invoiceLink,
      telegramPaymentChargeId: charge.chargeId,
      payerTelegramUserId: charge.payerTelegramUserId,
      createdAt: charge.paidAt,
      paidAt: charge.paidAt,
    })
    .onConflictDoNothing({ target: telegramStarPayments.telegramPaymentChargeId })
    .returning();
  return row ?? null;
}

export async function setStarPaymentEntry(tx: Tx, id: string, entryId: string): Promise<void> {
  await tx.update(telegramStarPayments).set({ entryId }).where(eq(telegramStarPayments.id, id));
}

/** The paid top-up, locked for its refund; null when it is not paid (pending, or refunded already). */
export async function lockPaidStarPayment(tx: Tx, id: string): Promise<TelegramStarPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(telegramStarPayments)
    .where(and(eq(telegramStarPayments.id, id), eq(telegramStarPayments.status, 'succeeded')))
    .for('update');
  return row ?? null;
}

export async function markStarPaymentRefunded(
  tx: Tx,
  id: string,
  fields: { refundEntryId: string; refundedAt: Date },
): Promise<TelegramStarPaymentRow> {
  const [row] = await tx
    .update(telegramStarPayments)
    .set({ status: 'refunded', ...fields })
    .where(eq(telegramStarPayments.id, id))
    .returning();
  return row!;
}
