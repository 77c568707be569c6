import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { ageOn } from '@fanlane/contracts/creator';
import type { TAdminSubmission } from '@fanlane/contracts/creator';
import { fakeApi } from '../../../../test/fake-api';
import type { FakeAnswer, FakeHandler } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { resetRequestHooks, setRequestHooks } from '../../../shared/lib/request';
import { useAlertStore } from '../../../shared/stores/alert-store';
import { AdminCreatorsPage } from './admin-creators-page';
import { isolate } from '../../../shared/ui/user-text';

const LIST = '/admin/v1/creator-submission/list';
const APPROVE = '/admin/v1/creator-submission/approve';
const REJECT = '/admin/v1/creator-submission/reject';

function application(domain: string, extra: Partial<TAdminSubmission> = {}): TAdminSubmission {
  return {
    id: `id-${domain}`,
    status: 'submitted',
    creatorDomain: domain,
    displayName: `${domain} studio`,
    categories: ['art', 'photography'],
    socialLinks: [{ platform: 'instagram', url: `https://instagram.com/${domain}` }],
    country: 'FR',
    dateOfBirth: '1990-04-12',
    agreed: true,
    rejectReason: null,
    submittedAt: '2026-04-02T10:15:00Z',
    reviewedAt: null,
    updatedAt: '2026-04-02T10:15:00Z',
    applicant: {
      id: `user-${domain}`,
      address: '0xabcdef0000000000000000000000000000001234',
      email: `${domain}@example.com`,
      createdAt: '2026-01-01T00:00:00Z',
      kycStatus: 'none',
    },
    kyc: null,
    ...extra,
  };
}

const alertHook = vi.fn();

function setup(handlers: Record<string, FakeHandler> = {}, initial = '/admin') {
  const api = fakeApi({
    [LIST]: () => ({ data: { items: [application('luna'), application('kai')], nextCursor: null } }),
    ...handlers,
  });
  const view = renderPage(
    [
      { path: '/admin', Component: AdminCreatorsPage },
      { path: '/home', element: <p>home</p> },
    ],
    initial,
  );
  return { api, ...view };
}

beforeEach(() => {
  setRequestHooks({ alert: alertHook });
  useAlertStore.getState().close();
});

afterEach(() => {
  resetRequestHooks();
  vi.unstubAllGlobals();
  alertHook.mockReset();
});

