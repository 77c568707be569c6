/**
 * The chat calls (/chat-msg/v1/*, contracts/chat.ts) with their hooks. Keys are in chat-keys.ts and
 * the cache edits every answer and socket frame share in chat-cache.ts. Each call here shows its
 * own failure where it happened (a refused message under its bubble, a refused chat in the
 * conversation), so none raises the global alert.
 */
import { useMutation, useQuery, useQueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import type { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TChatFriend,
  TChatMediaItem,
  TChatMessage,
  TChatMessageListRequest,
  TChatMessagePage,
  TChatPair,
  TChatPairListRequest,
  TChatReadResult,
  TChatSendRequest,
  TChatSettings,
  TChatSettingsUpdate,
  TChatToken,
  TChatUnlockResult,
  TChatUnreadCount,
  ZChatTipRequest,
  ZChatUnlockRequest,
} from '@fanlane/contracts/chat';
import type { TOk } from '@fanlane/contracts/envelope';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPage } from '@fanlane/contracts/page';
import type { TPostMediaView } from '@fanlane/contracts/post';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { api, ApiError, idempotencyHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { useCursorPages } from '../../../shared/lib/use-cursor-pages';
import { useUserStore } from '../../../shared/stores/user-store';
import { useChatLiveStore } from '../lib/chat-live-store';
import type { ChatAttachment, ChatPairFilter } from '../lib/chat-types';
import { useOutbox } from '../lib/outbox-store';
import {
  applyDeleted,
  applyMessage,
  applyOwnUnread,
  applyPair,
  editPair,
  highestSeq,
  type BoardPages,
  type MessagePages,
} from './chat-cache';
import { chatKeys } from './chat-keys';

export type TChatUnlockRequest = z.input<typeof ZChatUnlockRequest>;
export type TChatTipRequest = z.input<typeof ZChatTipRequest>;

const silent = (opts?: RequestOptions): RequestOptions => ({ ...opts, silent: true });
const me = () => useUserStore.getState().address;

export function fetchChatToken(opts?: RequestOptions) {
  return api.post<TChatToken>(PATHS.chatToken, undefined, silent(opts));
}

export function fetchBoard(body: TChatPairListRequest, opts?: RequestOptions) {
  return api.post<TPage<TChatPair>>(PATHS.chatPairList, body, silent(opts));
}

export function fetchPair(privateChatId: string, opts?: RequestOptions) {
  return api.post<TChatPair>(PATHS.chatPairDetail, { privateChatId }, silent(opts));
}

export function fetchMessages(body: TChatMessageListRequest, opts?: RequestOptions) {
  return api.post<TChatMessagePage>(PATHS.chatMessageList, body, silent(opts));
}

export function fetchChatUnread(opts?: RequestOptions) {
  return api.post<TChatUnreadCount>(PATHS.chatUnreadCount, undefined, silent(opts));
}

/** Buys a paid message; the key is the payment's (one per opened pay dialog). */
export function unlockChatMessage(body: TChatUnlockRequest, key: string, opts?: RequestOptions) {
  return api.post<TChatUnlockResult>(PATHS.chatUnlock, body, { ...opts, headers: idempotencyHeaders(key) });
}

/**
 * A first message that pays the creator's price (`firstMessagePriceCents`, the price the fan
 * confirmed); the key is the payment's, so a retry sends and charges once.
 */
export function sendFirstMessage(body: TChatSendRequest, key: string, opts?: RequestOptions) {
  return api.post<TChatMessage>(PATHS.chatSend, body, { ...opts, headers: idempotencyHeaders(key) });
}

/** A tip inside the conversation: answers the message it shows as there. */
export function sendChatTip(body: TChatTipRequest, key: string, opts?: RequestOptions) {
  return api.post<TChatMessage>(PATHS.chatTip, body, { ...opts, headers: idempotencyHeaders(key) });
}

/** The navigation's unread badge, read again (when no socket tells it). */
export async function refreshChatUnread(): Promise<void> {
  try {
    const count = await fetchChatUnread();
    useUserStore.getState().setMessageCount({ message: count.message });
  } catch {
    // The badge keeps its figure; the next navigation or socket frame corrects it.
  }
}

/**
 * Reads what came after the newest message held (a hole in the sequence). More
 * than a page behind, the conversation is read again from its newest page instead.
 */
export async function catchUp(queryClient: QueryClient, privateChatId: string): Promise<void> {
  const after = highestSeq(queryClient.getQueryData<MessagePages>(chatKeys.messages(privateChatId)));
  if (after === null) {
    await queryClient.invalidateQueries({ queryKey: chatKeys.messages(privateChatId) });
    return;
  }
  const page = await fetchMessages({ privateChatId, afterSeq: after, limit: 100 });
  if (page.more) {
    await queryClient.resetQueries({ queryKey: chatKeys.messages(privateChatId) });
    return;
  }
  for (const message of page.items) applyMessage(queryClient, message, me());
}

/** The message board: one filter, one search, page by page, the latest activity first. */
export function useChatBoard(filter: ChatPairFilter, q: string) {
  return useCursorPages({
    queryKey: chatKeys.board(filter, q),
    fetchPage: (cursor, signal) => fetchBoard({ cursor, filter, ...(q && { q }) }, { signal }),
  });
}

function pairFromBoards(queryClient: QueryClient, privateChatId: string): TChatPair | undefined {
  for (const [, data] of queryClient.getQueriesData<BoardPages>({ queryKey: chatKeys.boards })) {
    const pair = data?.pages.flatMap((page) => page.items).find((p) => p.privateChatId === privateChatId);
    if (pair) return pair;
  }
  return undefined;
}

/** One conversation's line (the other party, flags, read marks); the board's copy shows meanwhile. */
export function useChatPair(privateChatId: string) {
  const queryClient = useQueryClient();
  return useQuery<TChatPair, Error, TChatPair, ReturnType<typeof chatKeys.pair>>({
    queryKey: chatKeys.pair(privateChatId),
    queryFn: ({ signal }) => fetchPair(privateChatId, { signal }),
    placeholderData: () => pairFromBoards(queryClient, privateChatId),
  });
}

/** A conversation's messages, newest page first; the next page is the older one (`beforeSeq`). */
export function useChatMessages(privateChatId: string) {
  // While the socket is up it keeps the pages current: a remount need not read them again.
  const live = useChatLiveStore((s) => s.status === 'online');
  return useInfiniteQuery({
    queryKey: chatKeys.messages(privateChatId),
    queryFn: ({ pageParam, signal }) => fetchMessages({ privateChatId, beforeSeq: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.items[0]?.seq : undefined),
    staleTime: live ? Infinity : 0,
  });
}

export type SendInput = { text: string; attachments: ChatAttachment[]; priceCents: string | null };

/** Where a message is sent, and what its stored copy changes in the caches. */
export interface SendRoute {
  path: string;
  onStored: (queryClient: QueryClient, message: TChatMessage) => void;
}

/** The viewer's own message in their own conversation. */
const CHAT_SEND: SendRoute = {
  path: PATHS.chatSend,
  onStored: (queryClient, message) => applyMessage(queryClient, message, me()),
};

function pendingMedia(attachment: ChatAttachment): TPostMediaView {
  return { ...attachment, preview: false, locked: false, url: null };
}

/**
 * Sending: the message shows at once as pending under a new clientId, and is replaced by the
 * server's when stored; a failure keeps it with the server's reason and a retry under the same
 * clientId (the server never stores it twice).
 */
export function useSendMessage(privateChatId: string, route: SendRoute = CHAT_SEND) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: TChatSendRequest) => api.post<TChatMessage>(route.path, request, { silent: true }),
    onSuccess: (message, request) => {
      route.onStored(queryClient, message);
      if (request.clientId) useOutbox.getState().remove(request.clientId);
    },
    onError: (error, request) => {
      if (request.clientId) useOutbox.getState().fail(request.clientId, serverErrorMessage(t, error));
      // The creator asks a price for a first message now: the conversation reads it again and offers to pay.
      if (error instanceof ApiError && error.code === ERRORS.CHAT_FIRST_MESSAGE_PRICE.code) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.pair(privateChatId) });
      }
    },
  });

  const send = ({ text, attachments, priceCents }: SendInput) => {
    const clientId = crypto.randomUUID();
    const request: TChatSendRequest = {
      privateChatId,
      text,
      clientId,
      ...(attachments.length > 0 && { mediaIds: attachments.map((a) => a.id) }),
      ...(priceCents && attachments.length > 0 && { priceCents }),
    };
    useOutbox.getState().add({
      clientId,
      privateChatId,
      text,
      media: attachments.map(pendingMedia),
      priceCents: request.priceCents ?? null,
      createdAt: new Date().toISOString(),
      status: 'sending',
      error: null,
      request,
    });
    mutation.mutate(request);
  };

  const retry = (clientId: string) => {
    const pending = useOutbox.getState().pending.find((m) => m.clientId === clientId);
    if (!pending) return;
    useOutbox.getState().sending(clientId);
    mutation.mutate(pending.request);
  };

  const discard = (clientId: string) => useOutbox.getState().remove(clientId);

  return { send, retry, discard };
}

