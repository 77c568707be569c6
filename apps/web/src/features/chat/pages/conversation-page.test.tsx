import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TChatMessage } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { FakeSocket } from '../../../../test/fake-socket';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { MAYA, message, messages, pair } from '../../../../test/chat-fixtures';
import { chatServer } from '../../../../test/chat-server';
import { ChatLive } from '../components/chat-live';
import { resetChatLive } from '../lib/chat-live-store';
import { useOutbox } from '../lib/outbox-store';
import { ConversationPage } from './conversation-page';

const CHAT = '10000000-0000-4000-8000-00000000e001';

function conversation(): TChatMessage[] {
  return [
    message(CHAT, 1, { text: 'Hi Ada' }),
    message(CHAT, 2, { sender: FAN, text: 'Hello!' }),
    message(CHAT, 3, { sender: FAN, text: 'How are you?' }),
    message(CHAT, 4, { sender: FAN, text: 'Still there?' }),
    message(CHAT, 5, { text: 'Yes! Busy shooting.' }),
  ];
}

function render(handlers: Record<string, FakeHandler>, { live = false } = {}) {
  const api = fakeApi(
    Object.assign(handlers, {
      [PATHS.chatToken]: () => ({ data: { token: 't', expiresAt: 0, path: '/chat-msg/v1/ws' } }),
      [PATHS.chatUnreadCount]: () => ({ data: { message: 0 } }),
    }),
  );
  const page = live ? (
    <>
      <ChatLive WebSocketImpl={FakeSocket} />
      <ConversationPage />
    </>
  ) : (
    <ConversationPage />
  );
  const view = renderPage(
    [
      { path: '/chats/chat/:privateChatId', element: page },
      { path: '/chats', element: <p>the board</p> },
      { path: '/maya', element: <p>maya’s page</p> },
    ],
    `/chats/chat/${CHAT}`,
  );
  return { api, ...view };
}

const bubbles = () => screen.getAllByTestId('chat-message');
const texts = () => bubbles().map((b) => b.querySelector('p[dir="auto"]')?.textContent ?? b.textContent);

beforeEach(() => {
  signIn(FAN);
  FakeSocket.reset();
});
afterEach(() => {
  resetChatLive();
  useOutbox.setState({ pending: [] });
});

