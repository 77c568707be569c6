import { describe, expect, it } from 'vitest';
import { RESERVED_DOMAINS } from '@fanlane/contracts/creator';
import { ComingSoonPage } from './pages/coming-soon-page';
import { ROUTES, SETTINGS_CHILDREN, flattenRoutes, routePath } from './routes';

/** Spec section 2, written out: [absolute path, needs login]. */
const SPEC_ROUTES: Array<[string, boolean]> = [
  // Root layout
  ['/home', true],
  ['/rewardCenter', true],
  ['/:domain', false],
  ['/:domain/:id', false],
  ['/:domain/all', true],
  ['/searchPost/:domain', true],
  ['/createPost', true],
  ['/post', false],
  ['/notifications', true],
  ['/transaction/:id', true],
  ['/withdraw/:hash', true],
  ['/dispute/:id', true],
  ['/payments', true],
  ['/statistics', true],
  ['/becomeCreator', true],
  ['/claim-dividends', true],
  ['/claim-confirmation', true],
  ['/claim-success', true],
  ['/stake-DFS', true],
  ['/stake-confirm', true],
  ['/stake-success', true],
  ['/subscriptions', true],
  ['/collections', true],
  ['/vault', true],
  ['/queue', true],
  ['/wallet', true],
  ['/contact', false],
  ['/massMessagesStatistics', true],
  ['/appeal', false],
  ['/settings/emailChange', false],
  ['/settings/restoreAccess', false],
  ['/topUp', true],
  ['/topUp/depositMethod', true],
  ['/topUp/deposit', true],
  ['/topUp/kodo', true],
  ['/topUp/alchemy', true],
  ['/topUp/transactions', true],
  ['/topUp/transactions/:id', true],
  ['/settings', true],
  ...[
    'profile',
    'account',
    'account/email',
    'account/verifyEmail',
    'account/bindEmail',
    'account/password',
    'account/fullName',
    'account/address',
    'account/deleteAccount',
    'security',
    'security/filter',
    'security/download',
    'security/watermarks',
    'security/blockByCountry',
    'security/blockByIP',
    'subscription',
    'subscription/tier',
    'settingChats',
    'pushNotifications',
    'emailNotifications',
    'telegramBot',
    'notifications',
    'tracking',
    'collection',
    'collection/create',
    'collection/edit',
    'paymentGatewayManagement',
  ].map((child): [string, boolean] => [`/settings/${child}`, true]),
  // Standalone
  ['/becomeCreatorIntro', false],
  ['/becomeCreatorApply', false],
  ['/loginPhone', false],
  ['/faq', false],
  ['/kyc', true],
  ['/about', false],
  ['/ourMission', false],
  ['/404', false],
  ['/template', false],
  ['/partner', false],
  ['/videoGuide', false],
  ['/loading', false],
  ['/signin', false],
  ['/signup', false],
  ['/campaigns', false],
  ['/brand', false],
  ['/pay/:status', false],
  ['/diagnose', false],
  // Login
  ['/', false],
  ['/login', false],
  // Chats
  ['/chats', true],
  ['/chats/chat/:privateChatId', true],
  ['/chats/chat/:privateChatId/gallery', true],
  ['/chats/AiChatsbot', true],
  ['/chats/newChatsSend', true],
  ['/chats/newChats', true],
];

/** Ours, beyond the spec: [absolute path, needs login]. */
const EXTRA_ROUTES: Array<[string, boolean]> = [
  ['/shares', true],
  ['/discover', false],
  ['/admin', true],
  ['/admin/creators', true],
  ['/admin/withdrawals', true],
  ['/admin/disputes', true],
  ['/admin/support', true],
  ['/admin/support/:privateChatId', true],
  // The contact form's inbox (features/public-pages).
  ['/admin/contact', true],
  // Telegram Stars, paid inside the mini-app (docs/telegram.md).
  ['/topUp/stars', true],
];

const flat = flattenRoutes();
const byPath = new Map(flat.map((r) => [r.fullPath, r]));

