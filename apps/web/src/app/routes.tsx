/**
 * Every route of the product (spec section 2) in one table: path, name, whether it needs a
 * logged-in user, whether it keeps its scroll position, its title key and its lazily loaded page.
 * `router.tsx` turns it into react-router routes; guards and navigation effects read the same entries.
 */
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { prefetchCreatorProfile } from '../features/creator-page/api/creator-page-api';
import { queryClient } from './providers';
import type * as LaterPages from './later-pages';

export type RouteLoader = () => Promise<ComponentType>;

export type RouteName =
  | 'Login'
  | 'Home'
  | 'BecomeCreator'
  | 'BecomeCreatorIntro'
  | 'Creators'
  | 'Discover'
  | 'Post'
  | 'RewardCenter'
  | 'Shares'
  | 'KYC'
  | 'messageBoard'
  | 'messageDetail'
  | 'Gallery'
  | 'Notifications'
  | 'Settings'
  | 'SettingsProfile'
  | 'SettingsAccount'
  | 'SignIn'
  | 'SignUp'
  | 'NotFound'
  | 'Admin'
  | 'AdminCreators';

export interface AppRoute {
  /** Absolute at the top level and under pathless layouts, relative under a parent with a path. */
  path?: string;
  index?: boolean;
  name?: RouteName;
  /** Needs a logged-in user (not enforced inside Telegram). */
  login: boolean;
  /** Restores its saved scroll position instead of scrolling to the top. */
  keepScroll: boolean;
  /** i18n key of the page title; ComingSoon pages also show it as the area's name. */
  title?: string;
  load: RouteLoader;
  /** Starts the page's first request while its code loads, rather than after (render as you fetch). */
  prefetch?: (params: Params) => void;
  children?: AppRoute[];
}

type Options = Partial<Pick<AppRoute, 'name' | 'keepScroll' | 'title' | 'children' | 'index' | 'prefetch'>>;

const entry =
  (login: boolean) =>
  (path: string | undefined, load: RouteLoader, options: Options = {}): AppRoute => ({
    path,
    load,
    login,
    keepScroll: false,
    ...options,
  });
/** A route anyone may open. */
const pub = entry(false);
/** A route that needs a logged-in user. */
const auth = entry(true);

// Pages, each its own chunk.
const rootLayout: RouteLoader = () => import('./layouts/root-layout').then((m) => m.RootLayout);
const standaloneLayout: RouteLoader = () => import('./layouts/standalone-layout').then((m) => m.StandaloneLayout);
const notFound: RouteLoader = () => import('./pages/not-found-page').then((m) => m.NotFoundPage);
const home: RouteLoader = () => import('./pages/home-page').then((m) => m.HomePage);
const creator: RouteLoader = () => import('./pages/creator-page').then((m) => m.CreatorPage);
const login: RouteLoader = () => import('../features/auth/pages/login-page').then((m) => m.LoginPage);
const signIn: RouteLoader = () => import('../features/auth/pages/signin-page').then((m) => m.SignInPage);
const signUp: RouteLoader = () => import('../features/auth/pages/signup-page').then((m) => m.SignUpPage);
const loginPhone: RouteLoader = () => import('../features/auth/pages/login-phone-page').then((m) => m.LoginPhonePage);
const discover: RouteLoader = () => import('./pages/discover-page').then((m) => m.DiscoverPage);
const postDetails: RouteLoader = () => import('./pages/post-details-page').then((m) => m.PostDetailsPage);

/** A page whose loader is in `later-pages.ts`: that module's chunk comes first, then the page's. */
const later =
  (name: keyof typeof LaterPages): RouteLoader =>
  () =>
    import('./later-pages').then((pages) => pages[name]());

