/** An erased account's sign-in history (addresses, browsers) goes (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginEvents } from '../../db/schema/index.ts';

export async function eraseLoginEventsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(loginEvents).where(eq(loginEvents.userId, userId));
}
