import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn, FAN } from '../../../test/sign-in';
import { disputeLine } from '../../../test/dispute-fixtures';
import { transaction } from '../../../test/wallet-fixtures';
import { PaymentsRoutePage } from './payments-route-page';

beforeEach(() => signIn(FAN));
afterEach(() => vi.unstubAllGlobals());

describe('/payments', () => {
  it('shows the disputes the user is in above their payments', async () => {
    const tx = transaction();
    fakeApi({
      [PATHS.transactionList]: () => ({ data: { items: [tx], nextCursor: null } }),
      [PATHS.disputeList]: () => ({ data: { items: [disputeLine()], nextCursor: null } }),
    });
    renderPage([{ path: '/payments', Component: PaymentsRoutePage }], '/payments');
    const disputes = await screen.findByTestId('dispute-list');
    const payments = await screen.findByTestId('transaction-list');
    expect(disputes.compareDocumentPosition(payments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByTestId('dispute-row')).toHaveLength(1);
  });
});