/** Moves the viewer's read mark; their unread count follows (the socket's frame, else a read of it). */
export function useMarkRead(privateChatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => api.post<TChatReadResult>(PATHS.chatRead, { privateChatId, seq }, { silent: true }),
    onSuccess: (result) => {
      applyOwnUnread(queryClient, privateChatId, result.unreadCount);
      if (useChatLiveStore.getState().status !== 'online') void refreshChatUnread();
    },
  });
}

export type PairFlag = { favorite: boolean } | { muted: boolean };

/** Favourite or mute: shown at once, put back if the server refuses. */
export function usePairFlag(privateChatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flag: PairFlag) =>
      'favorite' in flag
        ? api.post<TChatPair>(PATHS.chatFavorite, { privateChatId, ...flag }, { silent: true })
        : api.post<TChatPair>(PATHS.chatMute, { privateChatId, ...flag }, { silent: true }),
    onMutate: (flag) => {
      editPair(queryClient, privateChatId, (pair) => ({ ...pair, ...flag }));
    },
    onError: (_error, flag) => {
      const back = 'favorite' in flag ? { favorite: !flag.favorite } : { muted: !flag.muted };
      editPair(queryClient, privateChatId, (pair) => ({ ...pair, ...back }));
    },
    onSuccess: (pair) => applyPair(queryClient, pair),
  });
}

