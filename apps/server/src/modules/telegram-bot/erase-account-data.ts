/**
 * An erased account's bot chat and link tokens go (docs/account-deletion.md); Stars payments stay,
 * like every money record, pointing at the anonymised account.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { telegramBotChats, telegramBotLinkTokens } from '../../db/schema/index.ts';

export async function eraseTelegramBotOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(telegramBotLinkTokens).where(eq(telegramBotLinkTokens.userId, userId));
  await tx.delete(telegramBotChats).where(eq(telegramBotChats.userId, userId));
}