describe('the route table', () => {
  it.each(SPEC_ROUTES)('has %s (login: %s)', (path, login) => {
    const route = byPath.get(path);
    expect(route, path).toBeDefined();
    expect(route?.login).toBe(login);
  });

  it.each(EXTRA_ROUTES)('has our own %s (login: %s)', (path, login) => {
    const route = byPath.get(path);
    expect(route, path).toBeDefined();
    expect(route?.login).toBe(login);
  });

  it('opens the admin area at the creator applications', () => {
    const admin = byPath.get('/admin');
    expect(admin?.name).toBe('Admin');
    expect(admin?.title).toBe('routes.admin');
    expect(admin?.children?.some((child) => child.index)).toBe(true);
    expect(routePath('Admin')).toBe('/admin');
    expect(routePath('AdminCreators')).toBe('/admin/creators');
  });

  it.each([
    '/dispute/:id',
    '/admin/disputes',
    '/transaction/:id',
    '/payments',
    '/chats',
    '/chats/chat/:privateChatId',
    '/chats/chat/:privateChatId/gallery',
    '/chats/newChats',
    '/chats/AiChatsbot',
    '/chats/newChatsSend',
    '/massMessagesStatistics',
    '/admin/support',
    '/admin/support/:privateChatId',
    '/settings/settingChats',
    '/settings/telegramBot',
    '/topUp/stars',
    // The public pages (issue 16, part 5).
    '/faq',
    '/about',
    '/ourMission',
    '/partner',
    '/videoGuide',
    '/brand',
    '/campaigns',
    '/template',
    '/contact',
    '/diagnose',
    '/loading',
    '/404',
    '/signin',
    '/signup',
    '/admin/contact',
    '/settings/account/verifyEmail',
    '/settings/account/fullName',
    '/settings/account/address',
    '/settings/security/filter',
    // Phone sign-in and creators' country and IP blocks (issue 16, parts 3 and 4).
    '/loginPhone',
    '/settings/security/blockByCountry',
    '/settings/security/blockByIP',
    // Creators' tracking links (docs/tracking-links.md).
    '/settings/tracking',
  ])('gives %s its page, not coming soon', async (path) => {
    const page = await byPath.get(path)?.load();
    expect(page).toBeDefined();
    expect(page).not.toBe(ComingSoonPage);
  });

  it('has nothing twice', () => {
    const paths = flat.map((r) => r.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every settings child under /settings', () => {
    expect(SETTINGS_CHILDREN.every((child) => byPath.has(`/settings/${child.path}`))).toBe(true);
  });

  it('has a catch-all not-found route', () => {
    expect(byPath.get('/*')).toBeDefined();
  });

  it('gives every entry a lazily loaded page and the flags', () => {
    const walk = (routes: typeof ROUTES): void => {
      for (const route of routes) {
        expect(typeof route.load).toBe('function');
        expect(typeof route.login).toBe('boolean');
        expect(typeof route.keepScroll).toBe('boolean');
        walk(route.children ?? []);
      }
    };
    walk(ROUTES);
  });

  it('nests the chat detail and gallery under the message board', () => {
    const board = flat.find((r) => r.name === 'messageBoard');
    expect(board?.children?.map((c) => c.path)).toEqual(['chat/:privateChatId', 'chat/:privateChatId/gallery']);
  });

  it('names the navigation targets of the spec', () => {
    expect(routePath('Home')).toBe('/home');
    expect(routePath('Login')).toBe('/');
    expect(routePath('BecomeCreator')).toBe('/becomeCreator');
    expect(routePath('Creators', { domain: 'alice' })).toBe('/alice');
    expect(routePath('Post', {}, { id: '42' })).toBe('/post?id=42');
    expect(routePath('RewardCenter')).toBe('/rewardCenter');
    expect(routePath('Shares')).toBe('/shares');
    expect(routePath('KYC')).toBe('/kyc');
    expect(routePath('messageDetail', { privateChatId: 'c 1' }, { privateChatId: 'c 1', address: '0xab' })).toBe(
      '/chats/chat/c%201?privateChatId=c+1&address=0xab',
    );
  });

  it('keeps our own top-level pages out of the creator domains', () => {
    expect(routePath('Discover')).toBe('/discover');
    for (const [path] of EXTRA_ROUTES.filter(([p]) => p.split('/').length === 2))
      expect(RESERVED_DOMAINS, path).toContain(path.slice(1).toLowerCase());
  });

  it('refuses a named route without its parameter', () => {
    expect(() => routePath('Creators')).toThrow(/domain/);
  });

  it('lets Home keep its scroll position', () => {
    expect(byPath.get('/home')?.keepScroll).toBe(true);
  });
});
