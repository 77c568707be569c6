/**
 * Sending a message: membership and the writing rule first, then, under the conversation's lock,
 * the next number; a resend with the same clientId answers the stored message (no second copy).
 * After commit both participants' sockets get it, on every instance, and the recipient their count.
 */
import type { TChatMessage, TChatServerFrame } from '@fanlane/contracts/chat';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { findNul } from '../../http/nul-guard.ts';
import { assertMayWrite, chatOf } from './chat-access.ts';
import { appendMessage, lockConversation, messageByClientId, totalUnread } from './chat-repo.ts';
import { presentMessage } from './present-chat.ts';

export type SendInput = { privateChatId: string; text: string; clientId?: string | undefined };

export async function sendMessage(
  deps: AppDeps,
  sender: Pick<UserRow, 'id' | 'address' | 'creatorDomain'>,
  input: SendInput,
): Promise<TChatMessage> {
  const nul = findNul(input);
  if (nul) throw invalidField(nul, 'must not contain a NUL character');
  const chat = await chatOf(deps, sender.id, input.privateChatId);
  await assertMayWrite(deps, sender, { id: chat.otherId, domain: chat.otherDomain }, chat.conversationId);
  const now = new Date();
  const { row, fresh } = await deps.events.transaction(async (tx, emit) => {
    await lockConversation(tx, chat.conversationId);
    if (input.clientId) {
      const existing = await messageByClientId(tx, chat.conversationId, sender.id, input.clientId);
      if (existing) return { row: existing, fresh: false };
    }
    const stored = await appendMessage(
      tx,
      {
        conversationId: chat.conversationId,
        senderId: sender.id,
        kind: 'text',
        body: input.text,
        clientId: input.clientId ?? null,
      },
      chat.otherId,
      now,
    );
    emit({
      type: 'message.sent',
      data: {
        messageId: stored.id,
        conversationId: chat.conversationId,
        senderId: sender.id,
        recipientId: chat.otherId,
        seq: stored.seq,
      },
    });
    return { row: stored, fresh: true };
  });
  const message = presentMessage(row, sender.address);
  if (fresh) {
    publish(deps, [sender.id, chat.otherId], { type: 'message', message });
    void pushUnread(deps, chat.otherId);
  }
  return message;
}

/**
 * Each user's sends per minute (CHAT_SEND_PER_MINUTE), over the socket and the API together, counted
 * per instance: behind a balancer with several instances a user gets that many on each.
 */
const sendWindows = new Map<string, { start: number; count: number }>();
export function assertWithinSendLimit(deps: AppDeps, userId: string, now = Date.now()): void {
  const window = sendWindows.get(userId);
  if (!window || now - window.start >= 60_000) {
    if (sendWindows.size > 100_000) sendWindows.clear();
    sendWindows.set(userId, { start: now, count: 1 });
    return;
  }
  window.count += 1;
  if (window.count > deps.config.chatSendPerMinute) {
    const wait = Math.ceil((window.start + 60_000 - now) / 1000);
    throw appError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(wait) } });
  }
}

export function publish(deps: AppDeps, userIds: string[], frame: TChatServerFrame) {
  deps.realtime.publish(userIds, frame);
}

/** Tells the user's sockets their unread count; a failed count is only logged (the next one corrects it). */
export async function pushUnread(deps: AppDeps, userId: string): Promise<void> {
  try {
    publish(deps, [userId], { type: 'unread', message: await totalUnread(deps.db, userId) });
  } catch {
    // The database went away between the send and the count: the board's next read corrects it.
  }
}