/** Takes back one of the viewer's messages the other party has not read yet. */
export function useUnsend(privateChatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api.post<TOk>(PATHS.chatUnsend, { privateChatId, messageId }, { silent: true }),
    onSuccess: (_ok, messageId) => applyDeleted(queryClient, { privateChatId, messageId }),
  });
}

/** Everything exchanged in a conversation, newest first: the gallery. */
export function useChatMedia(privateChatId: string) {
  return useCursorPages<TChatMediaItem>({
    queryKey: chatKeys.media(privateChatId),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TChatMediaItem>>(PATHS.chatMediaList, { privateChatId, cursor }, { signal, silent: true }),
  });
}

/** People the viewer may write to, by name (empty: all of them). */
export function useChatFriends(q: string) {
  return useCursorPages<TChatFriend>({
    queryKey: chatKeys.friends(q),
    fetchPage: (cursor, signal) =>
      api.post<TPage<TChatFriend>>(PATHS.chatFriendQuery, { q, cursor }, { signal, silent: true }),
  });
}

/** The conversation with someone (address or creator domain), made if it is new; refused like a message. */
export function useOpenPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressOrDomain: string) =>
      api.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain }, { silent: true }),
    onSuccess: async (pair) => {
      queryClient.setQueryData(chatKeys.pair(pair.privateChatId), pair);
      await queryClient.invalidateQueries({ queryKey: chatKeys.boards });
    },
  });
}

/** A creator's chat settings (who may write, the welcome message, the AI assistant). */
export function useChatSettings(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.settings,
    queryFn: ({ signal }) => api.post<TChatSettings>(PATHS.chatSettings, undefined, { signal, silent: true }),
    enabled,
  });
}

/** Saves only the fields given; the others keep their value on the server. */
export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TChatSettingsUpdate) =>
      api.post<TChatSettings>(PATHS.chatSettingsUpdate, changes, { silent: true }),
    onSuccess: (settings) => {
      queryClient.setQueryData(chatKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: chatKeys.aiStatus });
    },
  });
}
