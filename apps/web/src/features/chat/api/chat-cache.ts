/**
 * How the chat's caches change when something happens (an answer, a socket frame). Messages are
 * merged by (privateChatId, seq), so a message that arrives twice (its answer and its echo, a
 * resume after a live frame) is one message; a conversation with a new message moves to the top
 * of every board that holds it. Plain edits of the TanStack Query caches, shared by the hooks and
 * the socket.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TChatMessage, TChatMessagePage, TChatPair } from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { sameAddress } from '../lib/chat-types';
import { chatKeys } from './chat-keys';

/** A conversation's messages: the newest page first, each page oldest first, `beforeSeq` as the page param. */
export type MessagePages = InfiniteData<TChatMessagePage, unknown>;
export type BoardPages = InfiniteData<TPage<TChatPair>, unknown>;

/** The messages of every page read, oldest first, each seq once. */
export function messagesOf(data: MessagePages | undefined): TChatMessage[] {
  if (!data) return [];
  const bySeq = new Map<number, TChatMessage>();
  for (const page of data.pages) for (const message of page.items) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held, or null when nothing is loaded. */
export function highestSeq(data: MessagePages | undefined): number | null {
  let highest: number | null = null;
  for (const page of data?.pages ?? []) {
    for (const message of page.items) if (highest === null || message.seq > highest) highest = message.seq;
  }
  return highest;
}

/**
 * `incoming` merged into the pages: a seq already held is replaced (an unlocked or unsent copy), a
 * new one joins the newest page; one older than the oldest page while more are left to read is
 * skipped, as scrolling up will read it in its place.
 */
export function mergeMessages(data: MessagePages | undefined, incoming: TChatMessage[]): MessagePages | undefined {
  if (!data || incoming.length === 0) return data;
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  const oldestPage = pages.at(-1);
  const oldest = oldestPage?.items[0]?.seq;
  for (const message of incoming) {
    const holder = pages.find((page) => page.items.some((m) => m.seq === message.seq));
    if (holder) {
      holder.items = holder.items.map((m) => (m.seq === message.seq ? message : m));
      continue;
    }
    if (oldestPage?.more && oldest !== undefined && message.seq < oldest) continue;
    const newest = pages[0];
    if (!newest) continue;
    newest.items.push(message);
    newest.items.sort((a, b) => a.seq - b.seq);
  }
  return { ...data, pages };
}

function editMessages(data: MessagePages | undefined, edit: (message: TChatMessage) => TChatMessage) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(edit) })) };
}

/** Every board query held now, with its filter and search. */
function boardsOf(queryClient: QueryClient) {
  return queryClient.getQueriesData<BoardPages>({ queryKey: chatKeys.boards }).map(([queryKey, data]) => {
    const [, , filter, q] = queryKey as ReturnType<typeof chatKeys.board>;
    return { queryKey, data, filter, q };
  });
}

/**
 * Applies `edit` to the conversation wherever it is cached (its detail, every board holding it);
 * with `toTop`, a board line whose last message changed moves to the top. Answers the boards that
 * do not hold it, for the caller to decide whether they should.
 */
export function editPair(
  queryClient: QueryClient,
  privateChatId: string,
  edit: (pair: TChatPair) => TChatPair,
  { toTop = false } = {},
): Array<{ queryKey: QueryKey; filter: string; q: string }> {
  queryClient.setQueryData<TChatPair>(chatKeys.pair(privateChatId), (pair) => pair && edit(pair));
  const missing = [];
  for (const board of boardsOf(queryClient)) {
    const { data } = board;
    if (!data) continue;
    const before = data.pages.flatMap((page) => page.items).find((p) => p.privateChatId === privateChatId);
    if (!before) {
      missing.push(board);
      continue;
    }
    const after = edit(before);
    const moves = toTop && after.lastSeq > before.lastSeq;
    const pages = data.pages.map((page) => ({
      ...page,
      items: moves
        ? page.items.filter((p) => p.privateChatId !== privateChatId)
        : page.items.map((p) => (p.privateChatId === privateChatId ? after : p)),
    }));
    if (moves && pages[0]) pages[0] = { ...pages[0], items: [after, ...pages[0].items] };
    queryClient.setQueryData<BoardPages>(board.queryKey, { ...data, pages });
  }
  return missing;
}

/**
 * A message that arrived (sent here, or a socket frame): into its conversation's messages when
 * they are loaded, and onto the board as the last message, counted unread when the other party
 * wrote it. A board that should show the conversation but does not hold it is read again.
 * Answers whether messages between the ones held and this one are missing.
 */