/** Children of /settings; the settings side list is built from these. */
export const SETTINGS_CHILDREN: AppRoute[] = [
  auth('profile', later('settingsProfile'), { name: 'SettingsProfile', title: 'routes.settingsProfile' }),
  auth('account', later('settingsAccount'), { name: 'SettingsAccount', title: 'routes.settingsAccount' }),
  auth('account/email', later('settingsEmail'), { title: 'routes.settingsEmail' }),
  auth('account/verifyEmail', later('settingsVerifyEmail'), { title: 'routes.settingsVerifyEmail' }),
  auth('account/bindEmail', later('settingsBindEmail'), { title: 'routes.settingsBindEmail' }),
  auth('account/password', later('settingsPassword'), { title: 'routes.settingsPassword' }),
  auth('account/fullName', later('settingsFullName'), { title: 'routes.settingsFullName' }),
  auth('account/address', later('settingsAddress'), { title: 'routes.settingsAddress' }),
  auth('account/deleteAccount', later('settingsDeleteAccount'), { title: 'routes.settingsDeleteAccount' }),
  auth('security', later('settingsSecurity'), { title: 'routes.settingsSecurity' }),
  auth('security/twoFactor', later('settingsTwoFactor'), { title: 'routes.settingsTwoFactor' }),
  auth('security/filter', later('settingsFilter'), { title: 'routes.settingsFilter' }),
  auth('security/download', later('settingsDownload'), { title: 'routes.settingsDownload' }),
  auth('security/watermarks', later('settingsWatermarks'), { title: 'routes.settingsWatermarks' }),
  auth('security/blockByCountry', later('settingsBlockByCountry'), { title: 'routes.settingsBlockByCountry' }),
  auth('security/blockByIP', later('settingsBlockByIp'), { title: 'routes.settingsBlockByIp' }),
  auth('subscription', later('settingsTiers'), { title: 'routes.settingsSubscription' }),
  auth('subscription/tier', later('settingsTierEditor'), { title: 'routes.settingsTier' }),
  auth('settingChats', later('settingsChats'), { title: 'routes.settingsChats' }),
  auth('pushNotifications', later('settingsPushNotifications'), { title: 'routes.settingsPushNotifications' }),
  auth('emailNotifications', later('settingsEmailNotifications'), { title: 'routes.settingsEmailNotifications' }),
  auth('telegramBot', later('settingsTelegramBot'), { title: 'routes.settingsTelegramBot' }),
  auth('notifications', later('settingsNotifications'), { title: 'routes.settingsNotifications' }),
  auth('tracking', later('settingsTracking'), { title: 'routes.settingsTracking' }),
  auth('collection', later('settingsCollections'), { title: 'routes.settingsCollection' }),
  auth('collection/create', later('settingsCollectionEditor'), { title: 'routes.settingsCollectionCreate' }),
  auth('collection/edit', later('settingsCollectionEditor'), { title: 'routes.settingsCollectionEdit' }),
  auth('paymentGatewayManagement', later('payoutMethods'), { title: 'routes.settingsPaymentGateways' }),
];

const TOP_UP_CHILDREN: AppRoute[] = [
  auth('depositMethod', later('depositMethod'), { title: 'routes.depositMethod' }),
  auth('deposit', later('deposit'), { title: 'routes.deposit' }),
  auth('kodo', later('kodoTopUp'), { title: 'routes.cardProvider' }),
  auth('alchemy', later('alchemyTopUp'), { title: 'routes.onRamp' }),
  auth('stars', later('starsTopUp'), { title: 'routes.starsTopUp' }),
  auth('transactions', later('topUpHistory'), { title: 'routes.topUpTransactions' }),
  auth('transactions/:id', later('topUpDetail'), { title: 'routes.topUpTransaction' }),
];

const CHAT_ROUTES: AppRoute[] = [
  auth('/chats', later('messageBoard'), {
    name: 'messageBoard',
    keepScroll: true,
    title: 'routes.messageBoard',
    children: [
      auth('chat/:privateChatId', later('messageDetail'), { name: 'messageDetail', title: 'routes.messageDetail' }),
      auth('chat/:privateChatId/gallery', later('chatGallery'), { name: 'Gallery', title: 'routes.gallery' }),
    ],
  }),
  auth('/chats/AiChatsbot', later('aiChatBot'), { title: 'routes.aiChatBot' }),
  auth('/chats/newChatsSend', later('massComposer'), { title: 'routes.newChatsSend' }),
  auth('/chats/newChats', later('newChat'), { title: 'routes.newChats' }),
  auth('/chats/lists', later('fanLists'), { title: 'routes.fanLists' }),
  auth('/chats/lists/:listId', later('fanList'), { title: 'routes.fanList' }),
];

