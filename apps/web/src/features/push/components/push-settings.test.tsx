import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TPushQuery } from '@fanlane/contracts/notifications';
import { fakeApi } from '../../../../test/fake-api';
import { fakePushBrowser, removePushBrowser } from '../../../../test/fake-push';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { changeLanguage } from '../../../i18n';
import { forgetTelegramForTests } from '../../../shared/lib/device';
import { useUserStore } from '../../../shared/stores/user-store';
import { readPushDevice } from '../lib/push-device';
import { withPushStrings } from '../lib/push-strings';
import { PushSettings } from './push-settings';

/** A VAPID public key as the server gives it: an uncompressed P-256 point, base64url. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const VAPID = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

const Page = withPushStrings(PushSettings);
const ROUTES = [{ path: '/settings/pushNotifications', Component: Page }];

/** The push calls as the server answers them; bind and unbind change the devices it lists. */
function pushServer(opts: { vapid?: string | null; devices?: TPushQuery['devices']; refuseBind?: boolean } = {}) {
  let devices = opts.devices ?? [];
  return fakeApi({
    [PATHS.pushQuery]: () => ({ data: { vapidPublicKey: opts.vapid === undefined ? VAPID : opts.vapid, devices } }),
    [PATHS.pushBind]: (body) => {
      if (opts.refuseBind) return { code: ERRORS.PUSH_SUBSCRIPTION_INVALID.code, msg: 'invalid', status: 422 };
      const key = body.userAgentKey as string;
      devices = [
        { userAgentKey: key, boundAt: '2026-05-01T10:00:00.000Z' },
        ...devices.filter((d) => d.userAgentKey !== key),
      ];
      return { data: { ok: true } };
    },
    [PATHS.pushUnbind]: (body) => {
      devices = devices.filter((d) => d.userAgentKey !== body.userAgentKey);
      return { data: { ok: true } };
    },
  });
}

const pushSwitch = () => screen.findByTestId('push-switch');

afterEach(async () => {
  removePushBrowser();
  forgetTelegramForTests();
  await changeLanguage('en');
});

