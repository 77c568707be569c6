import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
  it('names the configured card provider and on-ramp, and shows crypto deposits as coming', async () => {
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
    expect(screen.getByTestId('method-crypto')).toHaveTextContent('Coming soon');

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
