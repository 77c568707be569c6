import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TKycApplication, TKycDetail } from '@fanlane/contracts/kyc';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FAN, signIn } from '../../../../test/sign-in';
import { KycPage } from './kyc-page';

const APPLICATION: TKycApplication = {
  id: 'app-1',
  status: 'submitted',
  legalName: 'Ana Lima',
  dateOfBirth: '1991-03-04',
  country: 'PT',
  documentType: 'passport',
  provider: 'manual',
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  expiresAt: null,
  documentsDeleted: false,
};
const NONE: TKycDetail = { state: 'none', application: null, provider: 'manual', hostedUrl: null, canSubmit: true };

function openPage(detail: TKycDetail, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ [PATHS.kycDetail]: () => ({ data: detail }), ...handlers });
  renderPage([{ path: '/kyc', Component: KycPage }], '/kyc');
  return api;
}

const picture = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

beforeEach(() => {
  signIn(FAN);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('/kyc', () => {
  it('walks a newcomer through the steps, checks the age, and sends the application', async () => {
    const user = userEvent.setup();
    const api = openPage(NONE, {
      [PATHS.kycSubmit]: () => ({ data: { ...NONE, state: 'submitted', canSubmit: false, application: APPLICATION } }),
    });
    await user.type(await screen.findByTestId('kyc-legal-name'), 'Ana Lima');
    const year = new Date().getFullYear() - 16;
    await user.type(screen.getByTestId('kyc-date-of-birth'), `${year}-01-01`);
    await user.selectOptions(screen.getByTestId('kyc-country'), 'PT');
    await user.click(screen.getByTestId('kyc-next-details'));
    expect(await screen.findByText('You must be at least 18 to verify your identity.')).toBeInTheDocument();
    await user.clear(screen.getByTestId('kyc-date-of-birth'));
    await user.type(screen.getByTestId('kyc-date-of-birth'), '1991-03-04');
    await user.click(screen.getByTestId('kyc-next-details'));
    // A passport has no back.
    expect(screen.queryByTestId('kyc-back')).not.toBeInTheDocument();
    expect(screen.getByTestId('kyc-next-document')).toBeDisabled();
    await user.upload(screen.getByTestId('kyc-front'), picture('front.jpg'));
    await user.click(screen.getByTestId('kyc-next-document'));
    expect(screen.getByTestId('kyc-selfie')).toHaveAttribute('capture', 'user');
    await user.upload(screen.getByTestId('kyc-selfie'), picture('selfie.jpg'));
    await user.click(screen.getByTestId('kyc-next-selfie'));
    expect(screen.getByTestId('kyc-review')).toHaveTextContent('Ana Lima');
    await user.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByTestId('kyc-state-submitted')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === PATHS.kycSubmit)).toHaveLength(1);
  });

  it('shows a rejection with its reason and lets the user send new documents', async () => {
    const user = userEvent.setup();
    openPage({
      ...NONE,
      state: 'rejected',
      application: {
        ...APPLICATION,
        status: 'rejected',
        decidedAt: '2026-11-21T10:00:00.000Z',
        rejectReason: 'Blurry photo',
      },
    });
    expect(await screen.findByTestId('kyc-reject-reason')).toHaveTextContent('Blurry photo');
    await user.click(screen.getByTestId('kyc-resubmit'));
    expect(await screen.findByTestId('kyc-form')).toBeInTheDocument();
    expect(screen.getByTestId('kyc-legal-name')).toHaveValue('Ana Lima');
  });

  it('says when the identity is verified and until when', async () => {
    openPage({
      ...NONE,
      state: 'approved',
      canSubmit: false,
      application: { ...APPLICATION, status: 'approved', expiresAt: '2028-11-21T10:00:00.000Z' },
    });
    await waitFor(() => expect(screen.getByTestId('kyc-state-approved')).toHaveTextContent('valid until'));
    expect(screen.queryByTestId('kyc-form')).not.toBeInTheDocument();
  });
});
