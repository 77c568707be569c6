import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS, productPaths } from '@fanlane/contracts/api-paths';
import type { TSubmission } from '@fanlane/contracts/creator';
import { fakeApi } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { signIn, userInfo } from '../../../test/sign-in';
import { runtimeConfig } from '../../shared/lib/runtime-config';
import { useUserStore } from '../../shared/stores/user-store';
import { BecomeCreatorRoutePage } from './become-creator-page';

const DETAIL = '/creator/submission/v1/detail';
const ME_PATH = productPaths(runtimeConfig.productPrefix).me;

const ME = userInfo('0x1234567890abcdef1234567890abcdef12345678', { email: 'maya@example.com', displayName: 'Maya' });

function submission(extra: Partial<TSubmission>): TSubmission {
  return {
    id: 's1',
    status: 'submitted',
    creatorDomain: 'maya',
    displayName: 'Maya Rivers',
    categories: ['art'],
    socialLinks: [],
    country: 'FR',
    dateOfBirth: '1990-04-12',
    agreed: true,
    rejectReason: null,
    submittedAt: '2026-04-02T10:15:00Z',
    reviewedAt: null,
    updatedAt: '2026-04-02T10:15:00Z',
    ...extra,
  };
}

function setup(detail: TSubmission | null, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ [DETAIL]: () => ({ data: detail }), ...handlers });
  const view = renderPage(
    [
      { path: '/becomeCreator', Component: BecomeCreatorRoutePage },
      { path: '/becomeCreatorApply', element: <p>application form</p> },
      { path: '/:domain', element: <p>creator page</p> },
    ],
    '/becomeCreator',
  );
  return { api, ...view };
}

beforeEach(() => {
  signIn(ME.address, ME);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the become-creator status page', () => {
  it('shows where the identity verification stands, with the way to /kyc', async () => {
    setup(submission({ status: 'submitted' }), {
      [PATHS.kycDetail]: () => ({
        data: { state: 'none', application: null, provider: 'manual', hostedUrl: null, canSubmit: true },
      }),
    });
    const card = await screen.findByTestId('kyc-status-card');
    expect(card).toHaveAttribute('data-state', 'none');
    expect(card).toHaveTextContent('Needed before your first payout.');
    expect(screen.getByTestId('kyc-status-link')).toHaveAttribute('href', '/kyc');
  });

  it('invites a user without an application to apply', async () => {
    const user = userEvent.setup();
    setup(null);
    expect(await screen.findByTestId('status-none')).toBeInTheDocument();
    await user.click(screen.getByTestId('status-apply'));
    expect(await screen.findByText('application form')).toBeInTheDocument();
  });

  it('lets a draft be continued', async () => {
    const user = userEvent.setup();
    setup(submission({ status: 'draft', submittedAt: null }));
    expect(await screen.findByTestId('status-draft')).toBeInTheDocument();
    await user.click(screen.getByTestId('status-continue'));
    expect(await screen.findByText('application form')).toBeInTheDocument();
  });

  it('shows a submitted application under review with its timeline', async () => {
    setup(submission({ status: 'submitted' }));
    expect(await screen.findByTestId('status-submitted')).toHaveTextContent('Your application is under review');
    const steps = screen.getByTestId('status-timeline').querySelectorAll('li');
    expect([...steps].map((step) => step.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(screen.getByText('Maya Rivers')).toBeInTheDocument();
  });

  it('shows the reason of a rejection and the way back to the form', async () => {
    const user = userEvent.setup();
    setup(
      submission({ status: 'rejected', rejectReason: 'Please add a public link.', reviewedAt: '2026-04-03T09:00:00Z' }),
    );
    expect(await screen.findByTestId('status-rejected-reason')).toHaveTextContent('Please add a public link.');
    await user.click(screen.getByTestId('status-resubmit'));
    expect(await screen.findByText('application form')).toBeInTheDocument();
  });

  it('celebrates an approval, links to the new page and reloads the user so the nav shows "My page"', async () => {
    const user = userEvent.setup();
    const { api } = setup(submission({ status: 'approved', reviewedAt: '2026-04-03T09:00:00Z' }), {
      [ME_PATH]: () => ({ data: { ...ME, creatorDomain: 'maya' } }),
    });
    expect(await screen.findByTestId('status-approved')).toHaveTextContent(`${runtimeConfig.publicUrl}/maya`);
    await waitFor(() => expect(useUserStore.getState().info?.creatorDomain).toBe('maya'));
    expect(api.bodies(ME_PATH)).toHaveLength(1);
    await user.click(screen.getByTestId('status-open-page'));
    expect(await screen.findByText('creator page')).toBeInTheDocument();
  });

  it('shows a user who already is a creator their page without asking again', async () => {
    useUserStore.setState({ info: { ...ME, creatorDomain: 'maya' } });
    const { api } = setup(null);
    expect(await screen.findByTestId('status-approved')).toBeInTheDocument();
    expect(api.bodies(ME_PATH)).toEqual([]);
  });

  it('offers a retry when the application cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup(null, { [DETAIL]: () => (fail ? { code: 500, status: 500, msg: 'Down' } : { data: null }) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('status-none')).toBeInTheDocument();
  });
});
