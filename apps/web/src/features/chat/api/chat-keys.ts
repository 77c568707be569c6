/** The chat's query keys, under one prefix so a sign-out or a reconnect can reach them all. */
import type { ChatPairFilter } from '../lib/chat-types';

export const chatKeys = {
  all: ['chat'] as const,
  /** Every board (each filter and search is its own list). */
  boards: ['chat', 'board'] as const,
  board: (filter: ChatPairFilter, q: string) => ['chat', 'board', filter, q] as const,
  pair: (privateChatId: string) => ['chat', 'pair', privateChatId] as const,
  /** Every conversation's messages, for the resume cursors. */
  allMessages: ['chat', 'messages'] as const,
  messages: (privateChatId: string) => ['chat', 'messages', privateChatId] as const,
  media: (privateChatId: string) => ['chat', 'media', privateChatId] as const,
  friends: (q: string) => ['chat', 'friends', q] as const,
  settings: ['chat', 'settings'] as const,
  unread: ['chat', 'unread'] as const,
};