describe('push settings of this browser', () => {
  it('a fan switches push on: asked for the permission, subscribed with the server’s key, bound under this browser’s key', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'default', answer: 'granted' });
    const api = pushServer();
    renderPage(ROUTES, '/settings/pushNotifications');

    expect(await pushSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('push-permission')).toHaveTextContent('Not asked yet');
    expect(screen.getByText(/your browser will ask/)).toBeInTheDocument();
    await user.click(await pushSwitch());

    await waitFor(() => expect(screen.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'true'));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...new Uint8Array(options.applicationServerKey as ArrayBuffer)]).toEqual([...KEY_BYTES]);

    const { key } = readPushDevice();
    const sent = browser.subscription()!;
    expect(api.bodies(PATHS.pushBind)).toEqual([{ fcmToken: JSON.stringify(sent), userAgentKey: key }]);
    expect(JSON.parse(api.bodies(PATHS.pushBind)[0]!.fcmToken as string)).toMatchObject({
      endpoint: sent.endpoint,
      keys: sent.toJSON().keys,
    });
    // Kept in the user store (spec section 3) with the time it was bound.
    const store = useUserStore.getState();
    expect(store).toMatchObject({ fcmToken: JSON.stringify(sent), userAgentKey: key });
    expect(Date.now() - store.fcmBoundAt!).toBeLessThan(5_000);
    expect(screen.getByTestId('push-permission')).toHaveTextContent('Allowed');
    // The list is read again: this browser is in it, marked.
    const device = await screen.findByTestId('push-device');
    expect(within(device).getByText(key)).toBeInTheDocument();
    expect(within(device).getByText('This browser')).toBeInTheDocument();
    expect(within(device).queryByTestId('push-device-remove')).toBeNull();
  });

  it('switching off unbinds this browser, ends its subscription and forgets the token', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'granted' });
    const api = pushServer();
    renderPage(ROUTES, '/settings/pushNotifications');
    await user.click(await pushSwitch());
    await waitFor(() => expect(screen.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'true'));
    const subscription = browser.subscription()!;

    await user.click(screen.getByTestId('push-switch'));
    await waitFor(() => expect(screen.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'false'));
    expect(api.bodies(PATHS.pushUnbind)).toEqual([{ userAgentKey: readPushDevice().key }]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.subscription()).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ fcmToken: null, fcmBoundAt: null });
    expect(readPushDevice()).toMatchObject({ off: true, bound: null });
    expect(await screen.findByText('No browser gets your push notifications yet.')).toBeInTheDocument();
  });

  it('a permission the user refuses gives permission-blocked, and nothing is subscribed or bound', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const browser = fakePushBrowser({ permission: 'default', answer: 'denied' });
    const api = pushServer();
    renderPage(ROUTES, '/settings/pushNotifications');
    await user.click(await pushSwitch());

    expect(await screen.findByTestId('push-error')).toHaveTextContent(
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.bodies(PATHS.pushBind)).toEqual([]);
    expect(screen.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'false');
    // Now blocked: the page says how to unblock, and the switch waits for it.
    expect(screen.getByTestId('push-blocked')).toHaveTextContent(/set Notifications to Allow/);
    expect(screen.getByTestId('push-switch')).toBeDisabled();
  });

  it('a browser that cannot subscribe (no push service) says token-subscribe-failed', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    fakePushBrowser({ permission: 'granted', subscribeFails: true });
    const api = pushServer();
    renderPage(ROUTES, '/settings/pushNotifications');
    await user.click(await pushSwitch());
    expect(await screen.findByTestId('push-error')).toHaveTextContent(
      'Push notifications could not be switched on. Please try again.',
    );
    expect(api.bodies(PATHS.pushBind)).toEqual([]);
    expect(useUserStore.getState().fcmToken).toBeNull();
  });

  it('a subscription the server refuses is not kept as bound', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    fakePushBrowser({ permission: 'granted' });
    pushServer({ refuseBind: true });
    renderPage(ROUTES, '/settings/pushNotifications');
    await user.click(await pushSwitch());
    expect(await screen.findByTestId('push-error')).toHaveTextContent('could not be switched on');
    expect(screen.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'false');
    expect(readPushDevice().bound).toBeNull();
  });

  it('a blocked permission shows how to unblock it, in the user’s language', async () => {
    signIn(FAN);
    await changeLanguage('de');
    fakePushBrowser({ permission: 'denied' });
    pushServer();
    renderPage(ROUTES, '/settings/pushNotifications');
    expect(await screen.findByTestId('push-blocked')).toHaveTextContent(
      'Benachrichtigungen sind für diese Seite blockiert.',
    );
    expect(screen.getByTestId('push-permission')).toHaveTextContent('Blockiert');
    expect(screen.getByTestId('push-switch')).toBeDisabled();
  });

  it('a browser without Web Push, a server without push, and the Telegram mini-app each say so instead of a switch', async () => {
    signIn(FAN);
    pushServer();
    const first = renderPage(ROUTES, '/settings/pushNotifications');
    expect(await screen.findByTestId('push-unsupported')).toHaveTextContent('cannot receive push notifications');
    expect(screen.queryByTestId('push-switch')).toBeNull();
    first.unmount();

    fakePushBrowser({ permission: 'granted' });
    pushServer({ vapid: null });
    const second = renderPage(ROUTES, '/settings/pushNotifications');
    expect(await screen.findByTestId('push-not-configured')).toHaveTextContent('not set up on this server');
    expect(screen.queryByTestId('push-switch')).toBeNull();
    second.unmount();

    sessionStorage.setItem('insideTelegram', '1');
    forgetTelegramForTests();
    renderPage(ROUTES, '/settings/pushNotifications');
    expect(await screen.findByTestId('push-telegram')).toHaveTextContent('come from our bot');
    expect(screen.getByRole('link', { name: 'Set up the bot' })).toHaveAttribute('href', '/settings/telegramBot');
  });

  it('lists the user’s other browsers, each of which can be removed', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    fakePushBrowser({ permission: 'granted' });
    const api = pushServer({
      devices: [
        { userAgentKey: 'Firefox · Linux · 1a2b3c4d', boundAt: '2026-04-02T09:00:00.000Z' },
        { userAgentKey: 'Safari · iOS · 9f8e7d6c', boundAt: '2026-03-01T09:00:00.000Z' },
      ],
    });
    renderPage(ROUTES, '/settings/pushNotifications');
    expect(await screen.findAllByTestId('push-device')).toHaveLength(2);
    expect(screen.getByText('Since Apr 2, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop push notifications to Firefox · Linux · 1a2b3c4d' }));
    await waitFor(() => expect(screen.getAllByTestId('push-device')).toHaveLength(1));
    expect(api.bodies(PATHS.pushUnbind)).toEqual([{ userAgentKey: 'Firefox · Linux · 1a2b3c4d' }]);
    expect(screen.getByText('Safari · iOS · 9f8e7d6c')).toBeInTheDocument();
  });
});
