/**
 * An erased account's saved cards are removed as the card list's delete does (marked, so the top-ups
 * that used them still name a card); the gateway token and the holder's name go (docs/account-deletion.md).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';

export async function eraseSavedCardsOf(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ deletedAt: at, primary: false, providerToken: '', holderName: null })
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)));
}
