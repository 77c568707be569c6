import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TStarTopUp } from '@fanlane/contracts/telegram-bot';
import { balance } from '../../../../test/balance';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { topUpOptions } from '../../../../test/wallet-fixtures';
import { forgetTelegramForTests } from '../../../shared/lib/device';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { StarsTopUpPage } from './stars-top-up-page';
import { DepositMethodPage, TopUpPage } from './top-up-page';

const STARS = { minStars: '50', maxStars: '10000', presetsStars: ['100', '250', '500', '1000', '2500'] };
const INVOICE_LINK = 'https://t.me/$TestInvoice7';
const ROUTES = [
  {
    path: '/topUp',
    Component: TopUpPage,
    children: [
      { path: 'depositMethod', Component: DepositMethodPage },
      { path: 'stars', Component: StarsTopUpPage },
    ],
  },
  { path: '/wallet', element: <p>wallet page</p> },
];

const starTopUp = (extra: Partial<TStarTopUp> = {}): TStarTopUp => ({
  id: '00000000-0000-4000-8000-00000000a001',
  stars: '250',
  status: 'pending',
  invoiceLink: INVOICE_LINK,
  transactionId: null,
  createdAt: '2026-04-01T10:00:00.000Z',
  paidAt: null,
  refundedAt: null,
  ...extra,
});

type InvoiceCallback = (status: string) => void;
/** Telegram's WebApp object as telegram-web-app.js gives it: the invoice sheet is "opened" and closed by the test. */
function playTelegram() {
  sessionStorage.setItem(STORAGE_KEYS.insideTelegram, '1');
  forgetTelegramForTests();
  const opened: { url: string; close: InvoiceCallback }[] = [];
  vi.stubGlobal('Telegram', {
    WebApp: { openInvoice: (url: string, close: InvoiceCallback) => opened.push({ url, close }) },
  });
  return opened;
}

beforeEach(() => {
  signIn(FAN);
  sessionStorage.clear();
  forgetTelegramForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetTelegramForTests();
});

describe('Telegram Stars on /topUp', () => {
  it('outside Telegram the Stars method says it works in the Telegram app, and cannot be chosen', async () => {
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions({ stars: STARS }) }) });
    renderPage(ROUTES, '/topUp');
    const method = await screen.findByTestId('method-stars');
    await waitFor(() => expect(method).toHaveTextContent('Only in the Telegram app'));
    expect(method).toBeDisabled();
  });

  it('outside Telegram the Stars page explains where Stars are paid', async () => {
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions({ stars: STARS }) }) });
    renderPage(ROUTES, '/topUp/stars');
    expect(await screen.findByText('Stars are paid in Telegram')).toBeInTheDocument();
    expect(screen.queryByTestId('stars-top-up-form')).not.toBeInTheDocument();
  });

  it('without a bot on the server, Stars are not offered', async () => {
    playTelegram();
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions() }) });
    renderPage(ROUTES, '/topUp');
    await waitFor(() => expect(screen.getByTestId('method-stars')).toHaveTextContent('Not available on this site'));
    expect(screen.getByTestId('method-stars')).toBeDisabled();
  });

  it('in the mini-app: Stars are picked, Telegram’s sheet opens the invoice, and once paid and credited the balance is read again', async () => {
    const user = userEvent.setup();
    const opened = playTelegram();
    let detail = starTopUp();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions({ stars: STARS }) }),
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.starsInvoice]: () => ({ data: starTopUp() }),
      [PATHS.starsTopUpDetail]: () => ({ data: detail }),
    });
    const { router } = renderPage(ROUTES, '/topUp');

    const method = await screen.findByTestId('method-stars');
    await waitFor(() => expect(method).toBeEnabled());
    expect(method).toHaveTextContent('Pay with Stars in Telegram');
    await user.click(method);
    await waitFor(() => expect(router.state.location.pathname).toBe('/topUp/stars'));

    await user.click(await screen.findByTestId('stars-preset-250'));
    expect(await screen.findByText('Worth about $5.00')).toBeInTheDocument();
    await user.click(screen.getByTestId('stars-top-up-pay'));

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.url).toBe(INVOICE_LINK);
    expect(api.bodies(PATHS.starsInvoice)).toEqual([{ stars: '250' }]);
    expect(sentHeaders(PATHS.starsInvoice)[0]?.['Idempotency-Key']).toMatch(/.{8,}/);

    // Telegram says paid; the bot credits a moment later.
    const balanceReads = api.bodies(PATHS.balance).length;
    opened[0]!.close('paid');
    expect(await screen.findByTestId('stars-top-up-waiting')).toBeInTheDocument();
    detail = starTopUp({ status: 'succeeded', transactionId: 'entry-1', paidAt: '2026-04-01T10:00:05.000Z' });
    expect(await screen.findByText('250 ★ added to your wallet', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(api.bodies(PATHS.balance).length).toBeGreaterThan(balanceReads));

    await user.click(screen.getByTestId('stars-top-up-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });

  it('a cancelled sheet says nothing was taken and the next try is a new top-up', async () => {
    const user = userEvent.setup();
    const opened = playTelegram();
    fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions({ stars: STARS }) }),
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.starsInvoice]: () => ({ data: starTopUp() }),
    });
    renderPage(ROUTES, '/topUp/stars');
    await user.type(await screen.findByTestId('stars-input'), '300');
    await user.click(screen.getByTestId('stars-top-up-pay'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.close('cancelled');
    expect(await screen.findByTestId('stars-top-up-cancelled')).toHaveTextContent('No Stars were taken');

    await user.click(screen.getByTestId('stars-top-up-pay'));
    await waitFor(() => expect(opened).toHaveLength(2));
    const keys = sentHeaders(PATHS.starsInvoice).map((h) => h['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('an amount out of bounds or not whole is refused before anything is sent', async () => {
    const user = userEvent.setup();
    playTelegram();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions({ stars: STARS }) }),
      [PATHS.balance]: () => ({ data: balance() }),
    });
    renderPage(ROUTES, '/topUp/stars');
    const input = await screen.findByTestId('stars-input');
    await user.type(input, '10');
    await user.click(screen.getByTestId('stars-top-up-pay'));
    expect(await screen.findByText('The smallest Stars top-up is 50.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '12.5');
    expect(await screen.findByText('Enter a whole number of Stars.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '20000');
    expect(await screen.findByText('The largest Stars top-up is 10000.')).toBeInTheDocument();
    expect(api.bodies(PATHS.starsInvoice)).toEqual([]);
  });
});