describe('a conversation', () => {
  it('shows its messages in order, own ones with their ticks, and marks the newest read', async () => {
    const server = chatServer(
      pair({ privateChatId: CHAT, lastSeq: 5, otherReadSeq: 3, unreadCount: 1 }),
      conversation(),
    );
    const { api } = render(server.handlers);

    await waitFor(() => expect(bubbles()).toHaveLength(5));
    expect(texts()).toEqual(['Hi Ada', 'Hello!', 'How are you?', 'Still there?', 'Yes! Busy shooting.']);
    expect(bubbles().map((b) => b.dataset.own)).toEqual(['false', 'true', 'true', 'true', 'false']);
    // Read by Maya up to seq 3: two ticks; seq 4 one.
    expect(within(bubbles()[1]!).getByTestId('chat-ticks-read')).toBeInTheDocument();
    expect(within(bubbles()[2]!).getByTestId('chat-ticks-read')).toBeInTheDocument();
    expect(within(bubbles()[3]!).getByTestId('chat-ticks-sent')).toBeInTheDocument();
    expect(within(bubbles()[0]!).queryByTestId('chat-ticks-sent')).toBeNull();
    // Only the unread own message can be taken back.
    expect(screen.getAllByTestId('chat-unsend')).toHaveLength(1);
    expect(screen.getAllByTestId('chat-day')).toHaveLength(1);

    await waitFor(() => expect(api.bodies(PATHS.chatRead)).toEqual([{ privateChatId: CHAT, seq: 5 }]));
    expect(screen.getByTestId('chat-other-link')).toHaveAttribute('href', '/maya');
    // On a phone the way back to the board; from md up the board is beside it.
    expect(screen.getByTestId('chat-back')).toHaveAttribute('href', '/chats');
    expect(screen.getByTestId('chat-back').className.split(' ')).toContain('md:hidden');
  });

  it('sends at once as pending, then shows the server’s message in its place', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 5, otherReadSeq: 5 }), conversation());
    let release: () => void = () => {};
    const stored = server.handlers[PATHS.chatSend]!;
    server.handlers[PATHS.chatSend] = async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      return stored(body);
    };
    const { api } = render(server.handlers);
    await waitFor(() => expect(bubbles()).toHaveLength(5));

    const input = screen.getByTestId('chat-input');
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(api.bodies(PATHS.chatSend)).toEqual([]);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    const pending = bubbles().at(-1)!;
    expect(pending).toHaveAttribute('data-state', 'pending');
    expect(pending).toHaveTextContent('First line second line');
    expect(within(pending).getByTestId('chat-sending')).toBeInTheDocument();

    await waitFor(() => expect(api.bodies(PATHS.chatSend)).toHaveLength(1));
    const [sent] = api.bodies(PATHS.chatSend);
    expect(sent).toMatchObject({ privateChatId: CHAT, text: 'First line\nsecond line' });
    expect(sent?.clientId).toMatch(/^[0-9a-f-]{36}$/);

    act(() => release());
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'plain'));
    expect(bubbles()).toHaveLength(6);
    expect(within(bubbles().at(-1)!).getByTestId('chat-ticks-sent')).toBeInTheDocument();
    expect(useOutbox.getState().pending).toEqual([]);
  });

  it('shows a refusal under the message in the server’s words, and retries it under the same clientId', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 5 }), conversation());
    server.once(PATHS.chatSend, {
      code: ERRORS.CHAT_SUBSCRIBERS_ONLY.code,
      status: 403,
      msg: 'Maya only takes messages from her subscribers.',
    });
    const { api } = render(server.handlers);
    await waitFor(() => expect(bubbles()).toHaveLength(5));

    await user.type(screen.getByTestId('chat-input'), 'Can I ask something?{Enter}');
    const failed = await screen.findByTestId('chat-send-failed');
    expect(failed).toHaveTextContent('Maya only takes messages from her subscribers.');
    expect(bubbles().at(-1)).toHaveAttribute('data-state', 'failed');

    await user.click(within(failed).getByTestId('chat-retry'));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'plain'));
    const [first, second] = api.bodies(PATHS.chatSend);
    expect(second?.clientId).toBe(first?.clientId);
    expect(screen.queryByTestId('chat-send-failed')).toBeNull();
  });

  it('says a conversation that is not the viewer’s is not there', async () => {
    fakeApi({
      [PATHS.chatPairDetail]: () => ({
        code: ERRORS.CONVERSATION_NOT_FOUND.code,
        status: 404,
        msg: 'This conversation does not exist.',
      }),
    });
    renderPage([{ path: '/chats/chat/:privateChatId', Component: ConversationPage }], `/chats/chat/${CHAT}`);
    expect(await screen.findByText('This conversation is not available')).toBeInTheDocument();
    expect(screen.getByTestId('chat-not-found-back')).toHaveAttribute('href', '/chats');
  });

  it('takes back an unread message of the viewer’s', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 5, otherReadSeq: 3 }), conversation());
    const { api } = render(server.handlers);
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    await user.click(screen.getByTestId('chat-unsend'));
    await user.click(within(await screen.findByTestId('chat-unsend-dialog')).getByText('Unsend'));
    await waitFor(() => expect(bubbles()[3]).toHaveAttribute('data-state', 'unsent'));
    expect(bubbles()[3]).toHaveTextContent('Message unsent');
    expect(api.bodies(PATHS.chatUnsend)).toEqual([{ privateChatId: CHAT, messageId: server.messages[3]!.id }]);
    expect(screen.queryByTestId('chat-unsend')).toBeNull();
  });

  it('shows what arrives on the socket: a message, the read ticks and “typing…”, and tells the other side it types', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 5, otherReadSeq: 3 }), conversation());
    render(server.handlers, { live: true });
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.last();
    socket.connect(FAN);
    expect(socket.sent[0]).toMatchObject({ type: 'auth', resume: { [CHAT]: 5 } });
    await waitFor(() => expect(socket.framesOf('presence')).toEqual([{ type: 'presence', addresses: [CREATOR] }]));

    socket.push({ type: 'presence', address: CREATOR, online: true, lastSeenAt: null });
    expect(screen.getByTestId('chat-presence')).toHaveTextContent('Online');
    socket.push({ type: 'typing', privateChatId: CHAT, from: CREATOR });
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('typing…');

    socket.push({ type: 'read', privateChatId: CHAT, reader: CREATOR, seq: 4 });
    expect(await within(bubbles()[3]!).findByTestId('chat-ticks-read')).toBeInTheDocument();

    socket.push({ type: 'message', message: message(CHAT, 6, { text: 'Look at this' }) });
    await waitFor(() => expect(texts().at(-1)).toBe('Look at this'));
    // Their message ends their typing.
    expect(screen.queryByTestId('chat-typing')).toBeNull();

    await user.type(screen.getByTestId('chat-input'), 'Wow');
    expect(socket.framesOf('typing')).toEqual([{ type: 'typing', privateChatId: CHAT }]);
  });

  it('has an emoji panel, and counts the characters near the limit', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 5 }), conversation());
    render(server.handlers);
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    await user.type(screen.getByTestId('chat-input'), 'Nice ');
    await user.click(screen.getByTestId('chat-emoji-button'));
    const emojis = within(screen.getByTestId('chat-emoji-panel')).getAllByTestId('chat-emoji');
    expect(emojis.length).toBeGreaterThanOrEqual(40);
    await user.click(emojis[0]!);
    expect(screen.getByTestId('chat-input')).toHaveValue('Nice 😀');

    expect(screen.queryByTestId('chat-counter')).toBeNull();
    fireEvent.input(screen.getByTestId('chat-input'), { target: { value: 'x'.repeat(3_850) } });
    expect(screen.getByTestId('chat-counter')).toHaveTextContent('3850/4000');
  });
});

