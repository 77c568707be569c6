import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAdminKycApplication } from '@fanlane/contracts/kyc';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { AdminKycPage } from './admin-kyc-page';

const APPLICATION: TAdminKycApplication = {
  id: '5a4c5b5e-3f1a-4b7e-9f55-1f1b0c7a8e21',
  status: 'submitted',
  legalName: 'Ana Lima',
  dateOfBirth: '1991-03-04',
  country: 'PT',
  documentType: 'id_card',
  provider: 'manual',
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  expiresAt: null,
  documentsDeleted: false,
  applicant: { id: 'user-ana', address: '0xabc', email: 'ana@example.com', displayName: 'Ana', creatorDomain: 'ana' },
  documents: ['back', 'front', 'selfie'],
  decidedBy: null,
};

beforeEach(() => signIn(FAN, { role: 'admin' }));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/kyc', () => {
  it('lists waiting applications with their documents closed until asked, and approves or rejects with a reason', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PATHS.adminKycList]: (body) => ({
        data: { items: body.status === 'submitted' ? [APPLICATION] : [], nextCursor: null },
      }),
      [PATHS.adminKycApprove]: () => ({ data: { ...APPLICATION, status: 'approved' } }),
      [PATHS.adminKycReject]: () => ({ data: { ...APPLICATION, status: 'rejected' } }),
    });
    renderPage([{ path: '/admin/kyc', Component: AdminKycPage }], '/admin/kyc');
    const card = await screen.findByTestId('admin-kyc-application-ana');
    expect(card).toHaveTextContent('Ana Lima');
    expect(card).toHaveTextContent('Portugal');
    expect(within(card).getAllByRole('button', { name: 'Show' })).toHaveLength(3);
    // No document is fetched (and so no read recorded) before the reviewer asks.
    expect(api.calls.some((c) => c.path === PATHS.adminKycDocument)).toBe(false);

    await user.click(within(card).getByTestId('admin-kyc-reject-ana'));
    expect(screen.getByTestId('admin-kyc-reject-confirm-ana')).toBeDisabled();
    await user.type(screen.getByTestId('admin-kyc-reason-ana'), 'The selfie is blurry');
    await user.click(screen.getByTestId('admin-kyc-reject-confirm-ana'));
    expect(api.bodies(PATHS.adminKycReject)).toEqual([{ id: APPLICATION.id, reason: 'The selfie is blurry' }]);

    await user.click(await screen.findByTestId('admin-kyc-approve-ana'));
    expect(api.bodies(PATHS.adminKycApprove)).toEqual([{ id: APPLICATION.id }]);

    await user.click(screen.getByTestId('admin-kyc-tab-approved'));
    expect(await screen.findByText('No applications here.')).toBeInTheDocument();
  });
});
