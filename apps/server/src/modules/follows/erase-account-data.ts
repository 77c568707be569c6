/** An erased account follows nobody and nobody follows it (docs/account-deletion.md). */
import { eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { follows } from '../../db/schema/index.ts';

export async function eraseFollowsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.creatorId, userId)));
}