describe('the review queue', () => {
  it('shows each application with what a reviewer needs', async () => {
    const { api } = setup();
    const row = await screen.findByTestId('admin-row-luna');
    expect(within(row).getByText('luna studio')).toBeInTheDocument();
    expect(within(row).getByText('@luna')).toBeInTheDocument();
    expect(within(row).getByText('luna@example.com')).toBeInTheDocument();
    expect(within(row).getByText('0xabcd…1234')).toBeInTheDocument();
    expect(within(row).getByText('France')).toBeInTheDocument();
    expect(within(row).getByText(String(ageOn('1990-04-12', new Date())))).toBeInTheDocument();
    expect(within(row).getByText('Art')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/luna');
    expect(within(row).getByTestId('admin-kyc-luna')).toHaveTextContent('Not verified');
    expect(within(row).getByText(/^Submitted /)).toBeInTheDocument();
    expect(api.bodies(LIST)).toEqual([{ status: 'submitted', limit: 20 }]);
  });

  it('removes an approved application at once', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => {};
    const { api } = setup({ [APPROVE]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    await user.click(await screen.findByTestId('admin-approve-luna'));

    expect(screen.queryByTestId('admin-row-luna')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-row-kai')).toBeInTheDocument();
    await waitFor(() => expect(api.bodies(APPROVE)).toEqual([{ id: 'id-luna' }]));
    answer({ data: application('luna', { status: 'approved' }) });
    await waitFor(() => expect(screen.queryByTestId('admin-row-luna')).not.toBeInTheDocument());
  });

  it('brings the application back and says why when the approval fails', async () => {
    const user = userEvent.setup();
    setup({ [APPROVE]: () => ({ code: 409, status: 409, msg: 'Already reviewed.' }) });
    await user.click(await screen.findByTestId('admin-approve-luna'));

    expect(await screen.findByTestId('admin-row-luna')).toBeInTheDocument();
    await waitFor(() => expect(useAlertStore.getState().open).toBe(true));
    expect(useAlertStore.getState().message).toBe('luna could not be approved: Already reviewed.');
  });

  it('asks for a reason of at least 3 characters before rejecting', async () => {
    const user = userEvent.setup();
    const { api } = setup({ [REJECT]: () => ({ data: application('luna', { status: 'rejected' }) }) });
    await user.click(await screen.findByTestId('admin-reject-luna'));
    expect(await screen.findByText(`Reject ${isolate('luna')}?`)).toBeInTheDocument();

    await user.type(screen.getByTestId('admin-reject-reason'), 'no');
    await user.click(screen.getByTestId('admin-reject-confirm'));
    expect(await screen.findByText('Write at least 3 characters.')).toBeInTheDocument();
    expect(api.bodies(REJECT)).toEqual([]);

    await user.type(screen.getByTestId('admin-reject-reason'), ' public links, please');
    await user.click(screen.getByTestId('admin-reject-confirm'));
    await waitFor(() => expect(screen.queryByTestId('admin-reject-dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('admin-row-luna')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodies(REJECT)).toEqual([{ id: 'id-luna', reason: 'no public links, please' }]));
  });

  it('loads the next page with the cursor', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      [LIST]: ({ cursor }) =>
        cursor === 'c1'
          ? { data: { items: [application('noor')], nextCursor: null } }
          : { data: { items: [application('luna')], nextCursor: 'c1' } },
    });
    await user.click(await screen.findByTestId('admin-load-more'));
    expect(await screen.findByTestId('admin-row-noor')).toBeInTheDocument();
    expect(screen.getByTestId('admin-row-luna')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-load-more')).not.toBeInTheDocument();
    expect(api.bodies(LIST)).toEqual([
      { status: 'submitted', limit: 20 },
      { status: 'submitted', limit: 20, cursor: 'c1' },
    ]);
  });

  it('lists decided applications by tab, without review buttons', async () => {
    const user = userEvent.setup();
    const { api, router } = setup({
      [LIST]: ({ status }) => ({
        data: {
          items:
            status === 'approved'
              ? [application('ana', { status: 'approved', reviewedAt: '2026-04-03T09:00:00Z' })]
              : [],
          nextCursor: null,
        },
      }),
    });
    expect(await screen.findByText('No applications are waiting for review. Nice work.')).toBeInTheDocument();
    await user.click(screen.getByTestId('admin-tab-approved'));
    expect(await screen.findByTestId('admin-row-ana')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-approve-ana')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=approved');
    expect(api.bodies(LIST).at(-1)).toEqual({ status: 'approved', limit: 20 });
  });
});

it('shows the identity status read-only, with the way to the KYC review', async () => {
  setup(
    {
      [LIST]: () => ({
        data: {
          items: [
            application('ana', {
              status: 'approved',
              applicant: { ...application('ana').applicant, kycStatus: 'pending' },
            }),
          ],
          nextCursor: null,
        },
      }),
    },
    '/admin?status=approved',
  );
  expect(await screen.findByTestId('admin-kyc-ana')).toHaveTextContent('Waiting for review');
  expect(screen.getByTestId('admin-kyc-review-ana')).toHaveAttribute('href', '/admin/kyc');
  expect(screen.queryByTestId('admin-kyc-approve-ana')).not.toBeInTheDocument();
});

it('tells a non-admin this area is for admins, without the global alert', async () => {
  setup({ [LIST]: () => ({ code: 403, status: 403, msg: 'Forbidden' }) });
  expect(await screen.findByTestId('admin-forbidden')).toHaveTextContent('Admins only');
  expect(alertHook).not.toHaveBeenCalled();
  expect(useAlertStore.getState().open).toBe(false);
});
