import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi, sentHeaders } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { topUpKeys } from '../api/top-up-api';
import { paymentMethod, topUp, topUpOptions, watchAssign } from '../../../../test/wallet-fixtures';
import { CardBillingModal } from './card-billing-modal';
import { CreditCardModal } from './credit-card-modal';
import { TopUpModal } from './top-up-modal';

const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

beforeEach(() => {
  signIn(FAN);
  usePayModalStore.setState({ modal: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the top-up modal', () => {
  it('tops up by card from the page it was opened on, and comes back there', async () => {
    const user = userEvent.setup();
    const assign = watchAssign();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
      [PATHS.topUpCreate]: () => ({ data: topUp({ checkoutUrl: 'https://checkout.example/7' }) }),
    });
    usePayModalStore.setState({ modal: { kind: 'topUp', amountCents: '2000' } });
    renderPage([{ path: '/maya', element: <TopUpModal amountCents="2000" /> }], '/maya');

    const modal = await screen.findByTestId('top-up-modal');
    expect(await within(modal).findByTestId('fee-total')).toHaveTextContent('$20.50');
    await user.click(within(modal).getByTestId('top-up-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/7'));
    expect(api.bodies(PATHS.topUpCreate)).toEqual([{ channel: 'card', amountCents: '2000', returnPath: '/maya' }]);
    expect(sentHeaders(PATHS.topUpCreate)[0]?.['Idempotency-Key']).toBeTruthy();
  });

  it('closes with Done after a saved card paid', async () => {
    const user = userEvent.setup();
    const card = paymentMethod({ primary: true });
    fakeApi({
      [PATHS.topUpOptions]: () => ({ data: topUpOptions() }),
      [PATHS.paymentMethodList]: () => ({ data: [card] }),
      [PATHS.topUpCreate]: () => ({ data: topUp({ status: 'succeeded', amountCents: '1000' }) }),
      [PATHS.topUpDetail]: () => ({ data: topUp({ status: 'succeeded', amountCents: '1000' }) }),
    });
    usePayModalStore.setState({ modal: { kind: 'topUp' } });
    renderPage([{ path: '/home', element: <TopUpModal amountCents="1000" /> }], '/home');

    await user.click(await screen.findByTestId('top-up-pay'));
    expect(await screen.findByTestId('top-up-succeeded')).toHaveTextContent('$10.00 was added to your wallet.');
    await user.click(screen.getByTestId('top-up-done'));
    expect(usePayModalStore.getState().modal).toBeNull();
  });

  it('sends one top-up for a double click', async () => {
    const user = userEvent.setup();
    watchAssign();
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider: 'stripe', name: 'Stripe', savedCards: false } }),
      }),
      [PATHS.topUpCreate]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { data: topUp({ checkoutUrl: 'https://checkout.example/8' }) };
      },
    });
    renderPage([{ path: '/home', element: <TopUpModal amountCents="1000" /> }], '/home');
    await user.dblClick(await screen.findByTestId('top-up-pay'));
    await waitFor(() => expect(api.bodies(PATHS.topUpCreate)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.bodies(PATHS.topUpCreate)).toHaveLength(1);
  });
});

