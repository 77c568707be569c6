/**
 * Messages on their way: shown at once (pending), replaced by the server's message when it is
 * stored, or kept as failed with the reason and a retry. The clientId names a message across its
 * tries, so the server never stores it twice and its echo on the socket is recognised.
 */
import { create } from 'zustand';
import type { TChatSendRequest } from '@fanlane/contracts/chat';
import type { TPostMediaView } from '@fanlane/contracts/post';

export type PendingMessage = {
  clientId: string;
  privateChatId: string;
  text: string;
  media: TPostMediaView[];
  priceCents: string | null;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the last try failed, in the user's language (the server's message). */
  error: string | null;
  /** What a retry sends again. */
  request: TChatSendRequest;
};

type OutboxState = {
  pending: PendingMessage[];
  add: (message: PendingMessage) => void;
  sending: (clientId: string) => void;
  fail: (clientId: string, error: string) => void;
  /** Stored (or given up): it leaves the outbox. */
  remove: (clientId: string) => void;
};

export const useOutbox = create<OutboxState>()((set) => ({
  pending: [],
  add: (message) => set((s) => ({ pending: [...s.pending, message] })),
  sending: (clientId) =>
    set((s) => ({
      pending: s.pending.map((m) => (m.clientId === clientId ? { ...m, status: 'sending', error: null } : m)),
    })),
  fail: (clientId, error) =>
    set((s) => ({
      pending: s.pending.map((m) => (m.clientId === clientId ? { ...m, status: 'failed', error } : m)),
    })),
  remove: (clientId) => set((s) => ({ pending: s.pending.filter((m) => m.clientId !== clientId) })),
}));
