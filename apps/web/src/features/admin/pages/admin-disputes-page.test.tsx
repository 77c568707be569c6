import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TDisputeStatus } from '@fanlane/contracts/dispute';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { signIn, CREATOR } from '../../../../test/sign-in';
import { disputeLine } from '../../../../test/dispute-fixtures';
import { AdminDisputesPage } from './admin-disputes-page';

function setup(initial = '/admin/disputes') {
  const api = fakeApi({
    [PATHS.adminDisputeList]: (body) => {
      const status = (body.status as TDisputeStatus | undefined) ?? 'open';
      return { data: { items: [disputeLine({ status, viewerRole: 'admin' })], nextCursor: null } };
    },
  });
  const view = renderPage(
    [
      { path: '/admin/disputes', Component: AdminDisputesPage },
      { path: '/dispute/:id', element: <p>the dispute</p> },
    ],
    initial,
  );
  return { api, ...view };
}

beforeEach(() => signIn(CREATOR, { role: 'admin' }));
afterEach(() => vi.unstubAllGlobals());

describe('the admins’ disputes queue', () => {
  it('opens on the open cases, each with its amount, kind, fan and a way to it', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    const row = await screen.findByTestId('admin-dispute-row');
    expect(screen.getByTestId('admin-disputes-tab-open')).toHaveAttribute('aria-selected', 'true');
    expect(row).toHaveTextContent('$12.00');
    expect(row).toHaveTextContent('Payment dispute · Not received');
    expect(row).toHaveTextContent('0x3333…3333');
    expect(within(row).getByTestId('dispute-status')).toHaveTextContent('Open');
    expect(api.bodies(PATHS.adminDisputeList)).toEqual([{ status: 'open' }]);

    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dispute\/[0-9a-f-]{36}$/));
  });

  it('filters by status, and All asks for every case; the filter stays in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();
    await screen.findByTestId('admin-dispute-row');

    await user.click(screen.getByTestId('admin-disputes-tab-under_review'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=under_review'));
    expect(await screen.findByText('Under review', { selector: '[data-testid="dispute-status"]' })).toBeInTheDocument();

    await user.click(screen.getByTestId('admin-disputes-tab-lost'));
    expect(await screen.findByText('Refunded', { selector: '[data-testid="dispute-status"]' })).toBeInTheDocument();

    await user.click(screen.getByTestId('admin-disputes-tab-all'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() =>
      expect(api.bodies(PATHS.adminDisputeList)).toEqual([
        { status: 'open' },
        { status: 'under_review' },
        { status: 'lost' },
        {},
      ]),
    );
  });

  it('says when there is nothing in a list', async () => {
    fakeApi({ [PATHS.adminDisputeList]: () => ({ data: { items: [], nextCursor: null } }) });
    renderPage([{ path: '/admin/disputes', Component: AdminDisputesPage }], '/admin/disputes?status=won');
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByTestId('admin-disputes-tab-won')).toHaveAttribute('aria-selected', 'true');
  });
});
