import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { useModalStore } from '../../../shared/stores/modal-store';
import { TOP_UP_POLL_MS } from '../api/top-up-api';
import { topUp } from '../../../../test/wallet-fixtures';
import { PAY_RETURN_TIMEOUT_MS, PayReturnPage } from './pay-return-page';
import { balance } from '../../../../test/balance';

const ROUTES = [
  { path: '/pay/:status', Component: PayReturnPage },
  { path: '/wallet', element: <p>wallet page</p> },
  { path: '/post', element: <p>the post</p> },
  { path: '/topUp/kodo', element: <p>card top-up</p> },
  { path: '/topUp/alchemy', element: <p>on-ramp top-up</p> },
  { path: '/topUp/transactions', element: <p>top-up history</p> },
];

const ID = '00000000-0000-4000-8000-000000000777';

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page a hosted checkout returns to', () => {
  it('follows the top-up until it succeeded, reads the balance again and goes back where the user was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let asked = 0;
    const api = fakeApi({
      [PATHS.topUpDetail]: () => {
        asked += 1;
        return { data: topUp({ id: ID, amountCents: '2500', status: asked >= 3 ? 'succeeded' : 'pending' }) };
      },
      [PATHS.balance]: () => ({ data: balance({ usdValue: '37.34' }) }),
    });
    const { router } = renderPage(ROUTES, `/pay/success?topUpId=${ID}&return=%2Fpost%3Fid%3D9`);

    expect(await screen.findByTestId('top-up-waiting')).toHaveTextContent('Confirming your payment…');
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS * 3);
    expect(await screen.findByTestId('top-up-succeeded')).toHaveTextContent('$25.00 was added to your wallet.');
    expect(api.bodies(PATHS.topUpDetail).every((body) => body.id === ID)).toBe(true);
    await waitFor(() => expect(useUserStore.getState().userBalance.usdValue).toBe('37.34'));

    await user.click(screen.getByTestId('pay-back'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/post?id=9'));
  });

  it('says the provider is slow after a minute, stops asking, and can check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let status: 'pending' | 'succeeded' = 'pending';
    const api = fakeApi({
      [PATHS.topUpDetail]: () => ({ data: topUp({ id: ID, status }) }),
      [PATHS.balance]: () => ({ data: balance() }),
    });
    renderPage(ROUTES, `/pay/success?topUpId=${ID}`);

    await screen.findByTestId('top-up-waiting');
    await vi.advanceTimersByTimeAsync(PAY_RETURN_TIMEOUT_MS + TOP_UP_POLL_MS);
    expect(await screen.findByTestId('top-up-timed-out')).toHaveTextContent('Still processing');
    const asked = api.bodies(PATHS.topUpDetail).length;
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS * 5);
    expect(api.bodies(PATHS.topUpDetail)).toHaveLength(asked);

    status = 'succeeded';
    await user.click(screen.getByTestId('pay-check-again'));
    expect(await screen.findByTestId('top-up-succeeded')).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-back'));
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
  });

  it('shows why a top-up failed and offers to try the same amount again', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.topUpDetail]: () => ({
        data: topUp({ id: ID, amountCents: '1500', status: 'failed', failureCode: 'card_insufficient_funds' }),
      }),
    });
    const { router } = renderPage(ROUTES, `/pay/success?topUpId=${ID}&return=%2Fpost%3Fid%3D9`);

    expect(await screen.findByTestId('top-up-failed')).toHaveTextContent('The card has insufficient funds.');
    await user.click(screen.getByTestId('pay-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topUp/kodo'));
    expect(new URLSearchParams(router.state.location.search).get('amount')).toBe('1500');
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe('/post?id=9');
  });

  it('closes the top-up as cancelled after a cancel: nothing was charged, with a retry on the same channel', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.topUpCancel]: () => ({
        data: topUp({ id: ID, channel: 'onramp', amountCents: '5000', status: 'cancelled' }),
      }),
    });
    const { router } = renderPage(ROUTES, `/pay/cancel?topUpId=${ID}`);

    expect(await screen.findByTestId('top-up-cancelled')).toHaveTextContent('Payment cancelled');
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    expect(api.bodies(PATHS.topUpCancel).every((body) => body.id === ID)).toBe(true);
    await user.click(screen.getByTestId('pay-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topUp/alchemy'));
    expect(router.state.location.search).toBe('?amount=5000');
  });

  it('shows a top-up paid before the cancel link as paid, as the history does', async () => {
    fakeApi({
      [PATHS.topUpCancel]: () => ({ data: topUp({ id: ID, amountCents: '2000', status: 'succeeded' }) }),
    });
    renderPage(ROUTES, `/pay/cancel?topUpId=${ID}`);
    expect(await screen.findByTestId('top-up-succeeded')).toHaveTextContent('$20.00 was added to your wallet.');
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
  });

  it('goes back to the wallet from a cancel without a return path', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderPage(ROUTES, '/pay/cancel');
    await user.click(await screen.findByTestId('pay-back'));
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
  });

  it('never sends the user to another site through the return path', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderPage(ROUTES, '/pay/cancel?return=%2F%2Fevil.example');
    await user.click(await screen.findByTestId('pay-back'));
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
  });

  it("cannot find a top-up that is not the user's", async () => {
    fakeApi({ [PATHS.topUpDetail]: () => ({ code: 1012009, status: 404, msg: 'Not found' }) });
    renderPage(ROUTES, `/pay/success?topUpId=${ID}`);
    expect(await screen.findByText('We could not find this payment')).toBeInTheDocument();
  });

  it('cannot tell which payment it was without a top-up id', async () => {
    const api = fakeApi({});
    renderPage(ROUTES, '/pay/success');
    expect(await screen.findByText('We could not find this payment')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks a visitor without a session to sign in before it looks the payment up', async () => {
    useUserStore.setState(initialUserData());
    const api = fakeApi({});
    const user = userEvent.setup();
    renderPage(ROUTES, `/pay/success?topUpId=${ID}`);
    expect(await screen.findByText('Sign in to see your payment')).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-sign-in'));
    expect(useModalStore.getState().loginOpen).toBe(true);
    expect(api.bodies(PATHS.topUpDetail)).toEqual([]);
  });
});
