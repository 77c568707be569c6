import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { topUpOptions } from '../../../../test/wallet-fixtures';
import { DepositPage } from './deposit-page';
import { DepositMethodPage, TopUpPage } from './top-up-page';

const ROUTES = [
  {
    path: '/topUp',
    Component: TopUpPage,
    children: [
      { path: 'depositMethod', Component: DepositMethodPage },
      { path: 'deposit', Component: DepositPage },
      { path: 'kodo', element: <p>card top-up</p> },
      { path: 'alchemy', element: <p>on-ramp top-up</p> },
    ],
  },
];

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the top-up methods', () => {
  it('names the configured card provider and on-ramp, and shows crypto deposits as unavailable when no chain is watched', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
    });
    const { router } = renderPage(ROUTES, '/topUp?return=%2Fpost%3Fid%3D1');

    expect(await screen.findByText('With Stripe')).toBeInTheDocument();
    expect(screen.getByText('With Sandbox on-ramp')).toBeInTheDocument();
    expect(screen.getByTestId('method-crypto')).toBeDisabled();
    expect(screen.getByTestId('method-crypto')).toHaveTextContent('Not available on this site');

    await user.click(screen.getByTestId('method-kodo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topUp/kodo'));
    expect(router.state.location.search).toBe('?return=%2Fpost%3Fid%3D1');
  });

  it('shows the same list under /topUp/depositMethod and disables what is not configured', async () => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions({ onRamp: null }) }) });
    const { router } = renderPage(ROUTES, '/topUp/depositMethod');

    await screen.findByText('With Sandbox cards');
    expect(screen.getByTestId('method-alchemy')).toBeDisabled();
    expect(screen.getByTestId('method-alchemy')).toHaveTextContent('Not available on this site');
    await user.click(screen.getByTestId('method-kodo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topUp/kodo'));
  });
});

const ETH_CHANNEL = {
  currency: 'ETH',
  network: 'ethereum',
  networkName: 'Ethereum (chain 1337)',
  chainId: 1337,
  tokenContract: null,
  confirmations: 12,
  minAmount: '1000000000000000',
} as const;
const SOL_CHANNEL = {
  currency: 'SOL',
  network: 'solana',
  networkName: 'Solana',
  chainId: null,
  tokenContract: null,
  confirmations: 32,
  minAmount: '10000000',
} as const;
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

function fakeCrypto(deposits: () => unknown[] = () => []) {
  return fakeApi({
    [PATHS.topUpOptions]: () => ({ data: topUpOptions({ crypto: [ETH_CHANNEL, SOL_CHANNEL] }) }),
    [PATHS.depositAddress]: (body) => {
      const { currency } = body as { currency: string };
      const channel = currency === 'SOL' ? SOL_CHANNEL : ETH_CHANNEL;
      const address = currency === 'SOL' ? 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' : ADDRESS;
      const paymentUri = currency === 'SOL' ? `solana:${address}` : `ethereum:${address}@1337`;
      return { data: { ...channel, address, paymentUri } };
    },
    [PATHS.depositList]: () => ({ data: { items: deposits(), nextCursor: null } }),
  });
}

describe('crypto deposits', () => {
  it('lead from the methods to the address of the first currency, with its QR code, terms and warning', async () => {
    const user = userEvent.setup();
    fakeCrypto();
    const { router } = renderPage(ROUTES, '/topUp/depositMethod');

    const method = await screen.findByTestId('method-crypto');
    await waitFor(() => expect(method).toHaveTextContent('ETH, SOL, sent from any wallet'));
    await user.click(method);
    await waitFor(() => expect(router.state.location.search).toBe('?currency=ETH'));

    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(ADDRESS);
    expect(screen.getByTestId('deposit-qr')).toHaveAttribute('data-value', `ethereum:${ADDRESS}@1337`);
    expect(screen.getByRole('img', { name: 'QR code of your Ether deposit address' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-network')).toHaveTextContent('Ethereum (chain 1337)');
    expect(screen.getByTestId('detail-minimum')).toHaveTextContent('0.001 ETH');
    expect(screen.getByTestId('detail-confirmations')).toHaveTextContent('12 confirmations');
    expect(screen.getByTestId('deposit-warning')).toHaveTextContent(
      'Send only ETH on Ethereum (chain 1337) to this address.',
    );
    expect(await screen.findByText(/No deposits yet/)).toBeInTheDocument();
  });

  it('switches currency, and says Solana deposits wait for finality', async () => {
    const user = userEvent.setup();
    fakeCrypto();
    const { router } = renderPage(ROUTES, '/topUp/deposit?currency=ETH');
    await user.click(await screen.findByTestId('deposit-currency-SOL'));
    await waitFor(() => expect(router.state.location.search).toBe('?currency=SOL'));
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    );
    expect(screen.getByTestId('detail-confirmations')).toHaveTextContent('Credited once the block is finalised');
  });

  it('copies the address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    fakeCrypto();
    renderPage(ROUTES, '/topUp/deposit?currency=ETH');
    await screen.findByTestId('deposit-address');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByTestId('deposit-copy'));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('shows a pending deposit with its confirmations, and the credited one once the list says so', async () => {
    let status = 'pending';
    fakeCrypto(() => [
      {
        id: '00000000-0000-4000-8000-000000000001',
        currency: 'ETH',
        network: 'ethereum',
        amount: '50000000000000000',
        status,
        txHash: '0xabc',
        fromAddress: '0xdef',
        blockNumber: '12',
        confirmations: status === 'pending' ? 4 : 12,
        confirmationsNeeded: 12,
        explorerUrl: null,
        transactionId: null,
        createdAt: '2026-04-01T10:00:00.000Z',
        creditedAt: null,
      },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(ROUTES, '/topUp/deposit?currency=ETH');
    const chip = await screen.findByTestId('deposit-status');
    expect(chip).toHaveTextContent('Confirming');
    expect(screen.getByText(/4 of 12 confirmations/)).toBeInTheDocument();
    expect(screen.getByText('0.05 ETH')).toBeInTheDocument();
    status = 'credited';
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(screen.getByTestId('deposit-status')).toHaveTextContent('Credited'));
  });
});

describe('the deposit page', () => {
  it('takes an amount, then the method, and hands both on', async () => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions() }) });
    const { router } = renderPage(ROUTES, '/topUp/deposit?return=%2Fhome');

    await user.click(await screen.findByTestId('amount-preset-5000'));
    expect(screen.getByTestId('amount-preset-5000')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('method-alchemy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topUp/alchemy'));
    expect(router.state.location.search).toBe('?amount=5000&return=%2Fhome');
  });

  it.each(['-5', '0', '1.234', 'abc', '1e9', ''])('stays with an error for %j', async (text) => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions() }) });
    const { router } = renderPage(ROUTES, '/topUp/deposit');

    const input = await screen.findByTestId('amount-input');
    if (text) await user.type(input, text);
    await user.click(screen.getByTestId('method-kodo'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/topUp/deposit');
  });

  it('offers another try when the options cannot be loaded', async () => {
    let fail = true;
    const user = userEvent.setup();
    fakeApi({
      [PATHS.topUpOptions]: () => (fail ? { code: 500, status: 500, msg: 'down' } : { data: topUpOptions() }),
    });
    renderPage(ROUTES, '/topUp/deposit');
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('amount-input')).toBeInTheDocument();
  });
});
