import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TChatFriend } from '@fanlane/contracts/chat';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { ADA, MAYA, SUPPORT, friend, pair } from '../../../../test/chat-fixtures';
import { NewChatPage } from './new-chat-page';

const MAYA_CHAT = '10000000-0000-4000-8000-0000000a0001';
const SUPPORT_CHAT = '10000000-0000-4000-8000-0000000a0002';

function Conversation() {
  return <p data-testid="opened">{useLocation().pathname}</p>;
}

const ROUTES = [
  { path: '/chats/newChats', Component: NewChatPage },
  { path: '/chats/chat/:privateChatId', Component: Conversation },
];

function serveFriends(people: TChatFriend[]) {
  return (body: Record<string, unknown>) => {
    const q = typeof body.q === 'string' ? body.q.toLowerCase() : '';
    return { data: { items: people.filter((p) => p.displayName.toLowerCase().includes(q)), nextCursor: null } };
  };
}

beforeEach(() => signIn(FAN));

describe('starting a new chat', () => {
  it('finds people by name once typing pauses, and opens the conversation with the one picked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.chatFriendQuery]: serveFriends([friend(MAYA), friend(SUPPORT, SUPPORT_CHAT)]),
      [PATHS.chatPairOpen]: () => ({ data: pair({ privateChatId: MAYA_CHAT }) }),
    });
    renderPage(ROUTES, '/chats/newChats');
    await waitFor(() => expect(screen.getAllByTestId('chat-friend')).toHaveLength(2));

    await user.type(screen.getByTestId('chat-new-search'), 'maya');
    await waitFor(() => expect(screen.getAllByTestId('chat-friend')).toHaveLength(1));
    expect(api.bodies(PATHS.chatFriendQuery).map((b) => b.q)).toEqual(['', 'maya']);
    expect(screen.getByTestId('chat-friend')).toHaveTextContent('@maya');

    await user.click(screen.getByTestId('chat-friend'));
    expect(await screen.findByTestId('opened')).toHaveTextContent(`/chats/chat/${MAYA_CHAT}`);
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([{ addressOrDomain: MAYA.address }]);
  });

  it('goes straight to a conversation that already exists', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [PATHS.chatFriendQuery]: serveFriends([friend(SUPPORT, SUPPORT_CHAT)]) });
    renderPage(ROUTES, '/chats/newChats');
    await user.click(await screen.findByTestId('chat-friend'));
    expect(await screen.findByTestId('opened')).toHaveTextContent(`/chats/chat/${SUPPORT_CHAT}`);
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([]);
  });

  it('opens ?address= at once, and shows a refusal in place', async () => {
    const api = fakeApi({
      [PATHS.chatFriendQuery]: serveFriends([]),
      [PATHS.chatPairOpen]: () => ({
        code: ERRORS.CREATORS_ONLY_MESSAGE.code,
        status: 403,
        msg: 'Only creators can write first.',
      }),
    });
    renderPage(ROUTES, `/chats/newChats?address=${ADA.address}`);
    expect(await screen.findByTestId('chat-open-refused')).toHaveTextContent('Only creators can write first.');
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([{ addressOrDomain: ADA.address }]);
    expect(screen.queryByTestId('opened')).toBeNull();
  });

  it('opens ?address= straight into the conversation when it is allowed', async () => {
    fakeApi({
      [PATHS.chatFriendQuery]: serveFriends([]),
      [PATHS.chatPairOpen]: () => ({ data: pair({ privateChatId: MAYA_CHAT }) }),
    });
    renderPage(ROUTES, '/chats/newChats?address=maya');
    expect(await screen.findByTestId('opened')).toHaveTextContent(`/chats/chat/${MAYA_CHAT}`);
  });
});
