/**
 * The signed-in tab's one chat socket, mounted by the app while someone is signed in (its chunk
 * loads then, not with the first view). Frames update the caches, who is typing or online, and the
 * navigation's unread badge. After a 4001 (the session ended) it waits for a new sign-in, which
 * shows as a new access token. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SOCKET_PATH } from '@fanlane/contracts/chat-limits';
import type { TChatToken } from '@fanlane/contracts/chat';
import { clearSocketFrames, emitSocketFrame } from '../../../shared/lib/socket-frames';
import { useUserStore } from '../../../shared/stores/user-store';
import { fetchChatToken, refreshChatUnread } from '../api/chat-api';
import { resumeCursors } from '../api/chat-cache';
import { applyChatFrame } from '../api/chat-frames';
import { chatKeys } from '../api/chat-keys';
import { resetAiStreams } from '../lib/ai-stream-store';
import { resetChatLive, useChatLiveStore } from '../lib/chat-live-store';
import { useOutbox } from '../lib/outbox-store';
import type { ChatSocketStatus } from '../lib/chat-live-store';
import { ChatSocket } from '../lib/chat-socket';
import type { SocketConstructor } from '../lib/chat-socket';

/** ws(s)://this host + the socket's path. */
export function chatSocketUrl(path: string = CHAT_SOCKET_PATH, location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

function mirrorStatus(status: ChatSocketStatus) {
  useChatLiveStore.setState({ status });
  useUserStore.getState().setChat({
    loggedIn: status === 'online',
    networkStatus: status === 'online' ? 'online' : status === 'connecting' ? 'connecting' : 'offline',
  });
}

export interface ChatLiveProps {
  /** The browser's WebSocket unless a test hands in a fake. */
  WebSocketImpl?: SocketConstructor;
  /** 0..1 for the reconnect jitter (tests fix it). */
  random?: () => number;
}

export function ChatLive({ WebSocketImpl, random }: ChatLiveProps) {
  const queryClient = useQueryClient();
  const client = useRef<ChatSocket | null>(null);
  const status = useChatLiveStore((s) => s.status);
  const token = useUserStore((s) => s.token);
  const endedWithToken = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const Impl = WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (!Impl) return undefined;
    let socketPath = CHAT_SOCKET_PATH;
    const socket = new ChatSocket({
      WebSocketImpl: Impl,
      url: () => chatSocketUrl(socketPath),
      fetchToken: async (): Promise<TChatToken> => {
        const answer = await fetchChatToken();
        if (answer.path?.startsWith('/')) socketPath = answer.path;
        return answer;
      },
      resume: () => resumeCursors(queryClient),
      onFrame: (frame) => {
        applyChatFrame(queryClient, frame);
        // Frames for other features (a new notification) reach them through the shared channel.
        emitSocketFrame(frame);
      },
      onStatus: mirrorStatus,
      onReady: () => {
        void refreshChatUnread();
        // The resume covers the conversations whose messages are loaded; a board read before the
        // socket was ready (the first connect too) or while it was down may miss a new one.
        void queryClient.invalidateQueries({ queryKey: chatKeys.boards });
      },
      random,
    });
    client.current = socket;
    useChatLiveStore.setState({ send: (frame) => socket.send(frame) });
    socket.start();
    const online = () => socket.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      socket.stop();
      client.current = null;
      resetChatLive();
      resetAiStreams();
      clearSocketFrames();
      // Signed out (or another account): the messages that were on their way are not the next user's.
      useOutbox.setState({ pending: [] });
    };
  }, [queryClient, WebSocketImpl, random]);

  // The session ended (4001): connect again only once a sign-in brought a new token.
  useEffect(() => {
    if (status === 'unauthorized') {
      if (endedWithToken.current === undefined) endedWithToken.current = token;
      else if (token && token !== endedWithToken.current) {
        endedWithToken.current = undefined;
        client.current?.start();
      }
    }
  }, [status, token]);

  return null;
}
