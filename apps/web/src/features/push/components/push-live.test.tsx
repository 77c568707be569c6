import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PUSH_WORKER_DELAY_MS } from '@fanlane/contracts/constants';
import { fakeApi } from '../../../../test/fake-api';
import { fakePushBrowser, removePushBrowser } from '../../../../test/fake-push';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { runBeforeLogout } from '../../../shared/lib/before-logout';
import { readPushDevice, updatePushDevice } from '../lib/push-device';
import { PushLive, WORKER_MESSAGES } from './push-live';

const VAPID = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

function Page() {
  return (
    <>
      <PushLive />
      <p>page</p>
    </>
  );
}
const ROUTES = [
  { path: '/home', Component: Page },
  { path: '/notifications', Component: Page },
];

function pushServer() {
  return fakeApi({ [PATHS.pushQuery]: () => ({ data: { vapidPublicKey: VAPID, devices: [] } }) });
}

afterEach(removePushBrowser);

describe('push in a signed-in tab', () => {
  it('registers the push worker 1 s after start, then binds this browser where notifications are allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted' });
    const api = pushServer();
    renderPage(ROUTES, '/home');

    await act(() => vi.advanceTimersByTimeAsync(PUSH_WORKER_DELAY_MS - 50));
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', { scope: '/' });
    await waitFor(() => expect(api.bodies(PATHS.pushBind)).toHaveLength(1));
    expect(readPushDevice().bound).toMatchObject({ address: FAN, endpoint: browser.subscription()!.endpoint });
  });

  it('a worker that fails to register is ignored: nothing else happens, nothing is thrown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted' });
    browser.serviceWorker.register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker'));
    const api = pushServer();
    renderPage(ROUTES, '/home');
    await act(() => vi.advanceTimersByTimeAsync(PUSH_WORKER_DELAY_MS + 100));
    expect(browser.serviceWorker.register).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });

  it('never asks for the permission by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'default' });
    const api = pushServer();
    renderPage(ROUTES, '/home');
    await act(() => vi.advanceTimersByTimeAsync(PUSH_WORKER_DELAY_MS + 100));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('a logout unbinds this browser first, while the session still works', async () => {
    signIn(FAN);
    fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/mine' });
    updatePushDevice({ bound: { address: FAN, endpoint: 'https://push.example.net/send/mine', at: Date.now() } });
    const api = pushServer();
    const view = renderPage(ROUTES, '/home');
    await runBeforeLogout();
    expect(api.bodies(PATHS.pushUnbind)).toEqual([{ userAgentKey: readPushDevice().key }]);

    // Gone with the tab's push: a later logout has nothing of it to run.
    view.unmount();
    await runBeforeLogout();
    expect(api.bodies(PATHS.pushUnbind)).toHaveLength(1);
  });

  it('a clicked notification opens its page in this tab, and the worker hears it was done', async () => {
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted' });
    pushServer();
    const { router } = renderPage(ROUTES, '/home');
    const port = { postMessage: vi.fn() };
    act(() => browser.postFromWorker({ type: WORKER_MESSAGES.navigate, url: '/notifications' }, [port as never]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(port.postMessage).toHaveBeenCalledWith('done');

    // Anything but one of our paths is not followed.
    act(() => browser.postFromWorker({ type: WORKER_MESSAGES.navigate, url: '//evil.example/x' }, [port as never]));
    expect(router.state.location.pathname).toBe('/notifications');
    expect(port.postMessage).toHaveBeenCalledTimes(1);
  });

  it('a subscription the browser replaced is bound again at once', async () => {
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted', existing: 'https://push.example.net/send/old' });
    updatePushDevice({ bound: { address: FAN, endpoint: 'https://push.example.net/send/old', at: Date.now() } });
    const api = pushServer();
    renderPage(ROUTES, '/home');
    const replaced = browser.replaceSubscription();
    act(() => browser.postFromWorker({ type: WORKER_MESSAGES.subscriptionChanged }));
    await waitFor(() => expect(api.bodies(PATHS.pushBind)).toHaveLength(1));
    expect(api.bodies(PATHS.pushBind)[0]).toEqual({
      fcmToken: JSON.stringify(replaced),
      userAgentKey: readPushDevice().key,
    });
  });
});
