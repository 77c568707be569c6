import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TWithdrawal, TWithdrawalOptions } from '@fanlane/contracts/withdrawal';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { balance } from '../../../../test/balance';
import { WithdrawPage } from './withdraw-page';

const ROUTES = [{ path: '/withdraw/:hash', element: <WithdrawPage payoutForm={<p>payout form</p>} /> }];
const ID = '00000000-0000-4000-8000-0000000000aa';
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

const OPTIONS: TWithdrawalOptions = {
  channels: [
    {
      currency: 'ETH',
      network: 'ethereum',
      networkName: 'Ethereum',
      fee: '500000000000000',
      minAmount: '5000000000000000',
      maxAmount: '10000000000000000000',
    },
  ],
  dailyLimitCents: '2000000',
  dailyLeftCents: '2000000',
  reviewAboveCents: '100000',
  kycStatus: 'none',
  savedAddress: null,
};

function withdrawal(extra: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    id: ID,
    kind: 'wallet',
    status: 'awaiting_code',
    currency: 'ETH',
    network: 'ethereum',
    destination: ADDRESS,
    amount: '100000000000000000',
    sourceCurrency: 'ETH',
    fee: '500000000000000',
    sendAmount: '99500000000000000',
    usdCents: '30000',
    txHash: null,
    explorerUrl: null,
    confirmations: 0,
    confirmationsNeeded: 12,
    failureReason: null,
    rejectReason: null,
    codeExpiresAt: '2026-04-01T10:15:00.000Z',
    createdAt: '2026-04-01T10:00:00.000Z',
    completedAt: null,
    ...extra,
  };
}

beforeEach(() => signIn(FAN));
afterEach(() => vi.unstubAllGlobals());

