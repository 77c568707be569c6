/** An erased account's browsers stop getting pushes (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export async function erasePushSubscriptionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
