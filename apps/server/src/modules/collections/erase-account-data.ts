/** An erased account's collections and favourites go (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { collectionFavorites, collections } from '../../db/schema/index.ts';

export async function eraseCollectionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(collectionFavorites).where(eq(collectionFavorites.userId, userId));
  // Their posts and favourites by others go with them (on delete cascade).
  await tx.delete(collections).where(eq(collections.creatorId, userId));
}
