/** An erased account's own fan lists go, and it leaves every creator's list (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fanListMembers, fanLists } from '../../db/schema/index.ts';

export async function eraseFanListsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(fanListMembers).where(eq(fanListMembers.memberId, userId));
  await tx.delete(fanLists).where(eq(fanLists.ownerId, userId));
}
