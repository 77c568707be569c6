import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TTelegramBotStatus } from '@fanlane/contracts/telegram-bot';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { telegramBotStrings } from '../lib/telegram-bot-strings';
import { TelegramBotSettingsPage } from './telegram-bot-settings-page';

const ROUTES = [{ path: '/settings/telegramBot', Component: TelegramBotSettingsPage }];
const LINK_URL = 'https://t.me/fanlane_bot?start=link_abcdefghijklmnopqrstuvwxyz012345';

const status = (extra: Partial<TTelegramBotStatus> = {}): TTelegramBotStatus => ({
  configured: true,
  botUsername: 'fanlane_bot',
  linked: false,
  telegramUsername: null,
  linkedAt: null,
  ...extra,
});
const LINKED = status({ linked: true, telegramUsername: 'mia_tg', linkedAt: '2026-04-01T10:00:00.000Z' });

beforeEach(async () => {
  signIn(FAN);
  await telegramBotStrings.load('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/settings/telegramBot', () => {
  it('links the account: a one-time link to the bot, then "linked" as soon as Start was pressed in Telegram', async () => {
    const user = userEvent.setup();
    let current = status();
    const api = fakeApi({
      [PATHS.telegramBotStatus]: () => ({ data: current }),
      [PATHS.telegramBotLink]: () => ({
        data: { url: LINK_URL, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
      }),
    });
    renderPage(ROUTES, '/settings/telegramBot');

    expect(await screen.findByText('Not linked yet')).toBeInTheDocument();
    await user.click(screen.getByTestId('telegram-bot-link'));

    const open = await screen.findByTestId('telegram-bot-open');
    expect(open).toHaveAttribute('href', LINK_URL);
    expect(open).toHaveTextContent('Open @fanlane_bot in Telegram');
    expect(screen.getByTestId('telegram-bot-waiting')).toHaveTextContent('Waiting for you to tap Start in Telegram');
    expect(api.bodies(PATHS.telegramBotLink)).toHaveLength(1);

    // The user presses Start in Telegram; the page, asking every few seconds, turns to linked.
    current = LINKED;
    expect(
      await screen.findByText('Your account is now linked to the bot.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Linked to @mia_tg')).toBeInTheDocument();
    expect(screen.queryByTestId('telegram-bot-open')).not.toBeInTheDocument();
  });

  it('shows a linked account and unlinks it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.telegramBotStatus]: () => ({ data: LINKED }),
      [PATHS.telegramBotUnlink]: () => ({ data: status() }),
    });
    renderPage(ROUTES, '/settings/telegramBot');

    expect(await screen.findByText('Linked to @mia_tg')).toBeInTheDocument();
    expect(screen.getByText(/^Since /)).toBeInTheDocument();
    // A link made elsewhere is not news on this page.
    expect(screen.queryByText('Your account is now linked to the bot.')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('telegram-bot-unlink'));
    expect(await screen.findByText('Not linked yet')).toBeInTheDocument();
    expect(api.bodies(PATHS.telegramBotUnlink)).toHaveLength(1);
  });

  it('a link left unused past its 15 minutes offers a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let links = 0;
    fakeApi({
      [PATHS.telegramBotStatus]: () => ({ data: status() }),
      [PATHS.telegramBotLink]: () => {
        links += 1;
        return { data: { url: `${LINK_URL}${links}`, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } };
      },
    });
    renderPage(ROUTES, '/settings/telegramBot');
    await user.click(await screen.findByTestId('telegram-bot-link'));
    expect(await screen.findByTestId('telegram-bot-open')).toHaveAttribute('href', `${LINK_URL}1`);

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 + 1000));
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
    await user.click(screen.getByTestId('telegram-bot-new-link'));
    expect(await screen.findByTestId('telegram-bot-open')).toHaveAttribute('href', `${LINK_URL}2`);
  });

  it('says so when the server has no bot, and offers nothing to link', async () => {
    fakeApi({ [PATHS.telegramBotStatus]: () => ({ data: status({ configured: false, botUsername: null }) }) });
    renderPage(ROUTES, '/settings/telegramBot');
    expect(await screen.findByTestId('telegram-bot-not-configured')).toHaveTextContent(
      'The Telegram bot is not set up on this site.',
    );
    expect(screen.queryByTestId('telegram-bot-link')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a link', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.telegramBotStatus]: () => ({ data: status() }),
      [PATHS.telegramBotLink]: () => ({ code: 1012329, msg: 'The provider is not answering.', status: 424 }),
    });
    renderPage(ROUTES, '/settings/telegramBot');
    await user.click(await screen.findByTestId('telegram-bot-link'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The provider is not answering.'));
  });
});