describe('the saved cards modal', () => {
  it('lists the cards and makes another one primary', async () => {
    const user = userEvent.setup();
    let cards = [
      paymentMethod({ brand: 'visa', last4: '4242', primary: true, expMonth: 8, expYear: 2031 }),
      paymentMethod({ brand: 'mastercard', last4: '4444' }),
    ];
    const api = fakeApi({
      [PATHS.paymentMethodList]: () => ({ data: cards }),
      [PATHS.paymentMethodSetPrimary]: (body) => {
        cards = cards.map((card) => ({ ...card, primary: card.id === body.id }));
        return { data: { ok: true } };
      },
    });
    renderPage([{ path: '/', Component: CardBillingModal }], '/');

    const first = await screen.findByTestId(`saved-card-${cards[0]!.id}`);
    expect(first).toHaveTextContent('visa •••• 4242');
    expect(first).toHaveTextContent('Expires 08/31');
    expect(within(first).getByTestId('card-primary')).toBeInTheDocument();
    const second = screen.getByTestId(`saved-card-${cards[1]!.id}`);
    await user.click(within(second).getByTestId('card-make-primary'));
    await waitFor(() =>
      expect(within(screen.getByTestId(`saved-card-${cards[1]!.id}`)).getByTestId('card-primary')).toBeInTheDocument(),
    );
    expect(api.bodies(PATHS.paymentMethodSetPrimary)).toEqual([{ id: cards[1]!.id }]);
    expect(api.bodies(PATHS.paymentMethodList)).toHaveLength(2);
  });

  it('removes a card only after asking', async () => {
    const user = userEvent.setup();
    const card = paymentMethod({ last4: '1881' });
    let cards = [card];
    const api = fakeApi({
      [PATHS.paymentMethodList]: () => ({ data: cards }),
      [PATHS.paymentMethodDelete]: () => {
        cards = [];
        return { data: { ok: true } };
      },
    });
    renderPage([{ path: '/', Component: CardBillingModal }], '/');

    await user.click(await screen.findByTestId('card-remove'));
    expect(screen.getByTestId('card-remove-confirm')).toHaveTextContent('Remove visa •••• 1881?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('card-remove-confirm')).toBeNull();
    expect(api.bodies(PATHS.paymentMethodDelete)).toEqual([]);

    await user.click(screen.getByTestId('card-remove'));
    await user.click(screen.getByTestId('card-remove-yes'));
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
    expect(api.bodies(PATHS.paymentMethodDelete)).toEqual([{ id: card.id }]);
  });

  it('shows why a change failed', async () => {
    const user = userEvent.setup();
    const card = paymentMethod();
    fakeApi({
      [PATHS.paymentMethodList]: () => ({ data: [card] }),
      [PATHS.paymentMethodSetPrimary]: () => ({ code: 1012009, status: 404, msg: 'This card no longer exists' }),
    });
    renderPage([{ path: '/', Component: CardBillingModal }], '/');
    await user.click(await screen.findByTestId('card-make-primary'));
    expect(await screen.findByText('This card no longer exists')).toBeInTheDocument();
  });

  it('opens the card form to add one', async () => {
    const user = userEvent.setup();
    fakeApi({ [PATHS.paymentMethodList]: () => ({ data: [] }) });
    renderPage([{ path: '/', Component: CardBillingModal }], '/');
    await user.click(await screen.findByTestId('card-add'));
    expect(usePayModalStore.getState().modal).toEqual({ kind: 'creditCard' });
  });
});

describe('the credit card modal', () => {
  function renderForm(
    provider: 'sandbox' | 'stripe' = 'sandbox',
    save?: () => { data?: unknown; code?: number; status?: number; msg?: string },
  ) {
    const api = fakeApi({
      [PATHS.topUpOptions]: () => ({
        data: topUpOptions({ card: { provider, name: 'Cards', savedCards: provider === 'sandbox' } }),
      }),
      [PATHS.paymentMethodSave]: save ?? (() => ({ data: paymentMethod() })),
    });
    const { queryClient } = renderPage([{ path: '/', Component: CreditCardModal }], '/');
    return { ...api, queryClient };
  }

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: { number: string; expiry: string; cvc: string; name?: string },
  ) {
    await user.type(screen.getByTestId('card-number'), values.number);
    await user.type(screen.getByTestId('card-expiry'), values.expiry);
    await user.type(screen.getByTestId('card-cvc'), values.cvc);
    if (values.name) await user.type(screen.getByTestId('card-name'), values.name);
  }

  it('spaces the number, shapes the expiry, saves the card and goes back to the list', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await screen.findByTestId('sandbox-cards');
    await fill(user, { number: '4242424242424242', expiry: `12${NEXT_YEAR}`, cvc: '123', name: 'Ada Fan' });
    expect(screen.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByTestId('card-expiry')).toHaveValue(`12/${NEXT_YEAR}`);

    await user.click(screen.getByTestId('card-save'));
    await waitFor(() => expect(usePayModalStore.getState().modal).toEqual({ kind: 'cardBilling' }));
    expect(api.bodies(PATHS.paymentMethodSave)).toEqual([
      {
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2000 + Number(NEXT_YEAR),
        cvc: '123',
        holderName: 'Ada Fan',
      },
    ]);
  });

  it('refuses a number that fails the Luhn check, a past expiry and a short CVC, without a call', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await screen.findByTestId('card-number');
    await fill(user, { number: '4242424242424241', expiry: '0120', cvc: '12' });
    await user.click(screen.getByTestId('card-save'));
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Enter a future date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digits on the back of the card.')).toBeInTheDocument();
    expect(api.bodies(PATHS.paymentMethodSave)).toEqual([]);
  });

  it('shows the test cards only for the sandbox provider', async () => {
    const { queryClient } = renderForm('stripe');
    await screen.findByTestId('card-number');
    await waitFor(() => expect(queryClient.getQueryData(topUpKeys.options)).toBeDefined());
    expect(screen.queryByTestId('sandbox-cards')).toBeNull();
  });

  it("shows the provider's refusal", async () => {
    const user = userEvent.setup();
    renderForm('sandbox', () => ({ code: 1012319, status: 402, msg: 'The card was declined' }));
    await screen.findByTestId('card-number');
    await fill(user, { number: '4000000000000002', expiry: `12${NEXT_YEAR}`, cvc: '123' });
    await user.click(screen.getByTestId('card-save'));
    expect(await screen.findByText('The card was declined')).toBeInTheDocument();
    expect(usePayModalStore.getState().modal).toBeNull();
  });

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    renderForm('sandbox', () => ({
      code: 422,
      status: 422,
      msg: 'Invalid',
      data: { fields: [{ field: 'cvc', message: 'CVC looks wrong' }] },
    }));
    await screen.findByTestId('card-number');
    await fill(user, { number: '4242424242424242', expiry: `12${NEXT_YEAR}`, cvc: '999' });
    await user.click(screen.getByTestId('card-save'));
    expect(await screen.findByText('CVC looks wrong')).toBeInTheDocument();
  });
});