const ROOT_LAYOUT_CHILDREN: AppRoute[] = [
  auth('/home', home, { name: 'Home', keepScroll: true, title: 'routes.home' }),
  auth('/rewardCenter', later('soon'), { name: 'RewardCenter', title: 'routes.rewardCenter' }),
  // Not listed in spec section 2 but a named target (Telegram start param `s`); see the report.
  auth('/shares', later('soon'), { name: 'Shares', title: 'routes.shares' }),
  // Not in the spec: finding creators, for visitors signed out too (docs/decisions.md, issue 12).
  pub('/discover', discover, { name: 'Discover', keepScroll: true, title: 'routes.discover' }),
  pub('/:domain', creator, {
    name: 'Creators',
    keepScroll: true,
    title: 'routes.creator',
    // The cover (the largest paint) waits on this answer: it starts with the page's chunks, and on
    // the first view the page's HTML brings it.
    prefetch: ({ domain }) => prefetchCreatorProfile(queryClient, domain ?? ''),
  }),
  pub('/:domain/:id', postDetails, { title: 'routes.postDetails' }),
  auth('/:domain/all', later('creatorCollections'), { keepScroll: true, title: 'routes.creatorCollections' }),
  auth('/searchPost/:domain', later('postSearch'), { title: 'routes.searchPost' }),
  auth('/createPost', later('createPost'), { title: 'routes.createPost' }),
  pub('/post', postDetails, { name: 'Post', title: 'routes.post' }),
  auth('/notifications', later('notifications'), {
    name: 'Notifications',
    keepScroll: true,
    title: 'routes.notifications',
  }),
  auth('/transaction/:id', later('transaction'), { title: 'routes.transaction' }),
  auth('/withdraw/:hash', later('withdraw'), { title: 'routes.withdraw' }),
  auth('/dispute/:id', later('dispute'), { title: 'routes.dispute' }),
  auth('/payments', later('payments'), { title: 'routes.payments' }),
  auth('/statistics', later('statistics'), { title: 'routes.statistics' }),
  auth('/becomeCreator', later('becomeCreator'), { name: 'BecomeCreator', title: 'routes.becomeCreator' }),
  auth('/claim-dividends', later('soon'), { title: 'routes.claimDividends' }),
  auth('/claim-confirmation', later('soon'), { title: 'routes.claimConfirmation' }),
  auth('/claim-success', later('soon'), { title: 'routes.claimSuccess' }),
  auth('/stake-DFS', later('soon'), { title: 'routes.stake' }),
  auth('/stake-confirm', later('soon'), { title: 'routes.stakeConfirm' }),
  auth('/stake-success', later('soon'), { title: 'routes.stakeSuccess' }),
  auth('/subscriptions', later('subscriptions'), { keepScroll: true, title: 'routes.subscriptions' }),
  auth('/collections', later('savedCollections'), { keepScroll: true, title: 'routes.collections' }),
  auth('/vault', later('vault'), { keepScroll: true, title: 'routes.vault' }),
  auth('/queue', later('queue'), { title: 'routes.queue' }),
  auth('/wallet', later('wallet'), { title: 'routes.wallet' }),
  pub('/contact', later('contact'), { title: 'routes.contact' }),
  auth('/massMessagesStatistics', later('massStatistics'), { title: 'routes.massMessagesStatistics' }),
  pub('/appeal', later('appeal'), { title: 'routes.appeal' }),
  pub('/settings/emailChange', later('emailChangeConfirm'), { title: 'routes.emailChange' }),
  pub('/settings/restoreAccess', later('restoreAccess'), { title: 'routes.restoreAccess' }),
  auth('/topUp', later('topUp'), { title: 'routes.topUp', children: TOP_UP_CHILDREN }),
  auth('/settings', later('settingsLayout'), {
    name: 'Settings',
    title: 'routes.settings',
    children: [auth(undefined, later('settingsIndex'), { index: true }), ...SETTINGS_CHILDREN],
  }),
  ...CHAT_ROUTES,
  // Not in the spec: the back office. The server allows admins only; the page shows others a notice.
  auth('/admin', later('adminLayout'), {
    name: 'Admin',
    title: 'routes.admin',
    children: [
      auth(undefined, later('adminCreators'), { index: true }),
      auth('creators', later('adminCreators'), { name: 'AdminCreators', title: 'routes.adminCreators' }),
      auth('withdrawals', later('adminWithdrawals'), { title: 'routes.adminWithdrawals' }),
      auth('disputes', later('adminDisputes'), { title: 'routes.adminDisputes' }),
      auth('support', later('adminSupport'), { title: 'routes.adminSupport' }),
      auth('contact', later('adminContact'), { title: 'routes.adminContact' }),
      auth('audit', later('adminAudit'), { title: 'routes.adminAudit' }),
      auth('rates', later('adminRates'), { title: 'routes.adminRates' }),
      auth('kyc', later('adminKyc'), { title: 'routes.adminKyc' }),
      auth('users', later('adminUsers'), { title: 'routes.adminUsers' }),
      auth('reports', later('adminReports'), { title: 'routes.adminReports' }),
      auth('appeals', later('adminAppeals'), { title: 'routes.adminAppeals' }),
      auth('support/:privateChatId', later('adminSupport'), { title: 'routes.adminSupport' }),
    ],
  }),
];

