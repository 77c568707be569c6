import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TTransaction } from '@fanlane/contracts/money';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { dispute } from '../../../../test/dispute-fixtures';
import { transaction } from '../../../../test/wallet-fixtures';
import { TransactionDisputeAction, canReport } from './transaction-dispute-action';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function renderAction(tx: TTransaction) {
  return renderPage(
    [
      { path: '/transaction/:id', element: <TransactionDisputeAction tx={tx} /> },
      { path: '/dispute/:id', element: <p>the dispute</p> },
    ],
    `/transaction/${tx.id}`,
  );
}

beforeEach(() => signIn(FAN));
afterEach(() => vi.unstubAllGlobals());

describe('a payment’s dispute action', () => {
  it('offers a report for a recent payment the fan made to a creator', () => {
    renderAction(transaction({ kind: 'purchase', direction: 'paid', createdAt: daysAgo(2) }));
    expect(screen.getByTestId('transaction-report')).toHaveTextContent('Report a problem');
    expect(screen.queryByTestId('transaction-dispute-link')).toBeNull();
  });

  it('offers nothing for money received, a top-up, or a payment past the window', () => {
    for (const tx of [
      transaction({ kind: 'purchase', direction: 'received', createdAt: daysAgo(1) }),
      transaction({ kind: 'top_up', direction: 'paid', createdAt: daysAgo(1) }),
      transaction({ kind: 'tip', direction: 'paid', createdAt: daysAgo(31) }),
    ]) {
      const view = renderAction(tx);
      expect(screen.queryByTestId('transaction-report'), tx.kind).toBeNull();
      view.unmount();
    }
    expect(canReport(transaction({ kind: 'renewal', direction: 'paid', createdAt: daysAgo(29) }))).toBe(true);
    expect(canReport(transaction({ kind: 'subscription', direction: 'paid', createdAt: daysAgo(30.01) }))).toBe(false);
  });

  it('links to the dispute that holds the payment, for its fan and its creator alike', () => {
    const id = '00000000-0000-4000-9000-0000000000aa';
    renderAction(transaction({ direction: 'received', disputeId: id, createdAt: daysAgo(90) }));
    expect(screen.getByTestId('transaction-dispute-link')).toHaveAttribute('href', `/dispute/${id}`);
    expect(screen.getByTestId('transaction-dispute-link')).toHaveTextContent('View the dispute');
    expect(screen.queryByTestId('transaction-report')).toBeNull();
  });
});

describe('reporting a problem', () => {
  it('asks why and what happened, then opens the dispute', async () => {
    const user = userEvent.setup();
    const tx = transaction({ kind: 'purchase', direction: 'paid', createdAt: daysAgo(1) });
    const opened = dispute();
    const api = fakeApi({ [PATHS.disputeOpen]: () => ({ data: opened }) });
    const { router } = renderAction(tx);

    await user.click(screen.getByTestId('transaction-report'));
    const dialog = await screen.findByTestId('open-dispute-dialog');
    expect(within(dialog).getByTestId('dispute-reason-not_received')).toBeChecked();
    expect(within(dialog).queryByTestId('dispute-reason-unauthorized')).toBeNull();

    // The fan's words are required.
    await user.click(within(dialog).getByTestId('dispute-open-submit'));
    expect(await within(dialog).findByText('Tell us what went wrong.')).toBeInTheDocument();
    expect(api.bodies(PATHS.disputeOpen)).toEqual([]);

    await user.click(within(dialog).getByLabelText('Not as described'));
    await user.type(within(dialog).getByTestId('dispute-message'), ' Nothing like the preview. ');
    await user.click(within(dialog).getByTestId('dispute-open-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dispute/${opened.id}`));
    expect(api.bodies(PATHS.disputeOpen)).toEqual([
      { transactionId: tx.id, reason: 'not_as_described', message: 'Nothing like the preview.' },
    ]);
  });

  it('shows the server’s refusal in the dialog, with the way to a dispute already open', async () => {
    const user = userEvent.setup();
    const existing = '00000000-0000-4000-9000-0000000000bb';
    fakeApi({
      [PATHS.disputeOpen]: () => ({
        code: ERRORS.DISPUTE_EXISTS.code,
        status: 409,
        msg: 'This payment already has a dispute. Open it to follow the case.',
        data: { disputeId: existing },
      }),
    });
    const { router } = renderAction(transaction({ direction: 'paid', createdAt: daysAgo(1) }));
    await user.click(screen.getByTestId('transaction-report'));
    await user.type(await screen.findByTestId('dispute-message'), 'Charged for nothing');
    await user.click(screen.getByTestId('dispute-open-submit'));

    expect(await screen.findByTestId('dispute-open-error')).toHaveTextContent('This payment already has a dispute.');
    await user.click(screen.getByTestId('dispute-open-existing'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dispute/${existing}`));
  });

  it('says when the payment cannot be disputed', async () => {
    const user = userEvent.setup();
    fakeApi({
      [PATHS.disputeOpen]: () => ({
        code: ERRORS.DISPUTE_NOT_POSSIBLE.code,
        status: 409,
        msg: "This payment can't be disputed: it was refunded, is too old, or isn't a payment to a creator.",
      }),
    });
    renderAction(transaction({ direction: 'paid', createdAt: daysAgo(1) }));
    await user.click(screen.getByTestId('transaction-report'));
    await user.type(await screen.findByTestId('dispute-message'), 'Charged for nothing');
    await user.click(screen.getByTestId('dispute-open-submit'));
    expect(await screen.findByTestId('dispute-open-error')).toHaveTextContent("This payment can't be disputed");
    expect(screen.queryByTestId('dispute-open-existing')).toBeNull();
  });
});
