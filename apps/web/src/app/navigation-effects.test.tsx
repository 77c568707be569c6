import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '#testing-library';
import { Outlet } from 'react-router';
import { MESSAGE_REFRESH_THROTTLE_MS } from '@fanlane/contracts/constants';
import { initialUserData, useUserStore } from '../shared/stores/user-store';
import { NavigationEffects, clearSavedScroll } from './navigation-effects';
import { entry, renderRoutes } from './test-router';

const api = vi.hoisted(() => ({ fetchUnread: vi.fn() }));
vi.mock('../features/auth/api/auth-api', () => api);

const tracking = vi.hoisted(() => ({ trackPageVisit: vi.fn(), track: vi.fn() }));
vi.mock('../shared/lib/tracking', () => tracking);

vi.mock('../shared/lib/device', () => ({
  isTelegram: () => false,
  isMobile: () => false,
  detectInAppBrowser: () => null,
}));

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

const routes = [
  entry('/home', 'home page', { name: 'Home', keepScroll: true }),
  entry('/wallet', 'wallet page'),
  entry('/collections', 'collections page', { keepScroll: true }),
  entry('/becomeCreator', 'become creator page', { name: 'BecomeCreator' }),
  entry('/:domain', 'creator page', { name: 'Creators', keepScroll: true }),
];

let scrollTo: ReturnType<typeof vi.fn>;
let now = 1_000_000;

async function go(router: ReturnType<typeof renderRoutes>['router'], path: string, text: string) {
  await act(() => router.navigate(path));
  await screen.findByText(text);
}

beforeEach(() => {
  clearSavedScroll();
  useUserStore.setState(initialUserData());
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  api.fetchUnread.mockResolvedValue({ message: 4, notification: 9 });
});

afterEach(() => {
  vi.restoreAllMocks();
  api.fetchUnread.mockReset();
  tracking.trackPageVisit.mockReset();
});

describe('scrolling after navigation', () => {
  it('scrolls smoothly to the top after each navigation', async () => {
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    scrollTo.mockClear();
    await go(router, '/becomeCreator', 'become creator page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it("leaves the page view's first address where the document starts", async () => {
    renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll on Home', async () => {
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    scrollTo.mockClear();
    await go(router, '/home', 'home page');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings a keepScroll route back to its saved position', async () => {
    const { router } = renderRoutes(routes, '/collections', Root);
    await screen.findByText('collections page');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });

    await go(router, '/wallet', 'wallet page');
    scrollTo.mockClear();
    await go(router, '/collections', 'collections page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 640 });
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls a keepScroll route without a saved position to the top', async () => {
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    scrollTo.mockClear();
    await go(router, '/collections', 'collections page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('message notification refresh', () => {
  it('refreshes the unread counts of a logged-in user at most once per 30 s', async () => {
    useUserStore.setState({ address: ADDRESS });
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    await vi.waitFor(() => expect(useUserStore.getState().messageCount).toEqual({ message: 4, notification: 9 }));
    expect(api.fetchUnread).toHaveBeenCalledTimes(1);

    now += 5_000;
    await go(router, '/collections', 'collections page');
    now += 5_000;
    await go(router, '/becomeCreator', 'become creator page');
    expect(api.fetchUnread).toHaveBeenCalledTimes(1);

    now += MESSAGE_REFRESH_THROTTLE_MS;
    api.fetchUnread.mockResolvedValue({ message: 1, notification: 0 });
    await go(router, '/wallet', 'wallet page');
    expect(api.fetchUnread).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(useUserStore.getState().messageCount).toEqual({ message: 1, notification: 0 }));
  });

  it('keeps a count the socket moved while the refresh was on its way (up and back down included)', async () => {
    useUserStore.setState({ address: ADDRESS, messageCount: { message: 0, notification: 0 } });
    let answer: (count: { message: number; notification: number }) => void = () => undefined;
    api.fetchUnread.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    await vi.waitFor(() => expect(api.fetchUnread).toHaveBeenCalled());
    // A reply arrives and is read at once, over the socket, before the server's count comes back.
    useUserStore.getState().setMessageCount({ message: 1 });
    useUserStore.getState().setMessageCount({ message: 0 });
    answer({ message: 1, notification: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useUserStore.getState().messageCount).toEqual({ message: 0, notification: 0 });
  });

  it('never asks for an anonymous visitor', async () => {
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    await go(router, '/collections', 'collections page');
    expect(api.fetchUnread).not.toHaveBeenCalled();
  });

  it('keeps the counts when the call fails', async () => {
    useUserStore.setState({ address: ADDRESS, messageCount: { message: 2, notification: 3 } });
    api.fetchUnread.mockRejectedValue(new Error('offline'));
    renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    await vi.waitFor(() => expect(api.fetchUnread).toHaveBeenCalled());
    expect(useUserStore.getState().messageCount).toEqual({ message: 2, notification: 3 });
  });
});

describe('page visit tracking', () => {
  it('tracks visits of a creator page and of BecomeCreator only', async () => {
    const { router } = renderRoutes(routes, '/wallet', Root);
    await screen.findByText('wallet page');
    expect(tracking.trackPageVisit).not.toHaveBeenCalled();

    await go(router, '/alice', 'creator page');
    expect(tracking.trackPageVisit).toHaveBeenCalledWith('alice', 'Creators');

    await go(router, '/becomeCreator', 'become creator page');
    expect(tracking.trackPageVisit).toHaveBeenLastCalledWith(expect.any(String), 'BecomeCreator');
    expect(tracking.trackPageVisit).toHaveBeenCalledTimes(2);
  });
});
