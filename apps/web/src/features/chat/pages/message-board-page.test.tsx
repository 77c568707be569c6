import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatPair } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import { FakeSocket } from '../../../../test/fake-socket';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { ADA, SUPPORT, message, openPhoto, pair } from '../../../../test/chat-fixtures';
import { ChatLive } from '../components/chat-live';
import { resetChatLive } from '../lib/chat-live-store';
import { MessageBoardPage } from './message-board-page';

const MAYA_CHAT = '10000000-0000-4000-8000-00000000d001';
const SUPPORT_CHAT = '10000000-0000-4000-8000-00000000d002';
const ZOE_CHAT = '10000000-0000-4000-8000-00000000d003';
const TIP_CHAT = '10000000-0000-4000-8000-00000000d004';

const ZOE = {
  ...ADA,
  address: '0x4444444444444444444444444444444444444444',
  displayName: 'Zoe Lens',
  domain: 'zoe',
  isCreator: true,
};
const LEO = {
  ...ADA,
  address: '0x5555555555555555555555555555555555555555',
  displayName: 'Leo Tips',
  domain: 'leo',
  isCreator: true,
};

function boardPairs(): TChatPair[] {
  return [
    pair({
      privateChatId: MAYA_CHAT,
      lastMessage: message(MAYA_CHAT, 12, { text: 'See you tomorrow' }),
      unreadCount: 2,
      favorite: true,
    }),
    pair({
      privateChatId: SUPPORT_CHAT,
      other: SUPPORT,
      lastMessage: message(SUPPORT_CHAT, 4, { sender: FAN, text: 'Thanks!' }),
    }),
    pair({
      privateChatId: ZOE_CHAT,
      other: ZOE,
      lastMessage: message(ZOE_CHAT, 2, { sender: ZOE.address, text: '', price: '999', media: [openPhoto()] }),
    }),
    pair({
      privateChatId: TIP_CHAT,
      other: LEO,
      lastMessage: message(TIP_CHAT, 7, { sender: FAN, kind: 'tip', tipCents: '500', text: '' }),
    }),
  ];
}

const ROUTES = [
  {
    path: '/chats',
    Component: MessageBoardPage,
    children: [{ path: 'chat/:privateChatId', element: <p>the conversation</p> }],
  },
  { path: '/chats/newChats', element: <p>new chat page</p> },
];

/** The board as the server filters it: by the filter and the search. */
function serveBoard(pairs: TChatPair[]) {
  return (body: Record<string, unknown>) => {
    const q = typeof body.q === 'string' ? body.q.toLowerCase() : '';
    const items = pairs
      .filter((p) => body.filter !== 'unread' || p.unreadCount > 0)
      .filter((p) => body.filter !== 'favorite' || p.favorite)
      .filter((p) => !q || p.other.displayName.toLowerCase().includes(q));
    return { data: { items, nextCursor: null } };
  };
}

const lines = () => screen.getAllByTestId('chat-board-line');

beforeEach(() => signIn(FAN));
afterEach(() => resetChatLive());

