import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCustomConfig } from '@fanlane/contracts/notifications';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { FAN, signIn } from '../../../test/sign-in';
import { TelegramBotRoutePage } from './telegram-bot-route-page';

const ROUTES = [{ path: '/settings/telegramBot', Component: TelegramBotRoutePage }];

const item = (configItem: number, configValue: 'open' | 'close', additionalInfo = ''): TCustomConfig => ({
  configItem,
  configValue,
  additionalInfo,
});

function server(config: TCustomConfig[]) {
  return fakeApi({
    [PATHS.telegramBotStatus]: () => ({
      data: {
        configured: true,
        botUsername: 'fanlane_bot',
        linked: true,
        telegramUsername: 'mia_tg',
        linkedAt: '2026-04-01T10:00:00.000Z',
      },
    }),
    [PATHS.customConfigQuery]: () => ({ data: { items: config } }),
    [PATHS.customConfigSet]: (body) => ({ data: body }),
  });
}

const telegramSwitchOf = (id: number) => screen.getByTestId(`notification-item-${id}-telegram`);

describe('/settings/telegramBot', () => {
  it('below the link, a Telegram switch per item that keeps the item’s other channels', async () => {
    const user = userEvent.setup();
    signIn(FAN);
    const api = server([item(0, 'open'), item(10, 'open', 'inApp,push')]);
    renderPage(ROUTES, '/settings/telegramBot');

    expect(await screen.findByText('Linked to @mia_tg')).toBeInTheDocument();
    expect(await screen.findByText('What the bot sends you')).toBeInTheDocument();
    expect(telegramSwitchOf(10)).toHaveAttribute('aria-checked', 'false');
    // Messages keep their default channels until changed, Telegram among them.
    expect(telegramSwitchOf(11)).toHaveAttribute('aria-checked', 'true');

    await user.click(telegramSwitchOf(10));
    await waitFor(() => expect(api.bodies(PATHS.customConfigSet)).toHaveLength(1));
    expect(api.bodies(PATHS.customConfigSet)).toEqual([
      { configItem: 10, configValue: 'open', additionalInfo: 'inApp,push,telegram' },
    ]);
  });

  it('with notifications switched off, says the bot sends nothing and where to switch them on', async () => {
    signIn(FAN);
    server([item(0, 'close')]);
    renderPage(ROUTES, '/settings/telegramBot');
    expect(await screen.findByTestId('notifications-off-notice')).toHaveTextContent(
      'Notifications are switched off, so the bot sends nothing.',
    );
    expect(telegramSwitchOf(10)).toBeDisabled();
  });
});