describe('a long conversation', () => {
  const ROW_PX = 40;
  const BOX_PX = 400;
  const saved: Array<[PropertyKey, PropertyDescriptor | undefined]> = [];

  beforeEach(() => {
    // happy-dom lays nothing out: rows are ROW_PX high and the box BOX_PX, like a small screen.
    for (const [name, get] of [
      [
        'offsetHeight',
        function (this: HTMLElement) {
          return this.dataset.rowKey ? ROW_PX : 0;
        },
      ],
      [
        'clientHeight',
        function (this: HTMLElement) {
          return this.dataset.testid === 'chat-scroller' ? BOX_PX : 0;
        },
      ],
    ] as const) {
      saved.push([name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]);
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
    }
  });
  afterEach(() => {
    for (const [name, descriptor] of saved.splice(0)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<PropertyKey, unknown>)[name];
    }
  });

  const rowOf = (seq: number) => document.querySelector<HTMLElement>(`[data-row-key="s:${seq}"]`);

  it('renders only the rows near the view, opens at the bottom, and keeps the view still when older ones arrive', async () => {
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 45 }), messages(CHAT, 1, 45));
    const { api } = render(server.handlers);
    await waitFor(() => expect(rowOf(45)).not.toBeNull());
    const box = screen.getByTestId('chat-scroller');
    // 30 rows of 40 px in a 400 px box: at the bottom, rows far above the view are not in the page.
    await waitFor(() => expect(box.scrollTop).toBe(30 * ROW_PX - BOX_PX));
    expect(rowOf(16)).toBeNull();
    expect(screen.getAllByTestId('chat-message').length).toBeLessThan(30);
    expect(api.bodies(PATHS.chatMessageList)).toEqual([{ privateChatId: CHAT }]);

    // Scrolled to the top: the older page is read, and what was at the top stays there.
    act(() => {
      box.scrollTop = 0;
      fireEvent.scroll(box);
    });
    await waitFor(() => expect(api.bodies(PATHS.chatMessageList)).toHaveLength(2));
    expect(api.bodies(PATHS.chatMessageList)[1]).toEqual({ privateChatId: CHAT, beforeSeq: 16 });
    await waitFor(() => expect(rowOf(1)).not.toBeNull());
    await waitFor(() => expect(box.scrollTop).toBe(15 * ROW_PX));
    expect(Number(rowOf(16)?.dataset.top)).toBe(box.scrollTop);
  });

  it('offers “New messages” instead of jumping when the reader is scrolled up', async () => {
    const user = userEvent.setup();
    const server = chatServer(pair({ privateChatId: CHAT, lastSeq: 20 }), messages(CHAT, 1, 20));
    render(server.handlers, { live: true });
    await waitFor(() => expect(rowOf(20)).not.toBeNull());
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.last().connect(FAN);
    const box = screen.getByTestId('chat-scroller');
    act(() => {
      box.scrollTop = 200;
      fireEvent.scroll(box);
    });

    FakeSocket.last().push({ type: 'message', message: message(CHAT, 21, { text: 'Hello?' }) });
    const pill = await screen.findByTestId('chat-new-messages');
    expect(box.scrollTop).toBe(200);
    await user.click(pill);
    await waitFor(() => expect(box.scrollTop).toBe(21 * ROW_PX - BOX_PX));
    expect(screen.queryByTestId('chat-new-messages')).toBeNull();
  });

  it('offers a tip to a creator, not to the platform’s own accounts', async () => {
    const first = render(chatServer(pair({ privateChatId: CHAT }), conversation()).handlers);
    expect(await screen.findByTestId('chat-tip-button')).toBeInTheDocument();
    first.unmount();

    render(chatServer(pair({ privateChatId: CHAT, other: { ...MAYA, official: true } }), conversation()).handlers);
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    expect(screen.queryByTestId('chat-tip-button')).toBeNull();
  });
});
