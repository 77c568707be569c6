/** How chat rows look to a client: messages, the other party's card, a line of the message board. */
import type { TChatMessage, TChatPair, TChatUser } from '@fanlane/contracts/chat';
import type { TPostAuthor } from '@fanlane/contracts/post';
import { shownName } from '@fanlane/contracts/names';
import type { MessageRow } from '../../db/schema/index.ts';
import type { BoardRow } from './chat-repo.ts';

export function presentMessage(row: MessageRow, senderAddress: string): TChatMessage {
  return {
    id: row.id,
    privateChatId: row.conversationId,
    seq: row.seq,
    sender: senderAddress,
    kind: row.kind,
    text: row.deletedAt ? '' : row.body,
    ai: row.ai,
    tipCents: row.tipCents === null ? null : row.tipCents.toString(),
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** `supportDomain`: the official account's creator domain (config SUPPORT_DOMAIN). */
export function chatUserOf(author: TPostAuthor, supportDomain: string): TChatUser {
  return {
    address: author.address,
    displayName: author.displayName ?? author.address,
    avatar: author.avatar,
    domain: author.creatorDomain,
    isCreator: author.creatorDomain !== null,
    official: author.creatorDomain?.toLowerCase() === supportDomain,
  };
}

export function presentPair(row: BoardRow, myAddress: string, supportDomain: string): TChatPair {
  const other = chatUserOf(
    {
      address: row.address,
      displayName: shownName(row),
      avatar: row.avatarUrl,
      creatorDomain: row.creatorDomain,
    },
    supportDomain,
  );
  return {
    privateChatId: row.conversationId,
    other,
    lastMessage: row.last ? presentMessage(row.last, row.last.senderId === row.id ? row.address : myAddress) : null,
    lastSeq: row.lastSeq,
    unreadCount: row.unreadCount,
    otherReadSeq: row.otherReadSeq,
    favorite: row.favorite,
    muted: row.muted,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}
