import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn, FAN } from '../../../test/sign-in';
import { transaction } from '../../../test/wallet-fixtures';
import { TransactionRoutePage } from './transaction-route-page';

const ROUTES = [{ path: '/transaction/:id', Component: TransactionRoutePage }];

beforeEach(() => signIn(FAN));
afterEach(() => vi.unstubAllGlobals());

describe('/transaction/:id', () => {
  it('offers to report a problem under a recent payment’s details', async () => {
    const tx = transaction({ kind: 'tip', direction: 'paid', createdAt: new Date().toISOString() });
    fakeApi({ [PATHS.transactionDetail]: () => ({ data: tx }) });
    renderPage(ROUTES, `/transaction/${tx.id}`);
    await screen.findByTestId('transaction-detail');
    expect(within(screen.getByTestId('transaction-page')).getByTestId('transaction-report')).toBeInTheDocument();
  });

  it('links a disputed payment to its dispute', async () => {
    const tx = transaction({ disputeId: '00000000-0000-4000-9000-0000000000cc' });
    fakeApi({ [PATHS.transactionDetail]: () => ({ data: tx }) });
    renderPage(ROUTES, `/transaction/${tx.id}`);
    expect(await screen.findByTestId('transaction-dispute-link')).toHaveAttribute(
      'href',
      '/dispute/00000000-0000-4000-9000-0000000000cc',
    );
  });
});
