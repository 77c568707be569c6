import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { useUserStore } from '../../../shared/stores/user-store';
import { TOP_UP_POLL_MS } from '../api/top-up-api';
import { paymentMethod, topUp, topUpOptions, watchAssign } from '../../../../test/wallet-fixtures';
import { AlchemyTopUpPage, KodoTopUpPage } from './card-top-up-page';
import { balance } from '../../../../test/balance';

const ROUTES = [
  { path: '/topUp/kodo', Component: KodoTopUpPage },
  { path: '/topUp/alchemy', Component: AlchemyTopUpPage },
  { path: '/wallet', element: <p>wallet page</p> },
  { path: '/post', element: <p>the post</p> },
];

beforeEach(() => signIn(FAN));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the card top-up page', () => {
  it('takes the amount from the link, shows the fee and the total, and opens the hosted checkout', async () => {
    const user = userEvent.setup();
    const assign = watchAssign();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
      [PATHS.topUpCreate]: () => ({ data: topUp({ checkoutUrl: 'https://checkout.example/session/1' }) }),
    });
    renderPage(ROUTES, '/topUp/kodo?amount=1000&return=%2Fpost%3Fid%3D42');

    expect(await screen.findByTestId('amount-input')).toHaveValue('10');
    expect(screen.getByTestId('fee-amount')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('fee-fee')).toHaveTextContent('$0.50');
    expect(screen.getByTestId('fee-total')).toHaveTextContent('$10.50');
    expect(screen.getByText('Pay by card with Stripe.')).toBeInTheDocument();
    expect(screen.queryByTestId('card-choice-new')).toBeNull();

    await user.click(screen.getByTestId('top-up-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session/1'));
    expect(api.bodies(PATHS.topUpCreate)).toEqual([
      { channel: 'card', amountCents: '1000', returnPath: '/post?id=42' },
    ]);
    const [headers] = sentHeaders(PATHS.topUpCreate);
    expect(headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('updates the total as a preset or another amount is chosen', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
    });
    renderPage(ROUTES, '/topUp/kodo');

    expect(await screen.findByTestId('fee-total')).toHaveTextContent('—');
    await user.click(screen.getByTestId('amount-preset-2500'));
    expect(screen.getByTestId('fee-total')).toHaveTextContent('$25.50');
    await user.clear(screen.getByTestId('amount-input'));
    await user.type(screen.getByTestId('amount-input'), '12.34');
    expect(screen.getByTestId('fee-total')).toHaveTextContent('$12.84');
    expect(screen.getByTestId('top-up-pay')).toHaveTextContent('Pay $12.84');
  });

  it.each([
    ['-5', 'Enter an amount in dollars, such as 12.50.'],
    ['0', 'The smallest top-up is $5.00.'],
    ['1.234', 'Enter an amount in dollars, such as 12.50.'],
    ['abc', 'Enter an amount in dollars, such as 12.50.'],
    ['1e9', 'Enter an amount in dollars, such as 12.50.'],
    ['4.99', 'The smallest top-up is $5.00.'],
    ['2000.01', 'The largest top-up is $2,000.00.'],
    ['1000000000', 'The largest top-up is $2,000.00.'],
  ])('refuses %j with an error and sends nothing', async (text, message) => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
    });
    renderPage(ROUTES, '/topUp/kodo');

    await user.type(await screen.findByTestId('amount-input'), text);
    await user.click(screen.getByTestId('top-up-pay'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.bodies(PATHS.topUpCreate)).toEqual([]);
  });

  it('charges the primary saved card, follows the top-up until it succeeded and reads the balance again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const other = paymentMethod({ last4: '1111' });
    const primary = paymentMethod({ last4: '4242', primary: true });
    const created = topUp({ card: { brand: 'visa', last4: '4242' } });
    let detailCalls = 0;
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.paymentMethodList]: () => ({ data: [other, primary] }),
      [PATHS.topUpCreate]: () => ({ data: created }),
      [PATHS.topUpDetail]: () => {
        detailCalls += 1;
        return { data: { ...created, status: detailCalls >= 2 ? 'succeeded' : 'pending' } };
      },
      [PATHS.balance]: () => ({
        data: balance({ usdValue: '22.34', balances: { ...balance().balances, USD: '2234' } }),
      }),
    });
    renderPage(ROUTES, '/topUp/kodo?amount=1000');

    expect(await screen.findByTestId(`card-choice-${primary.id}`)).toBeChecked();
    expect(screen.getByTestId(`card-choice-${other.id}`)).not.toBeChecked();
    await user.click(screen.getByTestId('top-up-pay'));
    expect(await screen.findByTestId('top-up-waiting')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS * 3);

    expect(await screen.findByTestId('top-up-succeeded')).toHaveTextContent('$10.00 was added to your wallet.');
    expect(api.bodies(PATHS.topUpCreate)).toEqual([
      { channel: 'card', amountCents: '1000', paymentMethodId: primary.id },
    ]);
    await waitFor(() => expect(useUserStore.getState().userBalance.usdValue).toBe('22.34'));
    expect(api.bodies(PATHS.balance).length).toBeGreaterThan(0);

    await user.click(screen.getByTestId('top-up-done'));
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
  });

  it('says why a saved-card charge failed and pays again under a new key', async () => {
    const user = userEvent.setup();
    const card = paymentMethod({ primary: true });
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.paymentMethodList]: () => ({ data: [card] }),
      [PATHS.topUpCreate]: () => ({ data: topUp({ status: 'failed', failureCode: 'card_declined' }) }),
      [PATHS.topUpDetail]: () => ({ data: topUp({ status: 'failed', failureCode: 'card_declined' }) }),
    });
    renderPage(ROUTES, '/topUp/kodo?amount=1000');

    await user.click(await screen.findByTestId('top-up-pay'));
    expect(await screen.findByTestId('top-up-failed')).toHaveTextContent('The card was declined.');
    await user.click(screen.getByTestId('top-up-retry'));
    await user.click(await screen.findByTestId('top-up-pay'));
    await waitFor(() => expect(api.bodies(PATHS.topUpCreate)).toHaveLength(2));
    const [first, second] = sentHeaders(PATHS.topUpCreate);
    expect(first?.['Idempotency-Key']).toBeTruthy();
    expect(second?.['Idempotency-Key']).not.toBe(first?.['Idempotency-Key']);
  });

  it('keeps the same key when the same top-up is sent again after an error, and shows the error', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
      [PATHS.topUpCreate]: () => {
        attempts += 1;
        return attempts === 1
          ? { code: 1012321, msg: 'No card provider is configured', status: 400 }
          : { data: topUp({ checkoutUrl: 'https://checkout.example/2' }) };
      },
    });
    const assign = watchAssign();
    renderPage(ROUTES, '/topUp/kodo?amount=1000');

    await user.click(await screen.findByTestId('top-up-pay'));
    expect(await screen.findByText('No card provider is configured')).toBeInTheDocument();
    await user.click(screen.getByTestId('top-up-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/2'));
    const [first, second] = sentHeaders(PATHS.topUpCreate);
    expect(second?.['Idempotency-Key']).toBe(first?.['Idempotency-Key']);
    expect(api.bodies(PATHS.topUpCreate)).toHaveLength(2);
  });

  it('sends the user to the provider when a saved card asks for confirmation', async () => {
    const user = userEvent.setup();
    const assign = watchAssign();
    const card = paymentMethod({ primary: true });
    fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.paymentMethodList]: () => ({ data: [card] }),
      [PATHS.topUpCreate]: () => ({
        data: topUp({ status: 'requires_confirmation', checkoutUrl: 'https://gw.example/confirm/9' }),
      }),
    });
    renderPage(ROUTES, '/topUp/kodo?amount=1000');

    await user.click(await screen.findByTestId('top-up-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gw.example/confirm/9'));
  });

  it('pays with a new card on the hosted page when the user picks "new card"', async () => {
    const user = userEvent.setup();
    const assign = watchAssign();
    const card = paymentMethod({ primary: true });
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.paymentMethodList]: () => ({ data: [card] }),
      [PATHS.topUpCreate]: () => ({ data: topUp({ checkoutUrl: 'https://gw.example/checkout/3' }) }),
    });
    renderPage(ROUTES, '/topUp/kodo?amount=2500');

    await user.click(await screen.findByTestId('card-choice-new'));
    await user.click(screen.getByTestId('top-up-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gw.example/checkout/3'));
    expect(api.bodies(PATHS.topUpCreate)).toEqual([{ channel: 'card', amountCents: '2500' }]);
  });

  it('uses the on-ramp on /topUp/alchemy, without saved cards', async () => {
    const user = userEvent.setup();
    const assign = watchAssign();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.topUpCreate]: () => ({ data: topUp({ channel: 'onramp', checkoutUrl: 'https://ramp.example/1' }) }),
    });
    renderPage(ROUTES, '/topUp/alchemy?amount=5000');

    expect(await screen.findByText('Buy with Sandbox on-ramp.')).toBeInTheDocument();
    expect(screen.queryByTestId('card-choice-new')).toBeNull();
    await user.click(screen.getByTestId('top-up-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://ramp.example/1'));
    expect(api.bodies(PATHS.topUpCreate)).toEqual([{ channel: 'onramp', amountCents: '5000' }]);
    expect(api.bodies(PATHS.paymentMethodList)).toEqual([]);
  });

  it('says so when no card provider is configured', async () => {
    fakeApi({ [PATHS.topUpOptions]: () => ({ data: topUpOptions({ card: null }) }) });
    renderPage(ROUTES, '/topUp/kodo');
    expect(await screen.findByText('Top-ups are not available on this site yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('top-up-pay')).toBeNull();
  });

  it('offers another try when the options cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [PATHS.topUpOptions]: () => (fail ? { code: 500, status: 500, msg: 'down' } : { data: topUpOptions() }),
      [PATHS.paymentMethodList]: () => ({ data: [] }),
    });
    renderPage(ROUTES, '/topUp/kodo');
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('top-up-pay')).toBeInTheDocument();
  });
});
