/** The message board, a conversation's messages, the read mark, flags and the unread count. */
import {
  CHAT_RESUME_MAX,
  type TChatMessage,
  type TChatMessagePage,
  type TChatPair,
  type TChatPairListRequest,
  type TChatReadResult,
} from '@fanlane/contracts/chat';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { MessageRow, UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { findUserByAddressOrDomain } from '../users/users-repo.ts';
import { assertMayWrite, chatOf } from './chat-access.ts';
import {
  boardPage,
  conversationOfPair,
  markRead,
  messagesPage,
  openConversation,
  setMemberFlag,
  totalUnread,
} from './chat-repo.ts';
import { presentMessagesFor, presentPairs, type ChatViewer } from './present-chat.ts';
import { publish } from './send-message.ts';

type Me = ChatViewer & Pick<UserRow, 'creatorDomain'>;

export async function listPairs(
  deps: AppDeps,
  me: Me,
  query: Omit<TChatPairListRequest, 'filter'> & { filter: 'all' | 'unread' | 'favorite' },
): Promise<TPage<TChatPair>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await boardPage(deps.db, me.id, {
    cursor: decodeCursor(query.cursor),
    limit: limit + 1,
    ...(query.q && { q: query.q }),
    filter: query.filter,
  });
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.activityAt!, id: r.conversationId }),
    (kept) => presentPairs(deps, me, kept),
  );
}

export async function pairDetail(deps: AppDeps, me: Me, privateChatId: string): Promise<TChatPair> {
  const [row] = await boardPage(deps.db, me.id, { cursor: null, limit: 1, filter: 'all', only: privateChatId });
  if (!row) throw appError('CONVERSATION_NOT_FOUND');
  return (await presentPairs(deps, me, [row]))[0]!;
}

/**
 * The conversation with a user (by address or creator domain), made when the caller may write to
 * them: opening is the first step of writing, so it is refused for the same reasons a message is.
 */
export async function openPair(deps: AppDeps, me: UserRow, addressOrDomain: string): Promise<TChatPair> {
  const other = await findUserByAddressOrDomain(deps.db, addressOrDomain);
  if (!other) throw appError('NOT_FOUND');
  if (other.id === me.id) throw appError('CHAT_SELF');
  const existing = await conversationOfPair(deps.db, me.id, other.id);
  await assertMayWrite(deps, me, { id: other.id, domain: other.creatorDomain }, existing ?? null);
  const id = await deps.db.transaction((tx) => openConversation(tx, me.id, other.id, new Date()));
  return pairDetail(deps, me, id);
}

/** Rows of one conversation as the caller sees them: the other's are theirs, the rest the caller's. */
function presentIn(deps: AppDeps, me: Me, chat: { otherId: string; otherAddress: string }, rows: MessageRow[]) {
  return presentMessagesFor(deps, me, rows, (row) => (row.senderId === chat.otherId ? chat.otherAddress : me.address));
}

export async function listMessages(
  deps: AppDeps,
  me: Me,
  query: {
    privateChatId: string;
    beforeSeq?: number | undefined;
    afterSeq?: number | undefined;
    limit?: number | undefined;
  },
): Promise<TChatMessagePage> {
  const chat = await chatOf(deps, me.id, query.privateChatId);
  const limit = query.limit ?? 30;
  const rows = await messagesPage(
    deps.db,
    chat.conversationId,
    {
      ...(query.beforeSeq !== undefined && { beforeSeq: query.beforeSeq }),
      ...(query.afterSeq !== undefined && { afterSeq: query.afterSeq }),
    },
    limit + 1,
  );
  const more = rows.length > limit;
  // Newer-than pages are read oldest first, so the extra row is the last; older pages, the first.
  const kept = more ? (query.afterSeq !== undefined ? rows.slice(0, limit) : rows.slice(1)) : rows;
  return { items: await presentIn(deps, me, chat, kept), more };
}

/**
 * What a resuming socket missed in one conversation after `afterSeq`: at most CHAT_RESUME_MAX
 * messages, or null when there are more (the client reads the page instead) or it is not theirs.
 */
export async function missedMessages(
  deps: AppDeps,
  me: Me,
  privateChatId: string,
  afterSeq: number,
): Promise<TChatMessage[] | null | 'not-member'> {
  const chat = await chatOf(deps, me.id, privateChatId).catch(() => null);
  if (!chat) return 'not-member';
  const rows = await messagesPage(deps.db, privateChatId, { afterSeq }, CHAT_RESUME_MAX + 1);
  if (rows.length > CHAT_RESUME_MAX) return null;
  return presentIn(deps, me, chat, rows);
}

/** Moves the read mark; the other party's sockets hear it (read ticks), the reader's get their count. */
export async function readUpTo(deps: AppDeps, me: Me, privateChatId: string, seq: number): Promise<TChatReadResult> {
  const chat = await chatOf(deps, me.id, privateChatId);
  const result = await deps.db.transaction((tx) => markRead(tx, chat.conversationId, me.id, seq));
  if (result.moved) {
    publish(deps, [chat.otherId, me.id], {
      type: 'read',
      privateChatId: chat.conversationId,
      reader: me.address,
      seq: result.readSeq,
    });
    publish(deps, [me.id], { type: 'unread', message: await totalUnread(deps.db, me.id) });
  }
  return { readSeq: result.readSeq, unreadCount: result.unreadCount };
}

export async function setFlag(
  deps: AppDeps,
  me: Me,
  privateChatId: string,
  flag: { favorite: boolean } | { muted: boolean },
): Promise<TChatPair> {
  if (!(await setMemberFlag(deps.db, privateChatId, me.id, flag))) throw appError('CONVERSATION_NOT_FOUND');
  return pairDetail(deps, me, privateChatId);
}

export async function unreadCount(deps: AppDeps, me: Me): Promise<{ message: number }> {
  return { message: await totalUnread(deps.db, me.id) };
}
