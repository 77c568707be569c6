import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatServerFrame } from '@fanlane/contracts/chat';
import { ChatLive } from '../../features/chat/components/chat-live';
import { resetChatLive } from '../../features/chat/lib/chat-live-store';
import { fakeApi } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { notification } from '../../../test/notification-fixtures';
import { renderPage } from '../../../test/render-page';
import { FAN, signIn } from '../../../test/sign-in';
import { useUserStore } from '../../shared/stores/user-store';
import { BottomTabs } from './bottom-tabs';
import { LiveNotifications } from './live-notifications';
import { SidebarNav } from './sidebar-nav';

beforeEach(() => {
  FakeSocket.reset();
  resetChatLive();
  signIn(FAN);
  useUserStore.setState({ token: 'access-1', messageCount: { message: 0, notification: 2 } });
});

describe('a notification over the app socket', () => {
  it('updates the badge of the notifications entry, on the side and in the tab bar, and pops up', async () => {
    fakeApi({
      [PATHS.chatToken]: () => ({ data: { token: 'chat-token', expiresAt: 0, path: '/chat-msg/v1/ws' } }),
      [PATHS.chatUnreadCount]: () => ({ data: { message: 0 } }),
    });
    renderPage(
      [
        {
          path: '*',
          element: (
            <>
              <SidebarNav />
              <BottomTabs />
              <ChatLive WebSocketImpl={FakeSocket} random={() => 0} />
              <LiveNotifications />
            </>
          ),
        },
      ],
      '/home',
    );
    const badge = (testId: string) => within(screen.getByTestId(testId)).queryByTestId('count-badge');
    expect(badge('nav-notifications')).toHaveTextContent('2');
    await screen.findByTestId('notification-toasts');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.last();
    socket.connect(FAN);

    socket.push({ type: 'notification', notification: notification(), unread: 3 } as unknown as TChatServerFrame);
    expect(badge('nav-notifications')).toHaveTextContent('3');
    expect(badge('tab-nav-notifications')).toHaveTextContent('3');
    expect(screen.getAllByTestId('notification-toast')).toHaveLength(1);
  });
});
