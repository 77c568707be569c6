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
  aiStatus: ['chat', 'ai-status'] as const,
  /** The conversation with a platform account (the AI bot), opened by its domain. */
  opened: (domain: string) => ['chat', 'opened', domain] as const,
  massAll: ['chat', 'mass'] as const,
  massAudience: (audience: string, tierId: string) => ['chat', 'mass', 'audience', audience, tierId] as const,
  massList: (sort: string) => ['chat', 'mass', 'list', sort] as const,
  massDetail: (id: string) => ['chat', 'mass', 'detail', id] as const,
  /** The creator's saved lists of fans, one list's members, the fan search for it, and one fan's lists. */
  fanLists: ['chat', 'fan-lists'] as const,
  fanListMembers: (id: string) => ['chat', 'fan-lists', 'members', id] as const,
  fanListCandidates: (id: string, q: string) => ['chat', 'fan-lists', 'candidates', id, q] as const,
  fanListsOf: (address: string) => ['chat', 'fan-lists', 'of', address] as const,
  /** The support account's board and conversations, as admins see them (apart from the admin's own chats). */
  supportBoard: (filter: ChatPairFilter, q: string) => ['chat', 'support', 'board', filter, q] as const,
  supportBoards: ['chat', 'support', 'board'] as const,
  supportMessages: (privateChatId: string) => ['chat', 'support', 'messages', privateChatId] as const,
};
