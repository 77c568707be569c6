/**
 * What each socket frame changes: the caches (messages, board, read marks), the outbox (a socket
 * send's acknowledgement or refusal), who is typing or online, AI replies as they are written (or
 * why they failed), and the navigation's unread badge.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TChatMessage, TChatServerFrame } from '@fanlane/contracts/chat';
import { useUserStore } from '../../../shared/stores/user-store';
import { addAiDelta, failAiReply, finishAiStream } from '../lib/ai-stream-store';
import { setPresence, showTyping, stopTyping } from '../lib/chat-live-store';
import { sameAddress } from '../lib/chat-types';
import { useOutbox } from '../lib/outbox-store';
import { applyDeleted, applyMessage, applyRead, applyUnlocked } from './chat-cache';
import { catchUp } from './chat-api';
import { chatKeys } from './chat-keys';

function received(queryClient: QueryClient, message: TChatMessage, me: string | null) {
  const { hole } = applyMessage(queryClient, message, me);
  if (message.clientId && sameAddress(message.sender, me)) useOutbox.getState().remove(message.clientId);
  if (!sameAddress(message.sender, me)) stopTyping(message.privateChatId);
  if (message.ai) {
    finishAiStream(message.privateChatId, message.clientId);
    // One reply fewer left today (the bot's page shows the allowance).
    void queryClient.invalidateQueries({ queryKey: chatKeys.aiStatus });
  }
  // Frames come in order per conversation; a hole means the socket missed some: read them.
  if (hole) void catchUp(queryClient, message.privateChatId).catch(() => undefined);
}

export function applyChatFrame(queryClient: QueryClient, frame: TChatServerFrame): void {
  const me = useUserStore.getState().address;
  switch (frame.type) {
    case 'message':
      if (frame.unread !== undefined) useUserStore.getState().setMessageCount({ message: frame.unread });
      return received(queryClient, frame.message, me);
    case 'sent':
      received(queryClient, frame.message, me);
      useOutbox.getState().remove(frame.clientId);
      return;
    case 'read':
      return applyRead(queryClient, frame, me);
    case 'typing':
      if (!sameAddress(frame.from, me)) showTyping(frame.privateChatId);
      return;
    case 'deleted':
      return applyDeleted(queryClient, frame);
    case 'unlocked':
      return applyUnlocked(queryClient, frame.message);
    case 'unread':
      useUserStore.getState().setMessageCount({ message: frame.message });
      return;
    case 'presence':
      return setPresence(frame.address, { online: frame.online, lastSeenAt: frame.lastSeenAt });
    case 'gap':
      // More was missed than a resume sends: the newest page again, and the board.
      void queryClient.resetQueries({ queryKey: chatKeys.messages(frame.privateChatId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.pair(frame.privateChatId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.boards });
      return;
    case 'error':
      if (frame.clientId) useOutbox.getState().fail(frame.clientId, frame.msg);
      // Not about a send of ours but about a conversation: its AI reply failed.
      else if (frame.privateChatId) failAiReply(frame.privateChatId, { code: frame.code, msg: frame.msg });
      return;
    case 'ai_delta':
      return addAiDelta(frame);
    default:
      return;
  }
}
