import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, FAN } from '../../../../test/sign-in';
import { disputeLine } from '../../../../test/dispute-fixtures';
import { DisputeList } from './dispute-list';

function renderList() {
  return renderPage(
    [
      {
        path: '/payments',
        element: (
          <>
            <DisputeList />
            <p>payments</p>
          </>
        ),
      },
      { path: '/dispute/:id', element: <p>the dispute</p> },
    ],
    '/payments',
  );
}

beforeEach(() => signIn(FAN));
afterEach(() => vi.unstubAllGlobals());

describe('the dispute list', () => {
  it('is not there at all when the user is in no dispute', async () => {
    const api = fakeApi({ [PATHS.disputeList]: () => ({ data: { items: [], nextCursor: null } }) });
    renderList();
    await waitFor(() => expect(api.bodies(PATHS.disputeList)).toEqual([{}]));
    expect(screen.getByText('payments')).toBeInTheDocument();
    expect(screen.queryByTestId('dispute-list')).toBeNull();
  });

  it('lists each case with its status, kind, amount, and the way to it', async () => {
    const user = userEvent.setup();
    const mine = disputeLine({ amountCents: '1200' });
    const bank = disputeLine({ source: 'chargeback', status: 'lost', reason: 'unauthorized', amountCents: '2050' });
    fakeApi({ [PATHS.disputeList]: () => ({ data: { items: [mine, bank], nextCursor: null } }) });
    const { router } = renderList();

    const rows = await screen.findAllByTestId('dispute-row');
    expect(rows[0]).toHaveTextContent('Payment dispute');
    expect(rows[0]).toHaveTextContent('$12.00');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('Chargeback');
    expect(rows[1]).toHaveTextContent('Payment not authorised');
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(rows[1]).toHaveAttribute('href', `/dispute/${bank.id}`);
    await user.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dispute/${mine.id}`));
  });
});
