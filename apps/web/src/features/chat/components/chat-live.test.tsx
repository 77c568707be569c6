import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '#testing-library';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessagePage } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import { FakeSocket } from '../../../../test/fake-socket';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { message, messages, pair } from '../../../../test/chat-fixtures';
import { useUserStore } from '../../../shared/stores/user-store';
import { fetchMessages } from '../api/chat-api';
import { messagesOf, type BoardPages, type MessagePages } from '../api/chat-cache';
import { chatKeys } from '../api/chat-keys';
import { resetChatLive, useChatLiveStore } from '../lib/chat-live-store';
import { ChatLive } from './chat-live';

const CHAT = '10000000-0000-4000-8000-00000000c001';
const OTHER_CHAT = '10000000-0000-4000-8000-00000000c002';

const noJitter = () => 0;

function held(seqFrom: number, count: number): InfiniteData<TChatMessagePage> {
  return { pages: [{ items: messages(CHAT, seqFrom, count), more: false }], pageParams: [undefined] };
}

function setup(handlers: Parameters<typeof fakeApi>[0] = {}) {
  let tokens = 0;
  const api = fakeApi({
    [PATHS.chatToken]: () => ({ data: { token: `token-${++tokens}`, expiresAt: 0, path: '/chat-msg/v1/ws' } }),
    [PATHS.chatUnreadCount]: () => ({ data: { message: 5 } }),
    ...handlers,
  });
  const view = renderPage([{ path: '*', element: <ChatLive WebSocketImpl={FakeSocket} random={noJitter} /> }], '/');
  return { api, ...view };
}

const socketCount = async (count: number) => waitFor(() => expect(FakeSocket.all).toHaveLength(count));

beforeEach(() => {
  FakeSocket.reset();
  signIn(FAN);
  useUserStore.setState({ token: 'access-1' });
});
afterEach(() => resetChatLive());

describe('the chat socket of a signed-in tab', () => {
  it('resumes from the last seq of each loaded conversation, and the unread frame sets the navigation badge', async () => {
    const { queryClient } = setup();
    await socketCount(1);
    queryClient.setQueryData(chatKeys.messages(CHAT), held(1, 7));
    const socket = FakeSocket.last();
    expect(socket.url).toBe('ws://localhost:3000/chat-msg/v1/ws');
    socket.connect(FAN);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token-1', resume: { [CHAT]: 7 } });
    expect(useChatLiveStore.getState().status).toBe('online');
    expect(useUserStore.getState().chat.networkStatus).toBe('online');
    // On ready the badge is read once; then the socket keeps it.
    await waitFor(() => expect(useUserStore.getState().messageCount.message).toBe(5));
    socket.push({ type: 'unread', message: 9 });
    expect(useUserStore.getState().messageCount.message).toBe(9);
  });

  it('puts a live message into its loaded conversation and moves the conversation to the top of the board', async () => {
    const { queryClient } = setup();
    await socketCount(1);
    queryClient.setQueryData(chatKeys.messages(CHAT), held(1, 3));
    const board: BoardPages = {
      pages: [
        {
          items: [pair({ privateChatId: OTHER_CHAT }), pair({ privateChatId: CHAT, lastSeq: 3 })],
          nextCursor: null,
        },
      ],
      pageParams: [undefined],
    };
    queryClient.setQueryData(chatKeys.board('all', ''), board);
    FakeSocket.last().connect(FAN);

    FakeSocket.last().push({ type: 'message', message: message(CHAT, 4, { text: 'Are you there?' }) });
    expect(messagesOf(queryClient.getQueryData<MessagePages>(chatKeys.messages(CHAT))).at(-1)?.text).toBe(
      'Are you there?',
    );
    const lines = queryClient.getQueryData<BoardPages>(chatKeys.board('all', ''))!.pages[0]!.items;
    expect(lines.map((line) => line.privateChatId)).toEqual([CHAT, OTHER_CHAT]);
    expect(lines[0]).toMatchObject({ unreadCount: 1, lastSeq: 4 });
    // The recipient's copy carries their unread total: the navigation badge follows it.
    FakeSocket.last().push({ type: 'message', message: message(CHAT, 5, { text: 'Hello?' }), unread: 12 });
    expect(useUserStore.getState().messageCount.message).toBe(12);
  });

  it('reads the newest page again after a gap frame', async () => {
    const newest = messages(CHAT, 300, 30);
    const { api, queryClient } = setup({
      [PATHS.chatMessageList]: () => ({ data: { items: newest, more: true } }),
    });
    await socketCount(1);
    queryClient.setQueryData(chatKeys.messages(CHAT), held(1, 3));
    // The conversation is on screen (its query observed), so the reset reads it again.
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: chatKeys.messages(CHAT),
      queryFn: ({ pageParam }) => fetchMessages({ privateChatId: CHAT, beforeSeq: pageParam }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: () => undefined,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    FakeSocket.last().connect(FAN);
    FakeSocket.last().push({ type: 'gap', privateChatId: CHAT });
    await waitFor(() => expect(api.bodies(PATHS.chatMessageList)).toEqual([{ privateChatId: CHAT }]));
    await waitFor(() =>
      expect(messagesOf(queryClient.getQueryData<MessagePages>(chatKeys.messages(CHAT))).map((m) => m.seq)).toEqual(
        newest.map((m) => m.seq),
      ),
    );
    unsubscribe();
  });

  it('reconnects after a close, resuming from what arrived meanwhile, and not after 4001 until a new sign-in', async () => {
    const { queryClient } = setup();
    await socketCount(1);
    queryClient.setQueryData(chatKeys.messages(CHAT), held(1, 3));
    const first = FakeSocket.last();
    first.connect(FAN);
    first.push({ type: 'message', message: message(CHAT, 4) });

    act(() => first.drop(1006));
    expect(useChatLiveStore.getState().status).toBe('offline');
    await socketCount(2);
    const second = FakeSocket.last();
    second.connect(FAN);
    expect(second.sent[0]).toEqual({ type: 'auth', token: 'token-2', resume: { [CHAT]: 4 } });

    act(() => second.drop(4001));
    expect(useChatLiveStore.getState().status).toBe('unauthorized');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(FakeSocket.all).toHaveLength(2);

    act(() => {
      useUserStore.setState({ token: 'access-2' });
    });
    await socketCount(3);
  });
});
