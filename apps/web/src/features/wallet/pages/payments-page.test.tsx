import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR, FAN } from '../../../../test/sign-in';
import { transaction } from '../../../../test/wallet-fixtures';
import { PaymentsPage } from './payments-page';
import { TransactionPage } from './transaction-page';

const ROUTES = [
  { path: '/payments', Component: PaymentsPage },
  { path: '/transaction/:id', Component: TransactionPage },
  { path: '/:domain', element: <p>creator page</p> },
  { path: '/post', element: <p>the post</p> },
];

const FAN_PARTY = { address: FAN, creatorDomain: null, displayName: null, avatar: null };

beforeEach(() => signIn(CREATOR, { creatorDomain: 'maya' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payments page', () => {
  it('lists what was paid and received with kind, counterparty, signed amount, fee and date', async () => {
    const paid = transaction({ kind: 'purchase', direction: 'paid', amount: '500', usdCents: '500' });
    const received = transaction({
      kind: 'tip',
      direction: 'received',
      amount: '900',
      usdCents: '1000',
      feeCents: '100',
      counterparty: FAN_PARTY,
      message: 'Loved the set!',
    });
    const eth = transaction({
      kind: 'subscription',
      direction: 'paid',
      currency: 'ETH',
      amount: '1500000000000000',
      usdCents: '450',
      usdRate: '3000',
    });
    const api = fakeApi({
      [PATHS.transactionList]: () => ({ data: { items: [paid, received, eth], nextCursor: null } }),
    });
    renderPage(ROUTES, '/payments');

    const paidRow = await screen.findByTestId(`transaction-${paid.id}`);
    expect(paidRow).toHaveTextContent('Post purchase');
    expect(within(paidRow).getByTestId('transaction-amount')).toHaveTextContent('-$5.00');
    expect(within(paidRow).getByTestId('counterparty-link')).toHaveAttribute('href', '/maya');
    expect(within(paidRow).getByTestId('counterparty-link')).toHaveTextContent('Maya Rivers');
    expect(within(paidRow).queryByTestId('transaction-fee')).toBeNull();

    const receivedRow = screen.getByTestId(`transaction-${received.id}`);
    expect(receivedRow).toHaveTextContent('Tip');
    expect(within(receivedRow).getByTestId('transaction-amount')).toHaveTextContent('+$9.00');
    expect(within(receivedRow).getByTestId('transaction-fee')).toHaveTextContent('Fee $1.00');
    expect(within(receivedRow).getByTestId('transaction-message')).toHaveTextContent('“Loved the set!”');
    expect(within(paidRow).queryByTestId('transaction-message')).toBeNull();
    expect(within(receivedRow).queryByTestId('counterparty-link')).toBeNull();
    expect(receivedRow).toHaveTextContent('0x3333…3333');

    expect(within(screen.getByTestId(`transaction-${eth.id}`)).getByTestId('transaction-amount')).toHaveTextContent(
      '-0.0015 ETH',
    );
    expect(api.bodies(PATHS.transactionList)).toEqual([{}]);
  });

  it('filters by tab and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.transactionList]: (body) => ({
        data: {
          items: [transaction({ direction: (body.direction as 'paid' | 'received' | undefined) ?? 'paid' })],
          nextCursor: null,
        },
      }),
    });
    const { router } = renderPage(ROUTES, '/payments');
    await screen.findByTestId('transaction-list');

    await user.click(screen.getByTestId('payments-tab-received'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=received'));
    expect(screen.getByTestId('payments-tab-received')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.bodies(PATHS.transactionList)).toContainEqual({ direction: 'received' }));

    await user.click(screen.getByTestId('payments-tab-paid'));
    await waitFor(() => expect(api.bodies(PATHS.transactionList)).toContainEqual({ direction: 'paid' }));
  });

  it('pages on while there is more', async () => {
    const user = userEvent.setup();
    const first = transaction();
    const second = transaction();
    const api = fakeApi({
      [PATHS.transactionList]: (body) => ({
        data: body.cursor ? { items: [second], nextCursor: null } : { items: [first], nextCursor: 'n1' },
      }),
    });
    renderPage(ROUTES, '/payments');
    await screen.findByTestId(`transaction-${first.id}`);
    await user.click(screen.getByText('Show more'));
    expect(await screen.findByTestId(`transaction-${second.id}`)).toBeInTheDocument();
    expect(screen.queryByText('Show more')).toBeNull();
    expect(api.bodies(PATHS.transactionList)).toEqual([{}, { cursor: 'n1' }]);
  });

  it('says when there is nothing yet, per tab', async () => {
    fakeApi({ [PATHS.transactionList]: () => ({ data: { items: [], nextCursor: null } }) });
    renderPage(ROUTES, '/payments?tab=received');
    expect(await screen.findByText('You have not received anything yet')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi({ [PATHS.transactionList]: () => ({ code: 500, status: 500, msg: 'down' }) });
    renderPage(ROUTES, '/payments');
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
  });

  it('opens the detail of a line: every field, the rate used and the post', async () => {
    const user = userEvent.setup();
    const tx = transaction({
      kind: 'purchase',
      direction: 'paid',
      currency: 'ETH',
      amount: '2000000000000000',
      usdCents: '600',
      usdRate: '3000.5',
      postId: '00000000-0000-4000-8000-00000000aaaa',
      message: 'Enjoy',
    });
    const api = fakeApi({
      [PATHS.transactionList]: () => ({ data: { items: [tx], nextCursor: null } }),
      [PATHS.transactionDetail]: () => ({ data: tx }),
    });
    renderPage(ROUTES, '/payments');
    await user.click(await screen.findByText('Post purchase'));

    const detail = await screen.findByTestId('transaction-detail');
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent('-0.002 ETH');
    expect(within(detail).getByTestId('detail-usd')).toHaveTextContent('$6.00');
    expect(within(detail).getByTestId('detail-rate')).toHaveTextContent('1 ETH = 3000.5 USD');
    expect(within(detail).getByTestId('detail-direction')).toHaveTextContent('Paid');
    expect(within(detail).getByTestId('detail-message')).toHaveTextContent('Enjoy');
    expect(within(detail).getByTestId('detail-reference')).toHaveTextContent(tx.id);
    expect(within(detail).queryByTestId('detail-fee')).toBeNull();
    expect(within(detail).getByTestId('transaction-post')).toHaveAttribute('href', `/post?id=${tx.postId}`);
    expect(api.bodies(PATHS.transactionDetail)).toEqual([{ id: tx.id }]);
  });
});

