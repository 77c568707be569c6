import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '#testing-library';
import { MemoryRouter } from 'react-router';
import type { TUserInfo } from '@fanlane/contracts/auth';
import '../../i18n';
import { initialUserData, useUserStore } from '../../shared/stores/user-store';
import { mainNavItems, mobileTabItems } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const INFO: TUserInfo = {
  address: '0x1234567890abcdef1234567890abcdef12345678',
  creatorDomain: null,
  imageDisplayRatio: 'blur-15px',
  email: null,
  displayName: 'Ada',
  avatar: null,
  role: 'user',
  emailVerified: false,
  sensitiveFilter: false,
};

beforeEach(() => {
  useUserStore.setState(initialUserData());
});

describe('the creator entries of the navigation', () => {
  it('give creators their page, the composer, the vault and the queue, and fans the way to become one', () => {
    expect(mainNavItems('maya').map((item) => item.to)).toEqual(
      expect.arrayContaining(['/maya', '/createPost', '/vault', '/queue']),
    );
    expect(mainNavItems('maya').map((item) => item.to)).not.toContain('/becomeCreator');
    const fan = mainNavItems(null).map((item) => item.to);
    expect(fan).toContain('/becomeCreator');
    expect(fan.filter((to) => ['/createPost', '/vault', '/queue'].includes(to))).toEqual([]);
  });
});

describe('the discover entry of the navigation', () => {
  it('comes right after Home, on the side and in the phone tab bar', () => {
    expect(
      mainNavItems(null)
        .slice(0, 2)
        .map((item) => item.to),
    ).toEqual(['/home', '/discover']);
    expect(mobileTabItems('maya').map((item) => item.to)).toEqual([
      '/home',
      '/discover',
      '/notifications',
      '/chats',
      '/wallet',
    ]);
  });
});

describe('the admin entry of the navigation', () => {
  it('sits before Settings for admins only', () => {
    expect(mainNavItems(null).map((item) => item.testId)).not.toContain('nav-admin');
    const admin = mainNavItems(null, true).map((item) => item.testId);
    expect(admin.slice(-2)).toEqual(['nav-admin', 'nav-settings']);
  });

  it('stays out of the mobile tab bar', () => {
    expect(mobileTabItems(null).map((item) => item.testId)).not.toContain('nav-admin');
  });

  it('shows in the sidebar when the user info says admin', () => {
    useUserStore.setState({ info: { ...INFO, role: 'admin' }, address: INFO.address });
    render(
      <MemoryRouter>
        <SidebarNav />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('nav-admin')).toHaveAttribute('href', '/admin');
  });

  it('is hidden from everyone else', () => {
    useUserStore.setState({ info: INFO, address: INFO.address });
    render(
      <MemoryRouter>
        <SidebarNav />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('nav-admin')).not.toBeInTheDocument();
  });
});
