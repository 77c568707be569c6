import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCustomConfig } from '@fanlane/contracts/notifications';
import { fakeApi } from '../../../test/fake-api';
import { fakePushBrowser, removePushBrowser } from '../../../test/fake-push';
import { renderPage } from '../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../test/sign-in';
import { PushSettingsRoutePage } from './push-settings-route-page';

const ROUTES = [{ path: '/settings/pushNotifications', Component: PushSettingsRoutePage }];
const VAPID = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

const item = (configItem: number, configValue: 'open' | 'close', additionalInfo = ''): TCustomConfig => ({
  configItem,
  configValue,
  additionalInfo,
});

function server(config: TCustomConfig[]) {
  return fakeApi({
    [PATHS.pushQuery]: () => ({ data: { vapidPublicKey: VAPID, devices: [] } }),
    [PATHS.customConfigQuery]: () => ({ data: { items: config } }),
    [PATHS.customConfigSet]: (body) => ({ data: body }),
  });
}

const pushSwitchOf = (id: number) => screen.getByTestId(`notification-item-${id}-push`);

afterEach(removePushBrowser);

describe('/settings/pushNotifications', () => {
  it('shows a fan this browser’s push and a push switch for each of their items (new posts, messages)', async () => {
    signIn(FAN);
    fakePushBrowser({ permission: 'default' });
    server([item(0, 'open'), item(10, 'open', 'inApp,telegram')]);
    renderPage(ROUTES, '/settings/pushNotifications');

    expect(await screen.findByTestId('push-switch')).toBeInTheDocument();
    await screen.findByTestId('notification-item-10');
    expect(screen.getAllByTestId(/^notification-item-\d+$/).map((el) => el.dataset.testid)).toEqual([
      'notification-item-10',
      'notification-item-11',
    ]);
    expect(within(screen.getByTestId('notification-item-10')).getByText('New posts')).toBeInTheDocument();
    expect(pushSwitchOf(10)).toHaveAttribute('aria-checked', 'false');
    // Not saved yet: messages use their default channels, push among them.
    expect(pushSwitchOf(11)).toHaveAttribute('aria-checked', 'true');
  });

  it('a push switch sends the item with its other channels kept, as a creator’s seller call', async () => {
    const user = userEvent.setup();
    signIn(CREATOR, { creatorDomain: 'maya' });
    fakePushBrowser({ permission: 'granted' });
    const api = server([item(0, 'open'), item(4, 'open', 'inApp,push,email,telegram'), item(10, 'open', 'inApp')]);
    renderPage(ROUTES, '/settings/pushNotifications');
    await screen.findByTestId('notification-item-4');
    expect(screen.getAllByTestId(/^notification-item-\d+$/)).toHaveLength(11);

    await user.click(pushSwitchOf(4));
    await user.click(pushSwitchOf(10));
    await waitFor(() => expect(api.bodies(PATHS.customConfigSet)).toHaveLength(2));
    expect(api.bodies(PATHS.customConfigSet)).toEqual([
      { configItem: 4, configValue: 'open', additionalInfo: 'inApp,email,telegram' },
      { configItem: 10, configValue: 'open', additionalInfo: 'inApp,push' },
    ]);
  });

  it('with notifications switched off, the push switches wait and the page says where to switch them on', async () => {
    signIn(FAN);
    fakePushBrowser({ permission: 'granted' });
    server([item(0, 'close')]);
    renderPage(ROUTES, '/settings/pushNotifications');
    expect(await screen.findByTestId('notifications-off-notice')).toHaveTextContent(
      'Notifications are switched off, so nothing is pushed.',
    );
    expect(screen.getByRole('link', { name: 'Switch them on' })).toHaveAttribute('href', '/settings/notifications');
    expect(pushSwitchOf(10)).toBeDisabled();
  });
});
