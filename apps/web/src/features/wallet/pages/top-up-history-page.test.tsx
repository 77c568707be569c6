import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { TOP_UP_POLL_MS } from '../api/top-up-api';
import { topUp, topUpOptions } from '../../../../test/wallet-fixtures';
import { TopUpDetailPage } from './top-up-detail-page';
import { TopUpHistoryPage } from './top-up-history-page';

const ROUTES = [
  { path: '/topUp/transactions', Component: TopUpHistoryPage },
  { path: '/topUp/transactions/:id', Component: TopUpDetailPage },
  { path: '/topUp', element: <p>top-up methods</p> },
];

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the top-up history', () => {
  it('lists the top-ups with their status, a page at a time, and opens one', async () => {
    const user = userEvent.setup();
    const first = topUp({ amountCents: '2500', status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    const second = topUp({ amountCents: '1000', status: 'requires_confirmation' });
    const third = topUp({ amountCents: '500', status: 'expired', channel: 'onramp' });
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpList]: (body) => ({
        data: body.cursor ? { items: [third], nextCursor: null } : { items: [first, second], nextCursor: 'c1' },
      }),
      [PATHS.topUpDetail]: () => ({ data: first }),
    });
    renderPage(ROUTES, '/topUp/transactions');

    const row = await screen.findByTestId(`top-up-${first.id}`);
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('visa •••• 4242');
    expect(within(row).getByTestId('top-up-status')).toHaveTextContent('Succeeded');
    expect(within(screen.getByTestId(`top-up-${second.id}`)).getByTestId('top-up-status')).toHaveTextContent(
      'Needs confirmation',
    );

    await user.click(screen.getByText('Show more'));
    const last = await screen.findByTestId(`top-up-${third.id}`);
    expect(within(last).getByTestId('top-up-status')).toHaveTextContent('Expired');
    expect(last).toHaveTextContent('On-ramp');
    expect(api.bodies(PATHS.topUpList)).toEqual([{}, { cursor: 'c1' }]);

    await user.click(row);
    expect(await screen.findByTestId('top-up-detail')).toHaveTextContent('$25.00');
  });

  it('shows a cancelled top-up as cancelled in the list and on its own page, and stops asking about it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const cancelled = topUp({ amountCents: '1500', status: 'cancelled' });
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpList]: () => ({ data: { items: [cancelled], nextCursor: null } }),
      [PATHS.topUpDetail]: () => ({ data: cancelled }),
    });
    renderPage(ROUTES, '/topUp/transactions');

    const row = await screen.findByTestId(`top-up-${cancelled.id}`);
    expect(within(row).getByTestId('top-up-status')).toHaveTextContent('Cancelled');
    await user.click(row);
    const detail = await screen.findByTestId('top-up-detail');
    expect(within(detail).getByTestId('top-up-status')).toHaveTextContent('Cancelled');
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS * 3);
    expect(api.bodies(PATHS.topUpDetail)).toHaveLength(1);
  });

  it('has a way to the first top-up when there is none', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    renderPage(ROUTES, '/topUp/transactions');
    expect(await screen.findByText('No top-ups yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('top-up methods')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpList]: () => ({ code: 500, status: 500, msg: 'down' }),
    });
    renderPage(ROUTES, '/topUp/transactions');
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
  });
});

describe('one top-up', () => {
  it('shows every figure and asks again while it is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = topUp({
      amountCents: '1000',
      feeCents: '50',
      totalCents: '1050',
      card: { brand: 'mastercard', last4: '4444' },
    });
    let status: 'pending' | 'failed' = 'pending';
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpDetail]: () => ({
        data: { ...open, status, failureCode: status === 'failed' ? 'card_declined' : null },
      }),
    });
    renderPage(ROUTES, `/topUp/transactions/${open.id}`);

    const detail = await screen.findByTestId('top-up-detail');
    expect(within(detail).getByTestId('detail-amount')).toHaveTextContent('$10.00');
    expect(within(detail).getByTestId('detail-fee')).toHaveTextContent('$0.50');
    expect(within(detail).getByTestId('detail-total')).toHaveTextContent('$10.50');
    expect(within(detail).getByTestId('detail-card')).toHaveTextContent('mastercard •••• 4444');
    expect(within(detail).getByTestId('top-up-status')).toHaveTextContent('Pending');

    status = 'failed';
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS + 100);
    expect(await within(detail).findByText('Failed')).toBeInTheDocument();
    expect(within(detail).getByTestId('detail-reason')).toHaveTextContent('The card was declined.');
    const asked = api.bodies(PATHS.topUpDetail).length;
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS * 3);
    expect(api.bodies(PATHS.topUpDetail)).toHaveLength(asked);
    expect(api.bodies(PATHS.topUpDetail)[0]).toEqual({ id: open.id });
  });

  it('says when it cannot be loaded', async () => {
    fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpDetail]: () => ({ code: 1012009, status: 404, msg: 'Not found' }),
    });
    renderPage(ROUTES, '/topUp/transactions/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
  });

  it('lists crypto deposits above the card top-ups where the site takes them', async () => {
    fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({
          crypto: [
            {
              currency: 'USDT',
              network: 'ethereum',
              networkName: 'Ethereum',
              chainId: 1,
              tokenContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
              confirmations: 12,
              minAmount: '1000000',
            },
          ],
        }),
      }),
      [PATHS.topUpList]: () => ({ data: { items: [topUp({ status: 'succeeded' })], nextCursor: null } }),
      [PATHS.depositList]: () => ({
        data: {
          items: [
            {
              id: '00000000-0000-4000-8000-0000000000aa',
              currency: 'USDT',
              network: 'ethereum',
              amount: '25000000',
              status: 'credited',
              txHash: '0xabc',
              fromAddress: '0xdef',
              blockNumber: '100',
              confirmations: 12,
              confirmationsNeeded: 12,
              explorerUrl: 'https://etherscan.io/tx/0xabc',
              transactionId: '00000000-0000-4000-8000-0000000000bb',
              createdAt: '2026-04-01T10:00:00.000Z',
              creditedAt: '2026-04-01T10:03:00.000Z',
            },
          ],
          nextCursor: null,
        },
      }),
    });
    renderPage(ROUTES, '/topUp/transactions');
    const deposit = await screen.findByTestId('deposit-00000000-0000-4000-8000-0000000000aa');
    expect(deposit).toHaveTextContent('25 USDT');
    expect(within(deposit).getByTestId('deposit-status')).toHaveTextContent('Credited');
    expect(within(deposit).getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/tx/0xabc',
    );
    expect(await screen.findByTestId('top-up-list')).toBeInTheDocument();
  });
});
