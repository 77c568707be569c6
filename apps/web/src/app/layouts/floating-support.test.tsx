import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { PATHS } from '@fanlane/contracts/api-paths';
import { SUPPORT, pair } from '../../../test/chat-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { FAN, signIn } from '../../../test/sign-in';
import { chatStrings } from '../../features/chat/lib/chat-strings';
import { initialUserData, useUserStore } from '../../shared/stores/user-store';
import { forgetTelegramForTests } from '../../shared/lib/device';
import { resetRequestHooks, setRequestHooks } from '../../shared/lib/request';
import { FloatingSupport, isChatPath } from './floating-support';

const CHAT = '10000000-0000-4000-8000-0000000c0001';
const NEW_CHAT = '10000000-0000-4000-8000-0000000c0002';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function render(handlers: Record<string, FakeHandler>, at = '/home') {
  const api = fakeApi(handlers);
  const page = (
    <>
      <Where />
      <FloatingSupport />
    </>
  );
  renderPage(
    [
      { path: '/home', element: page },
      { path: '/chats', element: page },
      { path: '/chats/chat/:privateChatId', element: page },
    ],
    at,
  );
  return api;
}

function supportProfile(privateChatId: string | null) {
  return {
    data: {
      address: SUPPORT.address,
      creatorDomain: 'support',
      displayName: 'Fanlane Support',
      avatar: null,
      bio: null,
      cover: null,
      links: [],
      counts: null,
      privateChatId,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

/** Everything the button waits for (its chunk, the chat's strings) is in: if it were to show, it would. */
async function settled() {
  await import('./support-button-host');
  await chatStrings.load('en');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

const alertHook = vi.fn();

beforeEach(() => {
  signIn(FAN);
  forgetTelegramForTests();
  alertHook.mockReset();
  setRequestHooks({ alert: alertHook });
});
afterEach(() => {
  resetRequestHooks();
  vi.restoreAllMocks();
  forgetTelegramForTests();
});

describe('the floating support button', () => {
  it('opens the conversation with support at messageDetail, with its id and address in the query', async () => {
    const user = userEvent.setup();
    const api = render({ [PATHS.profile]: () => supportProfile(CHAT) });
    await user.click(await screen.findByRole('button', { name: 'Contact support' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/chats/chat/${CHAT}?privateChatId=${CHAT}&address=${SUPPORT.address}`,
      ),
    );
    expect(api.bodies(PATHS.profile)).toEqual([{ addressOrDomain: 'support' }]);
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([]);
    // On the chat's own pages it is not shown.
    expect(screen.queryByTestId('support-button')).toBeNull();
  });

  it('opens a conversation first when there is none yet', async () => {
    const user = userEvent.setup();
    const api = render({
      [PATHS.profile]: () => supportProfile(null),
      [PATHS.chatPairOpen]: () => ({ data: pair({ privateChatId: NEW_CHAT, other: SUPPORT, lastMessage: null }) }),
    });
    await user.click(await screen.findByTestId('support-button'));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/chats/chat/${NEW_CHAT}?privateChatId=${NEW_CHAT}&address=${SUPPORT.address}`,
      ),
    );
    expect(api.bodies(PATHS.chatPairOpen)).toEqual([{ addressOrDomain: 'support' }]);
  });

  it('ignores a failed look-up: no alert, no navigation, and it can be pressed again', async () => {
    const user = userEvent.setup();
    const api = render({ [PATHS.profile]: () => ({ code: 500, status: 500, msg: 'Profile service down' }) });
    const button = await screen.findByTestId('support-button');
    await user.click(button);
    await waitFor(() => expect(api.bodies(PATHS.profile)).toHaveLength(1));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
    expect(alertHook).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(api.bodies(PATHS.profile)).toHaveLength(2));
    expect(alertHook).not.toHaveBeenCalled();
  });

  it('is for signed-in desktop users only, and not on the chat pages', async () => {
    render({}, '/chats');
    await settled();
    expect(screen.queryByTestId('support-button')).toBeNull();
    expect(isChatPath('/chats/chat/x/gallery')).toBe(true);
    expect(isChatPath('/chats/AiChatsbot')).toBe(true);
    expect(isChatPath('/admin/support')).toBe(true);
    expect(isChatPath('/chatsroom')).toBe(false);
    expect(isChatPath('/home')).toBe(false);
  });

  it('is not on a phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    render({});
    await settled();
    expect(screen.queryByTestId('support-button')).toBeNull();
  });

  it('is not in the Telegram mini-app', async () => {
    sessionStorage.setItem('insideTelegram', '1');
    forgetTelegramForTests();
    render({});
    await settled();
    expect(screen.queryByTestId('support-button')).toBeNull();
  });

  it('is not for anonymous visitors', async () => {
    useUserStore.setState(initialUserData());
    const api = render({});
    await settled();
    expect(screen.queryByTestId('support-button')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
