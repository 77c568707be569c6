/**
 * Chat and an erased account (docs/account-deletion.md): the messages stay in the other person's
 * conversation (they are theirs too, and paid ones were bought), their sender now the anonymised
 * "Deleted user"; the account's chat settings go and its scheduled mass messages are cancelled.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { chatSettings, conversations, massMessages, messages } from '../../db/schema/index.ts';

export async function eraseChatOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(chatSettings).where(eq(chatSettings.userId, userId));
  await tx
    .update(massMessages)
    .set({ status: 'cancelled' })
    .where(and(eq(massMessages.creatorId, userId), eq(massMessages.status, 'scheduled')));
}

/**
 * The messages of the user's conversations, for their data download: the ones they sent and the
 * ones they received (a paid message's text only once bought is the sender's to give; the body
 * stored is what either side saw in the chat).
 */
export function messagesForExport(db: Database, userId: string) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      kind: messages.kind,
      body: messages.body,
      tipCents: sql<string | null>`${messages.tipCents}::text`,
      priceCents: sql<string | null>`${messages.priceCents}::text`,
      createdAt: messages.createdAt,
      deletedAt: messages.deletedAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)))
    .orderBy(asc(messages.createdAt));
}
