import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { act, screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import type { InfiniteData } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TNotification, TNotificationPage } from '@fanlane/contracts/notifications';
import { fakeApi } from '../../../../test/fake-api';
import { notification, page, tipFromAda } from '../../../../test/notification-fixtures';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, signIn } from '../../../../test/sign-in';
import { emitSocketFrame } from '../../../shared/lib/socket-frames';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { useUserStore } from '../../../shared/stores/user-store';
import { withoutIsolates } from '../../../shared/ui/user-text';
import { notificationKeys } from '../api/notification-api';
import { notificationStrings } from '../lib/notification-strings';
import { TOAST_DURATION_MS, useToastStore } from '../lib/toast-store';
import { NotificationsLive } from './notifications-live';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

async function render(at = '/home') {
  await notificationStrings.load('en');
  const page = (
    <>
      <Where />
      <NotificationsLive />
    </>
  );
  const view = renderPage(
    ['/home', '/notifications', '/post', '/transaction/:id', '/chats/chat/:privateChatId'].map((path) => ({
      path,
      element: page,
    })),
    at,
  );
  await screen.findByTestId('notification-toasts');
  return view;
}

function frame(n: TNotification, unread = 1) {
  act(() => emitSocketFrame({ type: 'notification', notification: n, unread } as never));
}

const toasts = () => screen.queryAllByTestId('notification-toast');
const toastTexts = () => toasts().map((toast) => withoutIsolates(toast.textContent ?? ''));

let userAgent: MockInstance<() => string>;
beforeEach(() => {
  signIn(CREATOR, { creatorDomain: 'maya' });
  userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
  fakeApi({ [PATHS.notificationRead]: () => ({ data: { unread: 0 } }) });
});
afterEach(() => {
  userAgent.mockRestore();
  useToastStore.setState({ toasts: [] });
});

describe('a live notification', () => {
  it('sets the unread badge and pops up as a toast saying what happened', async () => {
    await render();
    frame(tipFromAda(), 4);
    expect(useUserStore.getState().messageCount.notification).toBe(4);
    expect(toastTexts()).toEqual([expect.stringContaining('Ada Fan sent you a $12.50 tip')]);
    const region = screen.getByTestId('notification-toasts');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('that came while its code was still loading shows once it is loaded', async () => {
    frame(tipFromAda(), 2);
    await render();
    expect(useUserStore.getState().messageCount.notification).toBe(2);
    expect(toastTexts()).toEqual([expect.stringContaining('Ada Fan sent you a $12.50 tip')]);
  });

  it('ignores other frames and notifications of the wrong shape', async () => {
    await render();
    act(() => emitSocketFrame({ type: 'unread', message: 3 } as never));
    act(() => emitSocketFrame({ type: 'notification', notification: { id: 'x' }, unread: 9 } as never));
    expect(toasts()).toHaveLength(0);
    expect(useUserStore.getState().messageCount.notification).toBe(0);
  });

  it('shows at most three toasts, the oldest making way', async () => {
    await render();
    const four = [1, 2, 3, 4].map((i) => notification({ text: `Post ${i}` }));
    for (const n of four) frame(n);
    expect(toastTexts().map((text) => /Post \d/.exec(text)?.[0])).toEqual(['Post 2', 'Post 3', 'Post 4']);
  });

  it('goes away by itself after a few seconds, or when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await render();
    frame(notification({ text: 'First' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    frame(notification({ text: 'Second' }));
    expect(toasts()).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(toastTexts()).toEqual([expect.stringContaining('Second')]);
    act(() => screen.getByTestId('notification-toast-close').click());
    expect(toasts()).toHaveLength(0);
  });

  it('opens what it is about when clicked, and counts as read', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [PATHS.notificationRead]: () => ({ data: { unread: 0 } }) });
    await render();
    const n = notification();
    frame(n);
    await user.click(screen.getByTestId('notification-toast-open'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/post?id=${encodeURIComponent('30000000-0000-4000-8000-000000000001')}`,
    );
    expect(toasts()).toHaveLength(0);
    await waitFor(() => expect(api.bodies(PATHS.notificationRead)).toEqual([{ ids: [n.id] }]));
  });

  it('does not pop up on /notifications: it joins the loaded lists there instead', async () => {
    const old = notification({ read: true });
    const { queryClient } = await render('/notifications');
    const listKey = notificationKeys.list(CREATOR, 'all');
    const likesKey = notificationKeys.list(CREATOR, 'likes');
    queryClient.setQueryData<InfiniteData<TNotificationPage>>(listKey, {
      pages: [page([old])],
      pageParams: [undefined],
    });
    queryClient.setQueryData<InfiniteData<TNotificationPage>>(likesKey, { pages: [page([])], pageParams: [undefined] });
    const fresh = notification();
    frame(fresh, 1);
    frame(fresh, 1); // delivered twice: listed once
    expect(toasts()).toHaveLength(0);
    const ids = (key: readonly unknown[]) =>
      queryClient.getQueryData<InfiniteData<TNotificationPage>>(key)?.pages.flatMap((p) => p.items.map((i) => i.id));
    expect(ids(listKey)).toEqual([fresh.id, old.id]);
    // A new post is not a like.
    expect(ids(likesKey)).toEqual([]);
    expect(useUserStore.getState().messageCount.notification).toBe(1);
  });

  it('goes when the user opens the list, which holds it now', async () => {
    const { router } = await render('/home');
    frame(notification());
    expect(toasts()).toHaveLength(1);
    await act(() => router.navigate('/notifications'));
    expect(toasts()).toHaveLength(0);
  });

  it('of a new message pops up away from the chat, not in it, and is never listed', async () => {
    const message = notification({
      kind: 'message.new',
      target: { type: 'conversation', privateChatId: '10000000-0000-4000-8000-00000000c001' },
      text: 'hi!',
    });
    const { router } = await render('/chats/chat/10000000-0000-4000-8000-00000000c002');
    frame(message);
    expect(toasts()).toHaveLength(0);
    await act(() => router.navigate('/home'));
    frame({ ...message, id: '20000000-0000-4000-8000-0000000000ff' });
    expect(toastTexts()).toEqual([expect.stringContaining('Maya Rivers sent you a message')]);
  });
});

describe('where the toasts show', () => {
  it('bottom-right on a desktop by default', async () => {
    await render();
    frame(notification());
    expect(screen.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'bottom-right');
    // Above the floating support button in that corner.
    expect(screen.getByTestId('notification-toasts').className).toMatch(/right-6 bottom-24/);
  });

  it('in the corner the user chose', async () => {
    usePreferencesStore.getState().setToastCorner('top-left');
    await render();
    frame(notification());
    expect(screen.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'top-left');
    expect(within(screen.getByTestId('notification-toasts')).getAllByTestId('notification-toast')).toHaveLength(1);
    act(() => usePreferencesStore.getState().setToastCorner('bottom-left'));
    expect(screen.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'bottom-left');
  });

  it('at the bottom on a phone, whatever corner was chosen', async () => {
    userAgent.mockReturnValue(PHONE_UA);
    usePreferencesStore.getState().setToastCorner('top-right');
    await render();
    frame(notification());
    expect(screen.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'bottom');
  });

  it('at the bottom in a window as narrow as a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await render();
    expect(screen.getByTestId('notification-toasts')).toHaveAttribute('data-placement', 'bottom');
  });
});
