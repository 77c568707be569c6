import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '#testing-library';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TRole } from '@fanlane/contracts/staff';
import type { TUserInfo } from '@fanlane/contracts/auth';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { initialUserData, useUserStore } from '../../shared/stores/user-store';
import { AdminLayout } from './admin-layout';

function setup(role: TRole, twoFactor: boolean, initial = '/admin') {
  useUserStore.setState({ info: { role } as TUserInfo });
  fakeApi({
    [PATHS.twoFactorStatus]: () => ({
      data: { enabled: twoFactor, enabledAt: null, recoveryCodesLeft: 10, required: true },
    }),
  });
  return renderPage(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: ['creators', 'withdrawals', 'support', 'contact', 'rates', 'audit'].map((path) => ({
          path,
          element: <p>{`page ${path}`}</p>,
        })),
      },
    ],
    initial,
  );
}

const shownSections = () =>
  screen.getAllByRole('link').map((link) => link.getAttribute('data-testid')?.replace('admin-nav-', ''));

describe('the role-aware admin area', () => {
  afterEach(() => useUserStore.setState(initialUserData()));

  it('an admin sees every section and lands on the first', async () => {
    const { router } = setup('admin', true);
    expect(await screen.findByText('page creators')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/creators');
    expect(shownSections()).toEqual(expect.arrayContaining(['creators', 'withdrawals', 'support', 'rates', 'audit']));
  });

  it('support sees the inbox and the contact messages only, and is sent back from the audit log', async () => {
    const { router } = setup('support', true, '/admin/audit');
    expect(await screen.findByText('page support')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/support');
    expect(shownSections()).not.toContain('audit');
    expect(shownSections()).not.toContain('withdrawals');
    expect(shownSections()).not.toContain('creators');
    expect(shownSections()).toEqual(expect.arrayContaining(['support', 'contact']));
  });

  it('a moderator sees the applications, not money', async () => {
    setup('moderator', true);
    expect(await screen.findByText('page creators')).toBeVisible();
    expect(shownSections()).not.toContain('withdrawals');
    expect(shownSections()).not.toContain('rates');
  });

  it('staff without two-factor authentication are shown the way to set it up, and nothing else', async () => {
    setup('admin', false);
    const link = await screen.findByTestId('admin-two-factor-setup');
    expect(link).toHaveAttribute('href', '/settings/security/twoFactor');
    expect(screen.queryByText('page creators')).toBeNull();
  });

  it('a fan is told the area is for staff', async () => {
    setup('user', false);
    expect(await screen.findByTestId('admin-forbidden')).toBeVisible();
  });
});
