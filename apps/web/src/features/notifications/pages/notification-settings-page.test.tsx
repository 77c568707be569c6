import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCustomConfig } from '@fanlane/contracts/notifications';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CREATOR, FAN, signIn } from '../../../../test/sign-in';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { EmailNotificationSettingsPage } from './email-notification-settings-page';
import { NotificationSettingsPage } from './notification-settings-page';

const ROUTES = [
  { path: '/settings/notifications', Component: NotificationSettingsPage },
  { path: '/settings/emailNotifications', Component: EmailNotificationSettingsPage },
];

const item = (configItem: number, configValue: 'open' | 'close', additionalInfo = ''): TCustomConfig => ({
  configItem,
  configValue,
  additionalInfo,
});

/** The preferences as the server keeps them; `set` changes the item it names (or refuses with `refuse`). */
function configServer(initial: TCustomConfig[], refuse?: FakeHandler) {
  let items = initial;
  const api = fakeApi({
    [PATHS.customConfigQuery]: () => ({ data: { items } }),
    [PATHS.customConfigSet]: (body) => {
      if (refuse) return refuse(body);
      const changed = item(
        body.configItem as number,
        body.configValue as 'open',
        (body.additionalInfo as string) ?? '',
      );
      items = [...items.filter((i) => i.configItem !== changed.configItem), changed];
      return { data: changed };
    },
  });
  return { ...api, items: () => items };
}

const switchOf = (id: number, channel: string) => screen.getByTestId(`notification-item-${id}-${channel}`);
const shownItems = () => screen.getAllByTestId(/^notification-item-\d+$/).map((el) => el.dataset.testid);

describe('/settings/notifications', () => {
  it("shows a fan only the fans' item that reaches the list (new posts; messages are counted in the chat)", async () => {
    signIn(FAN);
    configServer([item(0, 'open'), item(10, 'open', 'inApp,push')]);
    renderPage(ROUTES, '/settings/notifications');
    await screen.findByTestId('notification-item-10');
    expect(shownItems()).toEqual(['notification-item-10']);
    expect(screen.queryByTestId('notification-group-creator')).toBeNull();
    expect(switchOf(10, 'inApp')).toHaveAttribute('aria-checked', 'true');
    expect(within(screen.getByTestId('notification-item-10')).getByText('New posts')).toBeInTheDocument();
    expect(screen.getByText('A creator you follow publishes a post.')).toBeInTheDocument();
  });

  it('shows a creator items 1 to 10; a switch sends the item with its whole channel list, the one changed', async () => {
    const user = userEvent.setup();
    signIn(CREATOR, { creatorDomain: 'maya' });
    const api = configServer([item(0, 'open'), item(4, 'open', 'inApp,push,email')]);
    renderPage(ROUTES, '/settings/notifications');
    await screen.findByTestId('notification-item-4');
    expect(shownItems()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => `notification-item-${id}`));

    await user.click(switchOf(4, 'inApp'));
    expect(switchOf(4, 'inApp')).toHaveAttribute('aria-checked', 'false');
    await user.click(switchOf(1, 'inApp'));
    await waitFor(() => expect(api.bodies(PATHS.customConfigSet)).toHaveLength(2));
    expect(api.bodies(PATHS.customConfigSet)).toEqual([
      { configItem: 4, configValue: 'open', additionalInfo: 'push,email' },
      // Not saved before: its default channels, in-app taken out.
      { configItem: 1, configValue: 'open', additionalInfo: 'push' },
    ]);
    // A creator's preferences are seller calls (spec section 6).
    expect(sentHeaders(PATHS.customConfigSet)[0]).toMatchObject({ 'User-Type': 'SELLER', 'Shop-Domain': 'maya' });
  });

  it('switching off the last channel closes the item; switching one on again opens it with that channel', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const api = configServer([item(0, 'open'), item(10, 'open', 'inApp')]);
    renderPage(ROUTES, '/settings/notifications');
    await screen.findByTestId('notification-item-10');
    await user.click(switchOf(10, 'inApp'));
    await waitFor(() => expect(api.items()).toContainEqual(item(10, 'close', '')));
    await user.click(switchOf(10, 'inApp'));
    await waitFor(() => expect(api.items()).toContainEqual(item(10, 'open', 'inApp')));
  });

  it('switches notifications off and on with item 0, and the items wait while they are off', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const api = configServer([item(0, 'open')]);
    renderPage(ROUTES, '/settings/notifications');
    const master = await screen.findByTestId('notification-master');
    expect(master).toHaveAttribute('aria-checked', 'true');
    await user.click(master);
    expect(master).toHaveAttribute('aria-checked', 'false');
    expect(switchOf(10, 'inApp')).toBeDisabled();
    await user.click(master);
    expect(switchOf(10, 'inApp')).toBeEnabled();
    expect(api.bodies(PATHS.customConfigSet)).toEqual([
      { configItem: 0, configValue: 'close' },
      { configItem: 0, configValue: 'open' },
    ]);
  });

  it('takes a refused switch back and says why', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    configServer([item(0, 'open'), item(10, 'open', 'inApp,push')], () => ({
      code: 1012390,
      msg: 'This notification setting is for creators only.',
      status: 403,
    }));
    renderPage(ROUTES, '/settings/notifications');
    await screen.findByTestId('notification-item-10');
    await user.click(switchOf(10, 'inApp'));
    expect(await screen.findByTestId('notification-settings-error')).toHaveTextContent(
      'This notification setting is for creators only.',
    );
    expect(switchOf(10, 'inApp')).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the corner the toasts show in', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    configServer([item(0, 'open')]);
    renderPage(ROUTES, '/settings/notifications');
    const bottomRight = await screen.findByTestId('toast-corner-bottom-right');
    expect(bottomRight).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByTestId('toast-corner-top-left'));
    expect(screen.getByTestId('toast-corner-top-left')).toHaveAttribute('aria-checked', 'true');
    expect(bottomRight).toHaveAttribute('aria-checked', 'false');
    expect(usePreferencesStore.getState().toastCorner).toBe('top-left');
    expect(localStorage.getItem('notificationPlacement')).toBe('top-left');
  });

  it('says when the settings could not be read, and tries again', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    let fail = true;
    fakeApi({
      [PATHS.customConfigQuery]: () => (fail ? { code: 500, msg: 'down', status: 500 } : { data: { items: [] } }),
    });
    renderPage(ROUTES, '/settings/notifications');
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification-item-10')).toBeInTheDocument();
  });
});