const STANDALONE_ROUTES: AppRoute[] = [
  pub('/becomeCreatorIntro', later('becomeCreatorIntro'), {
    name: 'BecomeCreatorIntro',
    title: 'routes.becomeCreatorIntro',
  }),
  // Public in the spec; the page itself asks an anonymous visitor to sign in first.
  pub('/becomeCreatorApply', later('becomeCreatorApply'), { title: 'routes.becomeCreatorApply' }),
  pub('/faq', later('faq'), { title: 'routes.faq' }),
  auth('/kyc', later('kycPage'), { name: 'KYC', title: 'routes.kyc' }),
  pub('/about', later('about'), { title: 'routes.about' }),
  pub('/ourMission', later('mission'), { title: 'routes.ourMission' }),
  pub('/template', later('template'), { title: 'routes.template' }),
  pub('/partner', later('partner'), { title: 'routes.partner' }),
  pub('/videoGuide', later('guide'), { title: 'routes.videoGuide' }),
  pub('/loading', later('loading'), { title: 'routes.loading' }),
  pub('/campaigns', later('campaigns'), { title: 'routes.campaigns' }),
  pub('/brand', later('brand'), { title: 'routes.brand' }),
  // Public in the spec; the page asks for a sign-in before it follows the top-up.
  pub('/pay/:status', later('payReturn'), { title: 'routes.pay' }),
  pub('/diagnose', later('diagnose'), { title: 'routes.diagnose' }),
  pub('/404', notFound, { name: 'NotFound', title: 'routes.notFound' }),
  // Anything else (one-segment addresses are creator pages and have their own not-found state).
  pub('*', notFound, { title: 'routes.notFound' }),
];

/** The whole table. Pathless entries are layouts. */
export const ROUTES: AppRoute[] = [
  pub(undefined, rootLayout, { children: ROOT_LAYOUT_CHILDREN }),
  pub(undefined, standaloneLayout, { children: STANDALONE_ROUTES }),
  // The login route is also the landing page.
  // No title of its own: the landing page carries the brand and tagline (spec section 1).
  pub('/', login, { name: 'Login' }),
  pub('/login', login, { title: 'routes.login' }),
  pub('/signin', signIn, { name: 'SignIn', title: 'routes.signIn' }),
  pub('/signup', signUp, { name: 'SignUp', title: 'routes.signUp' }),
  // An auth card of its own, as /signin is.
  pub('/loginPhone', loginPhone, { title: 'routes.loginPhone' }),
];

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every route with its absolute path, parents before children. */
export function flattenRoutes(routes: AppRoute[] = ROUTES, parent = ''): Array<AppRoute & { fullPath: string }> {
  return routes.flatMap((route) => {
    const fullPath = route.path === undefined ? parent : joinPath(parent, route.path);
    const self = route.path === undefined ? [] : [{ ...route, fullPath }];
    return [...self, ...flattenRoutes(route.children ?? [], fullPath)];
  });
}

const NAMED_PATHS = new Map(
  flattenRoutes()
    .filter((r): r is AppRoute & { fullPath: string; name: RouteName } => r.name !== undefined)
    .map((r) => [r.name, r.fullPath]),
);

/** The address of a named route: `routePath('Creators', { domain: 'alice' })` → `/alice`. */
export function routePath(
  name: RouteName,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): string {
  const pattern = NAMED_PATHS.get(name);
  if (pattern === undefined) throw new Error(`Unknown route ${name}`);
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(
    Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}
