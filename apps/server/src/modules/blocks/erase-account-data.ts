/** An erased account's blocks, both ways, go (docs/account-deletion.md). */
import { eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blocks } from '../../db/schema/index.ts';

export async function eraseBlocksOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
}