describe('the message board', () => {
  it('shows each conversation with its last message, time, unread count, favourite and the official badge', async () => {
    fakeApi({ [PATHS.chatPairList]: serveBoard(boardPairs()) });
    renderPage(ROUTES, '/chats');
    await waitFor(() => expect(lines()).toHaveLength(4));
    const [maya, support, zoe, leo] = lines() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(maya).getByTestId('chat-name')).toHaveTextContent('Maya Rivers');
    expect(within(maya).getByTestId('chat-board-preview')).toHaveTextContent('See you tomorrow');
    expect(within(maya).getByTestId('chat-board-unread')).toHaveTextContent('2');
    expect(within(maya).getByTestId('chat-board-favorite')).toBeInTheDocument();
    expect(within(maya).getByRole('time')).not.toBeEmptyDOMElement();
    expect(maya).toHaveAttribute('href', `/chats/chat/${MAYA_CHAT}`);

    expect(within(support).getByTestId('chat-verified')).toBeInTheDocument();
    expect(within(support).getByTestId('chat-board-preview')).toHaveTextContent('You: Thanks!');
    expect(within(support).queryByTestId('chat-board-unread')).toBeNull();
    expect(within(maya).queryByTestId('chat-verified')).toBeNull();

    expect(within(zoe).getByTestId('chat-board-preview')).toHaveTextContent('Paid message · $9.99');
    expect(within(leo).getByTestId('chat-board-preview')).toHaveTextContent('You: Tip $5.00');
  });

  it('searches by name once typing pauses, and filters to unread or favourite conversations', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [PATHS.chatPairList]: serveBoard(boardPairs()) });
    renderPage(ROUTES, '/chats');
    await waitFor(() => expect(lines()).toHaveLength(4));

    await user.type(screen.getByTestId('chat-board-search'), 'zoe');
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lines()[0]).toHaveTextContent('Zoe Lens');
    // One call for the whole word, not one per letter.
    expect(api.bodies(PATHS.chatPairList).map((b) => b.q)).toEqual([undefined, 'zoe']);

    await user.clear(screen.getByTestId('chat-board-search'));
    await user.click(screen.getByTestId('chat-filter-unread'));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lines()[0]).toHaveTextContent('Maya Rivers');
    expect(screen.getByTestId('chat-filter-unread')).toHaveAttribute('aria-selected', 'true');
    expect(api.bodies(PATHS.chatPairList).at(-1)).toEqual({ filter: 'unread' });

    await user.click(screen.getByTestId('chat-filter-favorite'));
    await waitFor(() => expect(api.bodies(PATHS.chatPairList).at(-1)).toEqual({ filter: 'favorite' }));
    await user.type(screen.getByTestId('chat-board-search'), 'nobody');
    expect(await screen.findByTestId('chat-board-none')).toHaveTextContent('No conversations match.');
  });

  it('offers a new message when there is no conversation yet', async () => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.chatPairList]: serveBoard([]) });
    renderPage(ROUTES, '/chats');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await user.click(screen.getByTestId('chat-board-empty-new'));
    expect(await screen.findByText('new chat page')).toBeInTheDocument();
  });

  it('moves a conversation with a new message to the top, with its unread count', async () => {
    FakeSocket.reset();
    const api = fakeApi({
      [PATHS.chatPairList]: serveBoard(boardPairs()),
      [PATHS.chatToken]: () => ({ data: { token: 't', expiresAt: 0, path: '/chat-msg/v1/ws' } }),
      [PATHS.chatUnreadCount]: () => ({ data: { message: 2 } }),
    });
    renderPage(
      [
        {
          path: '/chats',
          element: (
            <>
              <ChatLive WebSocketImpl={FakeSocket} />
              <MessageBoardPage />
            </>
          ),
        },
      ],
      '/chats',
    );
    await waitFor(() => expect(lines()).toHaveLength(4));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.last().connect(FAN);
    // Ready, the board is read again: a conversation new since the first read would show.
    await waitFor(() => expect(api.bodies(PATHS.chatPairList)).toHaveLength(2));
    FakeSocket.last().push({
      type: 'message',
      message: message(ZOE_CHAT, 3, { sender: ZOE.address, text: 'New set is up' }),
    });
    await waitFor(() => expect(lines()[0]).toHaveTextContent('Zoe Lens'));
    expect(within(lines()[0]!).getByTestId('chat-board-preview')).toHaveTextContent('New set is up');
    expect(within(lines()[0]!).getByTestId('chat-board-unread')).toHaveTextContent('1');

    FakeSocket.last().push({ type: 'presence', address: ZOE.address, online: true, lastSeenAt: null });
    expect(within(lines()[0]!).getByTestId('chat-online-dot')).toBeInTheDocument();
    expect(within(lines()[1]!).queryByTestId('chat-online-dot')).toBeNull();
    // The board asked who of its people is online.
    expect(FakeSocket.last().framesOf('presence')[0]?.addresses).toHaveLength(4);
  });
});

describe('the message board on a phone (390 px) and on a desktop', () => {
  it('shows only the list on /chats, with the "Select a conversation" pane for wide screens only', async () => {
    fakeApi({ [PATHS.chatPairList]: serveBoard(boardPairs()) });
    renderPage(ROUTES, '/chats');
    await waitFor(() => expect(lines()).toHaveLength(4));
    // Below md (768 px) "hidden" applies; md:flex brings the pane back on wider screens.
    expect(screen.getByTestId('chat-board-pane').className.split(' ')).not.toContain('hidden');
    expect(screen.getByTestId('chat-detail-pane').className.split(' ')).toEqual(
      expect.arrayContaining(['hidden', 'md:flex']),
    );
    expect(screen.getByTestId('chat-select')).toHaveTextContent('Select a conversation');
  });

  it('shows only the conversation on /chats/chat/:id, the list beside it from md up', async () => {
    fakeApi({ [PATHS.chatPairList]: serveBoard(boardPairs()) });
    renderPage(ROUTES, `/chats/chat/${MAYA_CHAT}`);
    expect(await screen.findByText('the conversation')).toBeInTheDocument();
    expect(screen.getByTestId('chat-board-pane').className.split(' ')).toEqual(
      expect.arrayContaining(['hidden', 'md:flex']),
    );
    expect(screen.getByTestId('chat-detail-pane').className.split(' ')).not.toContain('hidden');
    expect(screen.queryByTestId('chat-select')).toBeNull();
    await waitFor(() => expect(lines()[0]).toHaveAttribute('aria-current', 'page'));
  });
});
