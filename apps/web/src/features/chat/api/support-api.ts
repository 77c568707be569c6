/**
 * The support account (docs/chat.md, "Support"). Anyone's way to it: its profile answers the
 * viewer's conversation with it, opened when there is none. Admins' inbox: the account's board and
 * conversations, read and answered as it (no socket: they are read again every SUPPORT_POLL_MS).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessagePage, TChatPair, TChatReadResult } from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import type { TProfile } from '@fanlane/contracts/profile';
import { api } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import type { ChatPairFilter } from '../lib/chat-types';
import type { SendRoute } from './chat-api';
import { mergeMessages, type MessagePages } from './chat-cache';
import { chatKeys } from './chat-keys';

/**
 * The support account's creator domain: the server's SUPPORT_DOMAIN, `support` unless the
 * deployment changed it (the runtime config has no field for it yet).
 */
export const SUPPORT_DOMAIN = 'support';
export const SUPPORT_POLL_MS = 10_000;

/**
 * The viewer's conversation with support: its id and the support account's address. Both calls are
 * silent: a failure is ignored where the button is (spec section 8), never an alert.
 */
export async function openSupportChat(): Promise<{ privateChatId: string; address: string }> {
  const profile = await api.post<TProfile>(PATHS.profile, { addressOrDomain: SUPPORT_DOMAIN }, { silent: true });
  if (profile.privateChatId) return { privateChatId: profile.privateChatId, address: profile.address };
  const pair = await api.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: SUPPORT_DOMAIN }, { silent: true });
  return { privateChatId: pair.privateChatId, address: pair.other.address };
}

export function useSupportBoard(filter: ChatPairFilter, q: string) {
  return useCursorPages<TChatPair>({
    queryKey: chatKeys.supportBoard(filter, q),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TChatPair>>(
        PATHS.adminSupportPairs,
        { filter, ...(q && { q }), ...(cursor && { cursor }) },
        { signal, silent: true },
      ),
    refetchInterval: () => SUPPORT_POLL_MS,
  });
}

/** One support conversation, newest page first (older pages by `beforeSeq`), read again every SUPPORT_POLL_MS. */
export function useSupportMessages(privateChatId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.supportMessages(privateChatId),
    queryFn: ({ pageParam, signal }) =>
      api.post<TChatMessagePage>(
        PATHS.adminSupportMessages,
        { privateChatId, ...(pageParam !== undefined && { beforeSeq: pageParam }) },
        { signal, silent: true },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.items[0]?.seq : undefined),
    refetchInterval: SUPPORT_POLL_MS,
  });
}

function editSupportPair(queryClient: QueryClient, privateChatId: string, edit: (pair: TChatPair) => TChatPair) {
  for (const [queryKey, data] of queryClient.getQueriesData<{ pages: TPage<TChatPair>[] }>({
    queryKey: chatKeys.supportBoards,
  })) {
    if (!data) continue;
    queryClient.setQueryData(queryKey, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((pair) => (pair.privateChatId === privateChatId ? edit(pair) : pair)),
      })),
    });
  }
}

/** Marks the conversation read as the support account (the user's unread mark is theirs). */
export function useSupportRead(privateChatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) =>
      api.post<TChatReadResult>(PATHS.adminSupportRead, { privateChatId, seq }, { silent: true }),
    onSuccess: (result) =>
      editSupportPair(queryClient, privateChatId, (pair) => ({ ...pair, unreadCount: result.unreadCount })),
  });
}

/**
 * Where an admin's answer goes (the composer's send, with its pending bubble and retry): as the
 * support account, text only; stored, it joins the conversation and its board line.
 */
export const SUPPORT_SEND: SendRoute = {
  path: PATHS.adminSupportSend,
  onStored: (queryClient, message) => {
    const { privateChatId } = message;
    queryClient.setQueryData<MessagePages>(chatKeys.supportMessages(privateChatId), (data) =>
      mergeMessages(data, [message]),
    );
    editSupportPair(queryClient, privateChatId, (pair) => ({
      ...pair,
      lastMessage: message,
      lastSeq: Math.max(pair.lastSeq, message.seq),
      lastMessageAt: message.createdAt,
    }));
  },
};