describe('a transaction page', () => {
  it('shows no rate for a payment in USD, and the fee withheld from a creator', async () => {
    const tx = transaction({
      kind: 'subscription',
      direction: 'received',
      amount: '800',
      usdCents: '1000',
      feeCents: '200',
      counterparty: FAN_PARTY,
    });
    fakeApi({ [PATHS.transactionDetail]: () => ({ data: tx }) });
    renderPage(ROUTES, `/transaction/${tx.id}`);
    const detail = await screen.findByTestId('transaction-detail');
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent('+$8.00');
    expect(within(detail).getByTestId('detail-fee')).toHaveTextContent('$2.00');
    expect(within(detail).queryByTestId('detail-rate')).toBeNull();
    expect(within(detail).queryByTestId('transaction-post')).toBeNull();
  });

  it('says when it cannot be loaded, with another try', async () => {
    fakeApi({ [PATHS.transactionDetail]: () => ({ code: 500, status: 500, msg: 'There seems to be a problem' }) });
    renderPage(ROUTES, '/transaction/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('This could not be loaded', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it('someone else’s payment, or a made-up id, is not found (no retry), with the way back to the list', async () => {
    fakeApi({
      [PATHS.transactionDetail]: () => ({ code: 404, status: 404, msg: 'Not found' }),
      [PATHS.transactionList]: () => ({ data: { items: [], nextCursor: null } }),
    });
    renderPage(ROUTES, '/transaction/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('We could not find this payment')).toBeInTheDocument();
    expect(screen.queryByText('This could not be loaded')).toBeNull();
    await userEvent.click(screen.getByTestId('transaction-back'));
    expect(await screen.findByTestId('payments-page')).toBeInTheDocument();
  });
});
