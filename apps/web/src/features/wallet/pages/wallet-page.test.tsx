import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { topUpOptions } from '../../../../test/wallet-fixtures';
import { WalletPage } from './wallet-page';
import { balance } from '../../../../test/balance';

const ROUTES = [
  { path: '/wallet', Component: WalletPage },
  { path: '/topUp', element: <p>top-up methods</p> },
  { path: '/payments', element: <p>payments</p> },
];

beforeEach(() => {
  signIn(FAN);
  usePayModalStore.setState({ modal: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wallet page', () => {
  it("lists every currency held with its value in USD at the balance's rates", async () => {
    const api = fakeApi({
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.exchangeRate]: () => ({
        data: {
          currency: 'USDT',
          usdRate: '0.999',
          perUsd: '1.001',
          source: 'admin',
          updatedAt: '2026-04-01T00:00:00.000Z',
        },
      }),
    });
    renderPage(ROUTES, '/wallet');

    expect(await screen.findByTestId('wallet-usd')).toHaveTextContent('$12.34');
    expect(screen.getByTestId('holding-ETH-amount')).toHaveTextContent('0.5 ETH');
    expect(screen.getByTestId('holding-ETH-usd')).toHaveTextContent('≈ $1,500.00');
    expect(screen.getByTestId('holding-SOL-amount')).toHaveTextContent('1 SOL');
    expect(screen.getByTestId('holding-SOL-usd')).toHaveTextContent('≈ $150.00');
    expect(screen.getByTestId('holding-STARS-amount')).toHaveTextContent('100 Stars');
    expect(screen.getByTestId('holding-STARS-usd')).toHaveTextContent('≈ $2.00');
    expect(screen.getByTestId('holding-USDT-amount')).toHaveTextContent('2 USDT');
    expect(await screen.findByText('≈ $1.99')).toBeInTheDocument();
    // 12.34 + 1.99 + 1500 + 150 + 2
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('All currencies ≈ $1,666.33');
    expect(screen.queryByTestId('holding-DFS')).toBeNull();
    expect(screen.queryByTestId('earnings')).toBeNull();
    expect(api.bodies(PATHS.balance)).toEqual([{ address: FAN, chain: 5 }]);
    expect(api.calls.filter((c) => c.path === PATHS.exchangeRate)).toHaveLength(1);
    expect(useUserStore.getState().userBalance).toMatchObject({
      usdValue: '12.34',
      ethValue: '0.5',
      usdRate: '3000',
      usdToStarsRate: '50',
    });
    expect(useUserStore.getState().payFixedFee).toBe('50');
  });

  it('shows DFS when some is held, and asks no rate for currencies not held', async () => {
    const api = fakeApi({
      [PATHS.balance]: () => ({
        data: balance({
          balances: { USD: '0', USDT: '0', ETH: '0', SOL: '0', STARS: '0', DFS: '2500000000000000000' },
        }),
      }),
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.exchangeRate]: () => ({
        data: {
          currency: 'DFS',
          usdRate: '0.4',
          perUsd: '2.5',
          source: 'admin',
          updatedAt: '2026-04-01T00:00:00.000Z',
        },
      }),
    });
    renderPage(ROUTES, '/wallet');
    expect(await screen.findByTestId('holding-DFS-amount')).toHaveTextContent('2.5 DFS');
    expect(await screen.findByText('≈ $1.00')).toBeInTheDocument();
    const asked = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([url]) => url)
      .filter((url) => typeof url === 'string' && url.includes(PATHS.exchangeRate));
    expect(asked).toEqual([`${PATHS.exchangeRate}?targetCurrency=DFS`]);
    expect(api.bodies(PATHS.balance)).toHaveLength(1);
  });

  it('shows a creator their pending and available earnings', async () => {
    signIn(CREATOR, { creatorDomain: 'maya' });
    fakeApi({
      [PATHS.balance]: () => ({ data: balance({ earnings: { pending: '8000', available: '12050', debt: '0' } }) }),
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.exchangeRate]: () => ({
        data: { currency: 'USDT', usdRate: '1', perUsd: '1', source: 'admin', updatedAt: '2026-04-01T00:00:00.000Z' },
      }),
    });
    renderPage(ROUTES, '/wallet');
    expect(await screen.findByTestId('earnings-pending')).toHaveTextContent('$80.00');
    expect(screen.getByTestId('earnings-available')).toHaveTextContent('$120.50');
    expect(screen.queryByTestId('earnings-debt')).toBeNull();
  });

  it('tells a creator what they owe the platform after a lost dispute, and that it comes out of their next earnings', async () => {
    signIn(CREATOR, { creatorDomain: 'maya' });
    fakeApi({
      [PATHS.balance]: () => ({ data: balance({ earnings: { pending: '0', available: '0', debt: '960' } }) }),
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
    });
    renderPage(ROUTES, '/wallet');
    expect(await screen.findByTestId('earnings-debt')).toHaveTextContent(
      'Owed to the platform: $9.60 — recovered from your next earnings',
    );
  });

  it('leads to the top-up, the payments and the saved cards', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.exchangeRate]: () => ({
        data: { currency: 'USDT', usdRate: '1', perUsd: '1', source: 'admin', updatedAt: '2026-04-01T00:00:00.000Z' },
      }),
    });
    renderPage(ROUTES, '/wallet');
    await user.click(await screen.findByTestId('wallet-cards'));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'cardBilling' });
    expect(screen.getByTestId('wallet-payments-link')).toHaveAttribute('href', '/payments');
    await user.click(screen.getByTestId('wallet-top-up'));
    expect(await screen.findByText('top-up methods')).toBeInTheDocument();
  });

  it('offers another try when the balance cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [PATHS.balance]: () => (fail ? { code: 500, status: 500, msg: 'down' } : { data: balance() }),
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.exchangeRate]: () => ({
        data: { currency: 'USDT', usdRate: '1', perUsd: '1', source: 'admin', updatedAt: '2026-04-01T00:00:00.000Z' },
      }),
    });
    renderPage(ROUTES, '/wallet');
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Try again'));
    await waitFor(() => expect(screen.getByTestId('wallet-usd')).toHaveTextContent('$12.34'));
  });

  it('asks a signed-out visitor (inside Telegram there is no login guard) to sign in instead of loading forever', async () => {
    useUserStore.setState(initialUserData());
    const api = fakeApi({});
    renderPage(ROUTES, '/wallet');
    expect(await screen.findByText('Sign in to see your wallet')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-sign-in')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-loading')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
