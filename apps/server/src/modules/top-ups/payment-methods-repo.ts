/**
 * Saved cards (payment_methods). Every change to one user's cards first locks that user's row, so
 * concurrent saves, deletes and primary switches run one after another and the one-primary index
 * never trips; a user's first card becomes primary.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TCardProvider } from '@fanlane/contracts/top-up';
import type { Database, Tx } from '../../db/client.ts';
import { paymentMethods, type PaymentMethodRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { CardDetails } from '../../integrations/payments/card-gateway.ts';
import { lockUser } from '../users/users-repo.ts';
import { isUuid } from '../../lib/uuid.ts';

type Db = Database | Tx;

export const liveCardsOf = (userId: string) => and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt));

export async function lockCardsOf(tx: Tx, userId: string) {
  await lockUser(tx, userId, 'no key update');
}

/** One of the user's live cards; NOT_FOUND for anyone else's, or a deleted one. */
export async function findCardOf(db: Db, userId: string, id: string): Promise<PaymentMethodRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(paymentMethods)
        .where(and(liveCardsOf(userId), eq(paymentMethods.id, id)))
    : [];
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** The primary card first, then the newest. */
export function cardsOf(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(liveCardsOf(userId))
    .orderBy(desc(paymentMethods.primary), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function insertCard(
  tx: Tx,
  userId: string,
  card: CardDetails & { provider: TCardProvider; token: string },
): Promise<PaymentMethodRow> {
  await lockCardsOf(tx, userId);
  const [primary] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(liveCardsOf(userId), eq(paymentMethods.primary, true)));
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      provider: card.provider,
      providerToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: card.holderName,
      primary: !primary,
    })
    .returning();
  return row!;
}

/** Soft-deletes a card; a deleted card is never primary. */
export async function markCardDeleted(db: Db, id: string): Promise<void> {
  await db.update(paymentMethods).set({ deletedAt: new Date(), primary: false }).where(eq(paymentMethods.id, id));
}

/** The user's newest live card, the one that takes over as primary. */
export async function newestCardOf(db: Db, userId: string): Promise<{ id: string } | undefined> {
  const [next] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(liveCardsOf(userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return next;
}

export async function markCardPrimary(db: Db, id: string): Promise<void> {
  await db.update(paymentMethods).set({ primary: true }).where(eq(paymentMethods.id, id));
}

/** Makes one of the user's cards the primary one instead of the current; the card comes back. Lock the cards first. */
export async function switchPrimaryCard(tx: Tx, userId: string, id: string): Promise<PaymentMethodRow> {
  await tx
    .update(paymentMethods)
    .set({ primary: false })
    .where(and(liveCardsOf(userId), eq(paymentMethods.primary, true)));
  const [updated] = await tx.update(paymentMethods).set({ primary: true }).where(eq(paymentMethods.id, id)).returning();
  return updated!;
}