describe('/settings/emailNotifications', () => {
  it('switches the e-mail channel of an item and keeps its other channels', async () => {
    const user = userEvent.setup();
    signIn(CREATOR, { creatorDomain: 'maya' });
    const api = configServer([item(0, 'open'), item(2, 'open', 'inApp,push,email,telegram')]);
    renderPage(ROUTES, '/settings/emailNotifications');
    await screen.findByTestId('notification-item-2');
    expect(screen.getByTestId('notification-group-creator')).toBeInTheDocument();
    expect(switchOf(2, 'email')).toHaveAttribute('aria-checked', 'true');
    // Likes are in-app only until the creator asks for more.
    expect(switchOf(7, 'email')).toHaveAttribute('aria-checked', 'false');
    await user.click(switchOf(2, 'email'));
    await user.click(switchOf(7, 'email'));
    await waitFor(() => expect(api.bodies(PATHS.customConfigSet)).toHaveLength(2));
    expect(api.bodies(PATHS.customConfigSet)).toEqual([
      { configItem: 2, configValue: 'open', additionalInfo: 'inApp,push,telegram' },
      { configItem: 7, configValue: 'open', additionalInfo: 'inApp,email' },
    ]);
  });

  it('shows a fan items 10 and 11 only, and says when notifications are switched off', async () => {
    signIn(FAN);
    configServer([item(0, 'close'), item(11, 'close', 'push,email')]);
    renderPage(ROUTES, '/settings/emailNotifications');
    await screen.findByTestId('notification-item-11');
    expect(shownItems()).toEqual(['notification-item-10', 'notification-item-11']);
    expect(screen.getByTestId('notifications-off-notice')).toHaveTextContent('Notifications are switched off');
    expect(switchOf(11, 'email')).toHaveAttribute('aria-checked', 'false');
    expect(switchOf(10, 'email')).toBeDisabled();
  });
});
