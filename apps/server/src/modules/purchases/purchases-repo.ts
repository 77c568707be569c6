/**
 * The purchases table (purchase_post, in the ledger, writes a purchase and its entitlement at once;
 * the entitlements table is the posts module's).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { revokeEntitlement } from '../posts/posts-repo.ts';
import { revokeMessagePurchase } from '../chat/chat-repo.ts';

/**
 * A refunded or reversed purchase: marked refunded, and what it bought (a post, or a chat
 * message) is locked again for its buyer.
 */
export async function revokePurchase(tx: Tx, entryId: string): Promise<void> {
  await revokeMessagePurchase(tx, entryId);
  const [purchase] = await tx
    .update(purchases)
    .set({ refundedAt: new Date() })
    .where(eq(purchases.entryId, entryId))
    .returning({ buyerId: purchases.buyerId, postId: purchases.postId });
  if (purchase) await revokeEntitlement(tx, purchase.buyerId, purchase.postId);
}

/** The purchases behind these ledger entries (payment history). */
export async function purchasesByEntries(db: Database | Tx, entryIds: string[]) {
  return db.select().from(purchases).where(inArray(purchases.entryId, entryIds));
}
