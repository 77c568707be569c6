import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import { refreshBalance } from '../api/balance-api';
import { BalanceChip } from './balance-chip';
import { balance } from '../../../../test/balance';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the balance chip in the header', () => {
  it('shows the USD wallet, links to /wallet, and shows the new figure once a payment refreshes the balance', async () => {
    signIn(FAN);
    let cents = '1234';
    const api = fakeApi({
      [PATHS.balance]: () => ({
        data: balance({ usdValue: `${Number(cents) / 100}`, balances: { ...balance().balances, USD: cents } }),
      }),
    });
    const { queryClient } = renderPage([{ path: '/', Component: BalanceChip }], '/');

    const chip = screen.getByTestId('balance-chip');
    expect(chip).toHaveAttribute('href', '/wallet');
    expect(await screen.findByText('$12.34')).toBeInTheDocument();
    expect(chip).toHaveAccessibleName('Wallet: $12.34');

    cents = '734';
    await act(() => refreshBalance(queryClient));
    expect(await screen.findByText('$7.34')).toBeInTheDocument();
    expect(useUserStore.getState().userBalance.usdValue).toBe('7.34');
    expect(api.bodies(PATHS.balance)).toHaveLength(2);
  });

  it('asks nothing for a visitor who is not signed in', () => {
    useUserStore.setState(initialUserData());
    const api = fakeApi({});
    renderPage([{ path: '/', Component: BalanceChip }], '/');
    expect(screen.getByTestId('balance-chip')).toHaveAccessibleName('Wallet');
    expect(api.calls).toEqual([]);
  });
});

describe('refreshBalance', () => {
  it('reads the balance even when nothing on screen shows it, and mirrors it into the store', async () => {
    signIn(FAN);
    fakeApi({ [PATHS.balance]: () => ({ data: balance({ usdValue: '99.99', payFixedFee: '75' }) }) });
    const { queryClient } = renderPage([{ path: '/', element: <p>a page</p> }], '/');
    const result = await refreshBalance(queryClient);
    expect(result.usdValue).toBe('99.99');
    expect(useUserStore.getState().userBalance.usdValue).toBe('99.99');
    expect(useUserStore.getState().payFixedFee).toBe('75');
  });
});
