/**
 * What the socket tells the pages besides the caches: whether it is connected, who is typing (for
 * TYPING_SHOWN_MS after their last typing frame) and who is online. The open socket registers its
 * `send` here, so a page can send a typing or presence frame without holding the socket.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { TChatClientFrame } from '@fanlane/contracts/chat';

export const TYPING_SHOWN_MS = 4_000;

export type ChatSocketStatus = 'idle' | 'connecting' | 'online' | 'offline' | 'unauthorized';

export type Presence = { online: boolean; lastSeenAt: string | null };

type ChatLiveState = {
  status: ChatSocketStatus;
  /** Sends a frame on the authenticated socket; false when there is none. */
  send: (frame: TChatClientFrame) => boolean;
  /** Conversations whose other party is typing now. */
  typing: Record<string, true>;
  /** By lower-cased address. */
  presence: Record<string, Presence>;
};

const idle = (): ChatLiveState => ({ status: 'idle', send: () => false, typing: {}, presence: {} });

export const useChatLiveStore = create<ChatLiveState>()(idle);

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** The other party of `privateChatId` is typing: shown until TYPING_SHOWN_MS pass without another frame. */
export function showTyping(privateChatId: string) {
  clearTimeout(typingTimers.get(privateChatId));
  typingTimers.set(
    privateChatId,
    setTimeout(() => stopTyping(privateChatId), TYPING_SHOWN_MS),
  );
  useChatLiveStore.setState((s) => (s.typing[privateChatId] ? s : { typing: { ...s.typing, [privateChatId]: true } }));
}

/** Their message arrived, or the time passed. */
export function stopTyping(privateChatId: string) {
  clearTimeout(typingTimers.get(privateChatId));
  typingTimers.delete(privateChatId);
  useChatLiveStore.setState((s) => {
    if (!s.typing[privateChatId]) return s;
    const { [privateChatId]: _gone, ...rest } = s.typing;
    return { typing: rest };
  });
}

export function setPresence(address: string, presence: Presence) {
  useChatLiveStore.setState((s) => ({ presence: { ...s.presence, [address.toLowerCase()]: presence } }));
}

/** Back to no socket, nobody typing, nobody known online (a sign-out, a test). */
export function resetChatLive() {
  for (const timer of typingTimers.values()) clearTimeout(timer);
  typingTimers.clear();
  useChatLiveStore.setState(idle(), true);
}

export const useTyping = (privateChatId: string) => useChatLiveStore((s) => Boolean(s.typing[privateChatId]));

export const usePresence = (address: string | null | undefined) =>
  useChatLiveStore((s) => (address ? s.presence[address.toLowerCase()] : undefined));

/** Asks the socket who of `addresses` is online, whenever it (re)connects; the answers land in `presence`. */
export function useWatchPresence(addresses: readonly string[]) {
  const online = useChatLiveStore((s) => s.status === 'online');
  const key = [...new Set(addresses.map((a) => a.toLowerCase()))].sort().slice(0, 100).join(',');
  useEffect(() => {
    if (!online || !key) return;
    useChatLiveStore.getState().send({ type: 'presence', addresses: key.split(',') });
  }, [online, key]);
}