export function applyMessage(queryClient: QueryClient, message: TChatMessage, me: string | null): { hole: boolean } {
  const { privateChatId } = message;
  const held = highestSeq(queryClient.getQueryData<MessagePages>(chatKeys.messages(privateChatId)));
  queryClient.setQueryData<MessagePages>(chatKeys.messages(privateChatId), (data) => mergeMessages(data, [message]));
  const fromOther = !sameAddress(message.sender, me);
  const missing = editPair(
    queryClient,
    privateChatId,
    (pair) => {
      if (message.seq > pair.lastSeq) {
        return {
          ...pair,
          lastMessage: message,
          lastSeq: message.seq,
          lastMessageAt: message.createdAt,
          unreadCount: pair.unreadCount + (fromOther ? 1 : 0),
        };
      }
      return pair.lastMessage?.id === message.id ? { ...pair, lastMessage: message } : pair;
    },
    { toTop: true },
  );
  for (const board of missing) {
    const shows = board.q === '' && (board.filter === 'all' || (board.filter === 'unread' && fromOther));
    if (shows) void queryClient.invalidateQueries({ queryKey: board.queryKey, exact: true });
  }
  return { hole: held !== null && message.seq > held + 1 };
}

/** Someone read up to `seq`: the viewer (their unread count) or the other party (the read ticks). */
export function applyRead(
  queryClient: QueryClient,
  read: { privateChatId: string; reader: string; seq: number },
  me: string | null,
) {
  if (sameAddress(read.reader, me)) {
    editPair(queryClient, read.privateChatId, (pair) =>
      read.seq >= pair.lastSeq && pair.unreadCount > 0 ? { ...pair, unreadCount: 0 } : pair,
    );
    return;
  }
  editPair(queryClient, read.privateChatId, (pair) =>
    read.seq > pair.otherReadSeq ? { ...pair, otherReadSeq: read.seq } : pair,
  );
}

/** The viewer's own read mark moved (the read call's answer). */
export function applyOwnUnread(queryClient: QueryClient, privateChatId: string, unreadCount: number) {
  editPair(queryClient, privateChatId, (pair) => (pair.unreadCount === unreadCount ? pair : { ...pair, unreadCount }));
}

/** A message was unsent: its place stays, its text and media go. */
export function applyDeleted(
  queryClient: QueryClient,
  deleted: { privateChatId: string; messageId: string },
  at: string = new Date().toISOString(),
) {
  const unsend = (message: TChatMessage): TChatMessage =>
    message.id === deleted.messageId && !message.deletedAt
      ? { ...message, text: '', media: [], deletedAt: at }
      : message;
  queryClient.setQueryData<MessagePages>(chatKeys.messages(deleted.privateChatId), (data) =>
    editMessages(data, unsend),
  );
  editPair(queryClient, deleted.privateChatId, (pair) =>
    pair.lastMessage?.id === deleted.messageId ? { ...pair, lastMessage: unsend(pair.lastMessage) } : pair,
  );
}

/** A paid message the viewer bought (here or on another device), now with its media. */
export function applyUnlocked(queryClient: QueryClient, message: TChatMessage) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.privateChatId), (data) =>
    mergeMessages(data, [message]),
  );
  editPair(queryClient, message.privateChatId, (pair) =>
    pair.lastMessage?.id === message.id ? { ...pair, lastMessage: message } : pair,
  );
  void queryClient.invalidateQueries({ queryKey: chatKeys.media(message.privateChatId) });
}

/** A conversation as the server answered it (a flag changed, it was opened): wherever it is shown. */
export function applyPair(queryClient: QueryClient, pair: TChatPair) {
  queryClient.setQueryData(chatKeys.pair(pair.privateChatId), pair);
  editPair(queryClient, pair.privateChatId, () => pair);
  void queryClient.invalidateQueries({ queryKey: chatKeys.board('favorite', '') });
}

/** Per loaded conversation, the highest seq held: where a reconnecting socket resumes. */
export function resumeCursors(queryClient: QueryClient, max = 200): Record<string, number> {
  const cursors: Record<string, number> = {};
  for (const [queryKey, data] of queryClient.getQueriesData<MessagePages>({ queryKey: chatKeys.allMessages })) {
    const privateChatId = queryKey[2];
    const seq = highestSeq(data);
    if (typeof privateChatId !== 'string' || seq === null) continue;
    cursors[privateChatId] = seq;
    if (Object.keys(cursors).length >= max) break;
  }
  return cursors;
}
