import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TChatPair } from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { message, messages, pair } from '../../../../test/chat-fixtures';
import { CREATOR, FAN } from '../../../../test/sign-in';
import {
  applyDeleted,
  applyMessage,
  applyRead,
  mergeMessages,
  messagesOf,
  resumeCursors,
  type BoardPages,
  type MessagePages,
} from './chat-cache';
import { chatKeys } from './chat-keys';

const CHAT = '10000000-0000-4000-8000-00000000a001';

function pages(...list: Array<{ items: ReturnType<typeof messages>; more: boolean }>): MessagePages {
  return { pages: list, pageParams: list.map((_, i) => (i === 0 ? undefined : i)) };
}

function board(...pairs: TChatPair[]): BoardPages {
  const page: TPage<TChatPair> = { items: pairs, nextCursor: null };
  return { pages: [page], pageParams: [undefined] };
}

describe('the chat caches', () => {
  it('hold each seq once, replace a copy in place, and leave what is older than the pages for paging', () => {
    const newest = { items: messages(CHAT, 31, 30), more: true };
    const older = { items: messages(CHAT, 11, 20), more: true };
    const data = pages(newest, older);
    const unsent = { ...newest.items[4]!, text: '', deletedAt: '2026-04-01T12:00:00.000Z' };
    const merged = mergeMessages(data, [message(CHAT, 61), unsent, message(CHAT, 61), message(CHAT, 3)]);
    const all = messagesOf(merged);
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: 51 }, (_, i) => 11 + i));
    expect(all.find((m) => m.seq === 35)?.deletedAt).toBe('2026-04-01T12:00:00.000Z');
    // The pages as read are left alone.
    expect(data.pages[0]!.items).toHaveLength(30);
  });

  it('move a conversation with a new message to the top of the board, counted unread when it is the other party’s', () => {
    const queryClient = new QueryClient();
    const first = pair({ privateChatId: 'a' });
    const second = pair({ privateChatId: CHAT, unreadCount: 1 });
    queryClient.setQueryData(chatKeys.board('all', ''), board(first, second));
    queryClient.setQueryData(chatKeys.messages(CHAT), pages({ items: messages(CHAT, 1, 3), more: false }));

    const incoming = message(CHAT, 4, { text: 'Fresh' });
    expect(applyMessage(queryClient, incoming, FAN)).toEqual({ hole: false });
    const lines = queryClient.getQueryData<BoardPages>(chatKeys.board('all', ''))!.pages[0]!.items;
    expect(lines.map((p) => p.privateChatId)).toEqual([CHAT, 'a']);
    expect(lines[0]).toMatchObject({ lastSeq: 4, unreadCount: 2, lastMessage: { text: 'Fresh' } });
    // The same message again (its echo) changes nothing.
    applyMessage(queryClient, incoming, FAN);
    expect(queryClient.getQueryData<BoardPages>(chatKeys.board('all', ''))!.pages[0]!.items[0]!.unreadCount).toBe(2);
    // A seq past the next one says some are missing.
    expect(applyMessage(queryClient, message(CHAT, 9), FAN)).toEqual({ hole: true });
  });

  it('apply read marks, unsent messages and the resume cursors', () => {
    const queryClient = new QueryClient();
    const line = pair({ privateChatId: CHAT, lastSeq: 3, unreadCount: 2, otherReadSeq: 0 });
    queryClient.setQueryData(chatKeys.pair(CHAT), line);
    const held = messages(CHAT, 1, 3, { sender: FAN });
    queryClient.setQueryData(chatKeys.messages(CHAT), pages({ items: held, more: false }));

    applyRead(queryClient, { privateChatId: CHAT, reader: CREATOR, seq: 2 }, FAN);
    expect(queryClient.getQueryData<TChatPair>(chatKeys.pair(CHAT))?.otherReadSeq).toBe(2);
    applyRead(queryClient, { privateChatId: CHAT, reader: FAN.toUpperCase(), seq: 3 }, FAN);
    expect(queryClient.getQueryData<TChatPair>(chatKeys.pair(CHAT))?.unreadCount).toBe(0);

    applyDeleted(queryClient, { privateChatId: CHAT, messageId: held[1]!.id }, '2026-04-02T00:00:00.000Z');
    const gone = messagesOf(queryClient.getQueryData(chatKeys.messages(CHAT)))[1];
    expect(gone).toMatchObject({ text: '', media: [], deletedAt: '2026-04-02T00:00:00.000Z' });

    expect(resumeCursors(queryClient)).toEqual({ [CHAT]: 3 });
  });
});