describe('the withdrawal form', () => {
  it('starts an Ethereum withdrawal from the wallet address saved in settings, which can be changed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.withdrawOptions]: () => ({ data: { ...OPTIONS, savedAddress: ADDRESS } }),
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.withdrawList]: () => ({ data: { items: [], nextCursor: null } }),
      [PATHS.walletWithdraw]: () => ({ data: withdrawal() }),
      [PATHS.withdrawDetail]: () => ({ data: withdrawal() }),
    });
    renderPage(ROUTES, '/withdraw/new');
    const field = await screen.findByTestId('withdraw-address');
    expect(field).toHaveValue(ADDRESS);
    expect(
      screen.getByText('The wallet address saved in your settings. Change it here for this withdrawal only.'),
    ).toBeInTheDocument();
    // Cleared, it stays empty (the saved one does not come back) and takes another.
    await user.clear(field);
    expect(field).toHaveValue('');
    await user.type(field, ADDRESS.toLowerCase());
    await user.type(screen.getByTestId('withdraw-amount'), '0.1');
    await user.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(api.bodies(PATHS.walletWithdraw)).toHaveLength(1));
    expect(api.bodies(PATHS.walletWithdraw)[0]).toMatchObject({ address: ADDRESS.toLowerCase() });
  });

  it('shows the fee and what arrives before asking, refuses an amount below the minimum, then asks and opens the withdrawal', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.withdrawOptions]: () => ({ data: OPTIONS }),
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.withdrawList]: () => ({ data: { items: [], nextCursor: null } }),
      [PATHS.walletWithdraw]: () => ({ data: withdrawal() }),
      [PATHS.withdrawDetail]: () => ({ data: withdrawal() }),
    });
    const { router } = renderPage(ROUTES, '/withdraw/new');

    expect(await screen.findByTestId('withdraw-held')).toHaveTextContent('0.5 ETH');
    await user.type(screen.getByTestId('withdraw-address'), ADDRESS);
    await user.type(screen.getByTestId('withdraw-amount'), '0.001');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The minimum is 0.005 ETH.')).toBeInTheDocument();
    expect(api.bodies(PATHS.walletWithdraw)).toEqual([]);

    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '0.1');
    expect(screen.getByTestId('detail-receive')).toHaveTextContent('0.0995 ETH');
    await user.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/withdraw/${ID}`));
    expect(api.bodies(PATHS.walletWithdraw)).toEqual([
      { currency: 'ETH', address: ADDRESS, amount: '100000000000000000' },
    ]);
  });

  it('refuses more than the wallet holds without asking', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.withdrawOptions]: () => ({ data: OPTIONS }),
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.withdrawList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    renderPage(ROUTES, '/withdraw/new');
    await screen.findByTestId('withdraw-held');
    await user.type(screen.getByTestId('withdraw-address'), ADDRESS);
    await user.type(screen.getByTestId('withdraw-amount'), '0.6');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('That is more than you have.')).toBeInTheDocument();
    expect(api.bodies(PATHS.walletWithdraw)).toEqual([]);
  });

  it('says so when the site offers no withdrawals', async () => {
    fakeApi({
      [PATHS.withdrawOptions]: () => ({ data: { ...OPTIONS, channels: [] } }),
      [PATHS.balance]: () => ({ data: balance() }),
      [PATHS.withdrawList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    renderPage(ROUTES, '/withdraw/new');
    expect(await screen.findByTestId('withdraw-unavailable')).toHaveTextContent('not available');
  });
});

describe('a withdrawal', () => {
  it('takes the mailed code, shows a wrong one in the catalogue’s words, and moves on with the right one', async () => {
    const user = userEvent.setup();
    let current = withdrawal();
    const api = fakeApi({
      [PATHS.withdrawDetail]: () => ({ data: current }),
      [PATHS.withdrawConfirm]: (body) => {
        if (body.code !== '123456')
          return { code: ERRORS.CODE_INVALID.code, status: 400, msg: 'The code is not right.' };
        current = withdrawal({ status: 'requested' });
        return { data: current };
      },
    });
    renderPage(ROUTES, `/withdraw/${ID}`);
    expect(await screen.findByTestId('withdrawal-status')).toHaveTextContent('Needs your code');
    expect(screen.getByTestId('withdrawal-amount')).toHaveTextContent('0.0995 ETH');
    expect(screen.getByTestId('detail-destination')).toHaveTextContent(ADDRESS);

    await user.type(screen.getByTestId('withdraw-code'), '000000');
    await user.click(screen.getByTestId('withdraw-confirm'));
    expect(await screen.findByTestId('withdraw-step-error')).toHaveTextContent('The code is not right.');

    await user.clear(screen.getByTestId('withdraw-code'));
    await user.type(screen.getByTestId('withdraw-code'), '123456');
    await user.click(screen.getByTestId('withdraw-confirm'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-status')).toHaveTextContent('In review'));
    expect(screen.queryByTestId('withdraw-code-step')).not.toBeInTheDocument();
    expect(api.bodies(PATHS.withdrawConfirm).map((b) => b.code)).toEqual(['000000', '123456']);
  });

  it('shows a sent one with its confirmations and transaction', async () => {
    fakeApi({
      [PATHS.withdrawDetail]: (body) => ({
        data: withdrawal({
          id: String(body.ref),
          status: 'broadcast',
          txHash: `0x${'ab'.repeat(32)}`,
          explorerUrl: `https://etherscan.io/tx/0x${'ab'.repeat(32)}`,
          confirmations: 4,
        }),
      }),
    });
    renderPage(ROUTES, `/withdraw/${ID}`);
    expect(await screen.findByTestId('withdrawal-status')).toHaveTextContent('Sent');
    expect(screen.getByTestId('detail-confirmations')).toHaveTextContent('4 of 12 confirmations');
    expect(screen.getByRole('link', { name: /0xabababab/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/0x${'ab'.repeat(32)}`,
    );
  });

  it('shows a rejected one with the reason, and says the money is back', async () => {
    fakeApi({
      [PATHS.withdrawDetail]: () => ({
        data: withdrawal({ status: 'rejected', rejectReason: 'Address on a sanctions list' }),
      }),
    });
    renderPage(ROUTES, `/withdraw/0x${'cd'.repeat(32)}`);
    expect(await screen.findByTestId('withdrawal-status')).toHaveTextContent('Rejected');
    expect(screen.getByText('Reason: Address on a sanctions list')).toBeInTheDocument();
    expect(screen.getByText(/The amount is back in your balance/)).toBeInTheDocument();
  });

  it('shows a withdrawal that is not the user’s as not found', async () => {
    fakeApi({ [PATHS.withdrawDetail]: () => ({ code: ERRORS.NOT_FOUND.code, status: 404, msg: 'Not found' }) });
    renderPage(ROUTES, '/withdraw/0xdeadbeef');
    expect(await screen.findByText('This withdrawal does not exist or is not yours.')).toBeInTheDocument();
  });
});
