/** An erased account's Telegram link goes: the Telegram user could sign up afresh (docs/account-deletion.md). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { telegramAccounts } from '../../db/schema/index.ts';

export async function eraseTelegramAccountOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(telegramAccounts).where(eq(telegramAccounts.userId, userId));
}
