/** The purchases table and the entitlements a purchase grants (purchase_post writes both at once). */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entitlements, purchases } from '../../db/schema/index.ts';

/** A refunded purchase: marked refunded, and the post it bought is locked again for its buyer. */
export async function revokePurchase(tx: Tx, entryId: string): Promise<void> {
  const [purchase] = await tx
    .update(purchases)
    .set({ refundedAt: new Date() })
    .where(eq(purchases.entryId, entryId))
    .returning({ buyerId: purchases.buyerId, postId: purchases.postId });
  if (purchase)
    await tx
      .delete(entitlements)
      .where(and(eq(entitlements.userId, purchase.buyerId), eq(entitlements.postId, purchase.postId)));
}
