/**
 * Every route of the product (spec section 2) in one table: path, name, whether it needs a
 * logged-in user, whether it keeps its scroll position, its title key and its lazily loaded page.
 * `router.tsx` turns it into react-router routes; guards and navigation effects read the same entries.
 */
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { creatorProfileOptions } from '../features/creator-page/api/creator-page-api';
import { queryClient } from './providers';

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
const settingsLayout: RouteLoader = () => import('./layouts/settings-layout').then((m) => m.SettingsLayout);
const settingsIndex: RouteLoader = () => import('./layouts/settings-layout').then((m) => m.SettingsIndexPage);
const soon: RouteLoader = () => import('./pages/coming-soon-page').then((m) => m.ComingSoonPage);
const notFound: RouteLoader = () => import('./pages/not-found-page').then((m) => m.NotFoundPage);
// The public pages (features/public-pages, docs/operator-pages.md), each its own chunk.
const publicPages = {
  faq: () => import('../features/public-pages/pages/faq-page').then((m) => m.FaqPage),
  about: () => import('../features/public-pages/pages/about-page').then((m) => m.AboutPage),
  mission: () => import('../features/public-pages/pages/mission-page').then((m) => m.MissionPage),
  partner: () => import('../features/public-pages/pages/partner-page').then((m) => m.PartnerPage),
  guide: () => import('../features/public-pages/pages/guide-page').then((m) => m.GuidePage),
  brand: () => import('../features/public-pages/pages/brand-page').then((m) => m.BrandPage),
  campaigns: () => import('../features/public-pages/pages/campaigns-page').then((m) => m.CampaignsPage),
  template: () => import('../features/public-pages/pages/template-page').then((m) => m.TemplatePage),
  contact: () => import('../features/public-pages/pages/contact-page').then((m) => m.ContactPage),
  diagnose: () => import('../features/public-pages/pages/diagnose-page').then((m) => m.DiagnosePage),
  loading: () => import('../features/public-pages/pages/loading-page').then((m) => m.LoadingPage),
  adminContact: () => import('../features/public-pages/pages/admin-contact-page').then((m) => m.AdminContactPage),
} satisfies Record<string, RouteLoader>;
const home: RouteLoader = () => import('./pages/home-page').then((m) => m.HomePage);
const creator: RouteLoader = () => import('./pages/creator-page').then((m) => m.CreatorPage);
const login: RouteLoader = () => import('../features/auth/pages/login-page').then((m) => m.LoginPage);
const signIn: RouteLoader = () => import('../features/auth/pages/signin-page').then((m) => m.SignInPage);
const signUp: RouteLoader = () => import('../features/auth/pages/signup-page').then((m) => m.SignUpPage);
const settingsProfile: RouteLoader = () =>
  import('./pages/profile-settings-page').then((m) => m.ProfileSettingsRoutePage);
const settingsAccount: RouteLoader = () =>
  import('../features/auth/pages/settings/account-page').then((m) => m.AccountSettingsPage);
const settingsEmail: RouteLoader = () =>
  import('../features/auth/pages/settings/change-email-page').then((m) => m.ChangeEmailPage);
const settingsBindEmail: RouteLoader = () =>
  import('../features/auth/pages/settings/bind-email-page').then((m) => m.BindEmailPage);
const settingsPassword: RouteLoader = () =>
  import('../features/auth/pages/settings/password-page').then((m) => m.PasswordSettingsPage);
const settingsVerifyEmail: RouteLoader = () =>
  import('../features/auth/pages/settings/verify-email-page').then((m) => m.VerifyEmailPage);
const settingsFullName: RouteLoader = () =>
  import('../features/account-settings/pages/full-name-page').then((m) => m.FullNamePage);
const settingsAddress: RouteLoader = () =>
  import('../features/account-settings/pages/payout-address-page').then((m) => m.PayoutAddressPage);
const settingsDeleteAccount: RouteLoader = () =>
  import('./pages/delete-account-route-page').then((m) => m.DeleteAccountRoutePage);
const settingsDownload: RouteLoader = () =>
  import('../features/account-data/pages/data-download-page').then((m) => m.DataDownloadPage);
const settingsFilter: RouteLoader = () =>
  import('../features/account-settings/pages/sensitive-filter-page').then((m) => m.SensitiveFilterPage);
const emailChangeConfirm: RouteLoader = () =>
  import('../features/auth/pages/settings/email-change-confirm-page').then((m) => m.EmailChangeConfirmPage);
const restoreAccess: RouteLoader = () =>
  import('../features/auth/pages/settings/restore-access-page').then((m) => m.RestoreAccessPage);
const becomeCreatorIntro: RouteLoader = () =>
  import('../features/creators/pages/become-creator-intro-page').then((m) => m.BecomeCreatorIntroPage);
const becomeCreatorApply: RouteLoader = () =>
  import('./pages/become-creator-apply-page').then((m) => m.BecomeCreatorApplyRoutePage);
const becomeCreator: RouteLoader = () => import('./pages/become-creator-page').then((m) => m.BecomeCreatorRoutePage);
const settingsTwoFactor: RouteLoader = () =>
  import('../features/auth/pages/settings/two-factor-page').then((m) => m.TwoFactorPage);
const settingsSecurity: RouteLoader = () =>
  import('../features/blocks/pages/security-settings-page').then((m) => m.SecuritySettingsPage);
const settingsBlockByCountry: RouteLoader = () =>
  import('../features/geo-blocks/pages/block-by-country-page').then((m) => m.BlockByCountryPage);
const settingsBlockByIp: RouteLoader = () =>
  import('../features/geo-blocks/pages/block-by-ip-page').then((m) => m.BlockByIpPage);
const settingsTracking: RouteLoader = () =>
  import('../features/tracking-links/pages/tracking-links-page').then((m) => m.TrackingLinksPage);
const loginPhone: RouteLoader = () => import('../features/auth/pages/login-phone-page').then((m) => m.LoginPhonePage);
const settingsWatermarks: RouteLoader = () =>
  import('../features/creator-page/pages/watermark-settings-page').then((m) => m.WatermarkSettingsPage);
const settingsCollections: RouteLoader = () =>
  import('../features/collections/pages/collection-settings-page').then((m) => m.CollectionSettingsPage);
const settingsCollectionEditor: RouteLoader = () =>
  import('../features/collections/pages/collection-editor-page').then((m) => m.CollectionEditorPage);
const creatorCollections: RouteLoader = () =>
  import('./pages/creator-collections-page').then((m) => m.CreatorCollectionsPage);
const savedCollections: RouteLoader = () =>
  import('../features/collections/pages/saved-collections-page').then((m) => m.SavedCollectionsPage);
const discover: RouteLoader = () => import('./pages/discover-page').then((m) => m.DiscoverPage);
const postSearch: RouteLoader = () => import('./pages/post-search-page').then((m) => m.PostSearchPage);
const postDetails: RouteLoader = () => import('./pages/post-details-page').then((m) => m.PostDetailsPage);
const createPost: RouteLoader = () => import('./pages/create-post-page').then((m) => m.CreatePostRoutePage);
const queue: RouteLoader = () => import('../features/posts/pages/queue-page').then((m) => m.QueuePage);
const vault: RouteLoader = () => import('../features/posts/pages/vault-page').then((m) => m.VaultPage);
const wallet: RouteLoader = () => import('../features/wallet/pages/wallet-page').then((m) => m.WalletPage);
const withdraw: RouteLoader = () => import('./pages/withdraw-route-page').then((m) => m.WithdrawRoutePage);
const topUp: RouteLoader = () => import('../features/wallet/pages/top-up-page').then((m) => m.TopUpPage);
const depositMethod: RouteLoader = () =>
  import('../features/wallet/pages/top-up-page').then((m) => m.DepositMethodPage);
const deposit: RouteLoader = () => import('../features/wallet/pages/deposit-page').then((m) => m.DepositPage);
const kodoTopUp: RouteLoader = () => import('../features/wallet/pages/card-top-up-page').then((m) => m.KodoTopUpPage);
const alchemyTopUp: RouteLoader = () =>
  import('../features/wallet/pages/card-top-up-page').then((m) => m.AlchemyTopUpPage);
const starsTopUp: RouteLoader = () =>
  import('../features/wallet/pages/stars-top-up-page').then((m) => m.StarsTopUpPage);
const settingsTelegramBot: RouteLoader = () =>
  import('./pages/telegram-bot-route-page').then((m) => m.TelegramBotRoutePage);
const topUpHistory: RouteLoader = () =>
  import('../features/wallet/pages/top-up-history-page').then((m) => m.TopUpHistoryPage);
const topUpDetail: RouteLoader = () =>
  import('../features/wallet/pages/top-up-detail-page').then((m) => m.TopUpDetailPage);
const payReturn: RouteLoader = () => import('../features/wallet/pages/pay-return-page').then((m) => m.PayReturnPage);
const payments: RouteLoader = () => import('./pages/payments-route-page').then((m) => m.PaymentsRoutePage);
const transaction: RouteLoader = () => import('./pages/transaction-route-page').then((m) => m.TransactionRoutePage);
const dispute: RouteLoader = () => import('../features/disputes/pages/dispute-page').then((m) => m.DisputePage);
const subscriptions: RouteLoader = () =>
  import('../features/subscriptions/pages/subscriptions-page').then((m) => m.SubscriptionsPage);
const settingsTiers: RouteLoader = () =>
  import('../features/subscriptions/pages/tier-settings-page').then((m) => m.TierSettingsPage);
const settingsTierEditor: RouteLoader = () =>
  import('../features/subscriptions/pages/tier-editor-page').then((m) => m.TierEditorPage);
const payoutMethods: RouteLoader = () =>
  import('../features/payouts/pages/payout-methods-page').then((m) => m.PayoutMethodsPage);
const statistics: RouteLoader = () => import('../features/revenue/pages/revenue-page').then((m) => m.RevenuePage);
// The chat's pages share one chunk and one import (pages/chat-routes.ts).
const chatPages = () => import('./pages/chat-routes');
const messageBoard: RouteLoader = () => chatPages().then((m) => m.MessageBoardPage);
const messageDetail: RouteLoader = () => chatPages().then((m) => m.ChatConversationRoutePage);
const chatGallery: RouteLoader = () => chatPages().then((m) => m.GalleryPage);
const newChat: RouteLoader = () => chatPages().then((m) => m.NewChatPage);
const settingsChats: RouteLoader = () => chatPages().then((m) => m.ChatSettingsPage);
const aiChatBot: RouteLoader = () => chatPages().then((m) => m.AiBotPage);
const massComposer: RouteLoader = () => chatPages().then((m) => m.MassComposerRoutePage);
const massStatistics: RouteLoader = () => chatPages().then((m) => m.MassStatisticsPage);
const fanLists: RouteLoader = () => chatPages().then((m) => m.FanListsPage);
const fanList: RouteLoader = () => chatPages().then((m) => m.FanListPage);
const notifications: RouteLoader = () =>
  import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage);
const settingsNotifications: RouteLoader = () =>
  import('../features/notifications/pages/notification-settings-page').then((m) => m.NotificationSettingsPage);
const settingsEmailNotifications: RouteLoader = () =>
  import('../features/notifications/pages/email-notification-settings-page').then(
    (m) => m.EmailNotificationSettingsPage,
  );
const settingsPushNotifications: RouteLoader = () =>
  import('./pages/push-settings-route-page').then((m) => m.PushSettingsRoutePage);
const adminLayout: RouteLoader = () => import('./layouts/admin-layout').then((m) => m.AdminLayout);
const kycPage: RouteLoader = () => import('../features/kyc/pages/kyc-page').then((m) => m.KycPage);
const adminKyc: RouteLoader = () => import('../features/kyc/pages/admin-kyc-page').then((m) => m.AdminKycPage);
const moderationPages = () => import('../features/moderation/pages/admin-moderation-pages');
const adminUsers: RouteLoader = () => moderationPages().then((m) => m.AdminUsersPage);
const adminReports: RouteLoader = () => moderationPages().then((m) => m.AdminReportsPage);
const adminAppeals: RouteLoader = () => moderationPages().then((m) => m.AdminAppealsPage);
const appeal: RouteLoader = () => import('../features/moderation/pages/appeal-page').then((m) => m.AppealPage);
const adminWithdrawals: RouteLoader = () =>
  import('../features/admin/pages/admin-withdrawals-page').then((m) => m.AdminWithdrawalsPage);
const adminDisputes: RouteLoader = () =>
  import('../features/admin/pages/admin-disputes-page').then((m) => m.AdminDisputesPage);
const adminCreators: RouteLoader = () =>
  import('../features/admin/pages/admin-creators-page').then((m) => m.AdminCreatorsPage);
const adminSupport: RouteLoader = () => chatPages().then((m) => m.AdminSupportPage);
const adminAudit: RouteLoader = () => import('../features/admin/pages/admin-audit-page').then((m) => m.AdminAuditPage);
const adminRates: RouteLoader = () => import('../features/admin/pages/admin-rates-page').then((m) => m.AdminRatesPage);

/** Children of /settings; the settings side list is built from these. */
export const SETTINGS_CHILDREN: AppRoute[] = [
  auth('profile', settingsProfile, { name: 'SettingsProfile', title: 'routes.settingsProfile' }),
  auth('account', settingsAccount, { name: 'SettingsAccount', title: 'routes.settingsAccount' }),
  auth('account/email', settingsEmail, { title: 'routes.settingsEmail' }),
  auth('account/verifyEmail', settingsVerifyEmail, { title: 'routes.settingsVerifyEmail' }),
  auth('account/bindEmail', settingsBindEmail, { title: 'routes.settingsBindEmail' }),
  auth('account/password', settingsPassword, { title: 'routes.settingsPassword' }),
  auth('account/fullName', settingsFullName, { title: 'routes.settingsFullName' }),
  auth('account/address', settingsAddress, { title: 'routes.settingsAddress' }),
  auth('account/deleteAccount', settingsDeleteAccount, { title: 'routes.settingsDeleteAccount' }),
  auth('security', settingsSecurity, { title: 'routes.settingsSecurity' }),
  auth('security/twoFactor', settingsTwoFactor, { title: 'routes.settingsTwoFactor' }),
  auth('security/filter', settingsFilter, { title: 'routes.settingsFilter' }),
  auth('security/download', settingsDownload, { title: 'routes.settingsDownload' }),
  auth('security/watermarks', settingsWatermarks, { title: 'routes.settingsWatermarks' }),
  auth('security/blockByCountry', settingsBlockByCountry, { title: 'routes.settingsBlockByCountry' }),
  auth('security/blockByIP', settingsBlockByIp, { title: 'routes.settingsBlockByIp' }),
  auth('subscription', settingsTiers, { title: 'routes.settingsSubscription' }),
  auth('subscription/tier', settingsTierEditor, { title: 'routes.settingsTier' }),
  auth('settingChats', settingsChats, { title: 'routes.settingsChats' }),
  auth('pushNotifications', settingsPushNotifications, { title: 'routes.settingsPushNotifications' }),
  auth('emailNotifications', settingsEmailNotifications, { title: 'routes.settingsEmailNotifications' }),
  auth('telegramBot', settingsTelegramBot, { title: 'routes.settingsTelegramBot' }),
  auth('notifications', settingsNotifications, { title: 'routes.settingsNotifications' }),
  auth('tracking', settingsTracking, { title: 'routes.settingsTracking' }),
  auth('collection', settingsCollections, { title: 'routes.settingsCollection' }),
  auth('collection/create', settingsCollectionEditor, { title: 'routes.settingsCollectionCreate' }),
  auth('collection/edit', settingsCollectionEditor, { title: 'routes.settingsCollectionEdit' }),
  auth('paymentGatewayManagement', payoutMethods, { title: 'routes.settingsPaymentGateways' }),
];

const TOP_UP_CHILDREN: AppRoute[] = [
  auth('depositMethod', depositMethod, { title: 'routes.depositMethod' }),
  auth('deposit', deposit, { title: 'routes.deposit' }),
  auth('kodo', kodoTopUp, { title: 'routes.cardProvider' }),
  auth('alchemy', alchemyTopUp, { title: 'routes.onRamp' }),
  auth('stars', starsTopUp, { title: 'routes.starsTopUp' }),
  auth('transactions', topUpHistory, { title: 'routes.topUpTransactions' }),
  auth('transactions/:id', topUpDetail, { title: 'routes.topUpTransaction' }),
];

const CHAT_ROUTES: AppRoute[] = [
  auth('/chats', messageBoard, {
    name: 'messageBoard',
    keepScroll: true,
    title: 'routes.messageBoard',
    children: [
      auth('chat/:privateChatId', messageDetail, { name: 'messageDetail', title: 'routes.messageDetail' }),
      auth('chat/:privateChatId/gallery', chatGallery, { name: 'Gallery', title: 'routes.gallery' }),
    ],
  }),
  auth('/chats/AiChatsbot', aiChatBot, { title: 'routes.aiChatBot' }),
  auth('/chats/newChatsSend', massComposer, { title: 'routes.newChatsSend' }),
  auth('/chats/newChats', newChat, { title: 'routes.newChats' }),
  auth('/chats/lists', fanLists, { title: 'routes.fanLists' }),
  auth('/chats/lists/:listId', fanList, { title: 'routes.fanList' }),
];

const ROOT_LAYOUT_CHILDREN: AppRoute[] = [
  auth('/home', home, { name: 'Home', keepScroll: true, title: 'routes.home' }),
  auth('/rewardCenter', soon, { name: 'RewardCenter', title: 'routes.rewardCenter' }),
  // Not listed in spec section 2 but a named target (Telegram start param `s`); see the report.
  auth('/shares', soon, { name: 'Shares', title: 'routes.shares' }),
  // Not in the spec: finding creators, for visitors signed out too (docs/decisions.md, issue 12).
  pub('/discover', discover, { name: 'Discover', keepScroll: true, title: 'routes.discover' }),
  pub('/:domain', creator, {
    name: 'Creators',
    keepScroll: true,
    title: 'routes.creator',
    // The cover (the largest paint) waits on this answer: it starts with the page's chunks.
    prefetch: ({ domain }) => void queryClient.prefetchQuery(creatorProfileOptions(domain ?? '')),
  }),
  pub('/:domain/:id', postDetails, { title: 'routes.postDetails' }),
  auth('/:domain/all', creatorCollections, { keepScroll: true, title: 'routes.creatorCollections' }),
  auth('/searchPost/:domain', postSearch, { title: 'routes.searchPost' }),
  auth('/createPost', createPost, { title: 'routes.createPost' }),
  pub('/post', postDetails, { name: 'Post', title: 'routes.post' }),
  auth('/notifications', notifications, { name: 'Notifications', keepScroll: true, title: 'routes.notifications' }),
  auth('/transaction/:id', transaction, { title: 'routes.transaction' }),
  auth('/withdraw/:hash', withdraw, { title: 'routes.withdraw' }),
  auth('/dispute/:id', dispute, { title: 'routes.dispute' }),
  auth('/payments', payments, { title: 'routes.payments' }),
  auth('/statistics', statistics, { title: 'routes.statistics' }),
  auth('/becomeCreator', becomeCreator, { name: 'BecomeCreator', title: 'routes.becomeCreator' }),
  auth('/claim-dividends', soon, { title: 'routes.claimDividends' }),
  auth('/claim-confirmation', soon, { title: 'routes.claimConfirmation' }),
  auth('/claim-success', soon, { title: 'routes.claimSuccess' }),
  auth('/stake-DFS', soon, { title: 'routes.stake' }),
  auth('/stake-confirm', soon, { title: 'routes.stakeConfirm' }),
  auth('/stake-success', soon, { title: 'routes.stakeSuccess' }),
  auth('/subscriptions', subscriptions, { keepScroll: true, title: 'routes.subscriptions' }),
  auth('/collections', savedCollections, { keepScroll: true, title: 'routes.collections' }),
  auth('/vault', vault, { keepScroll: true, title: 'routes.vault' }),
  auth('/queue', queue, { title: 'routes.queue' }),
  auth('/wallet', wallet, { title: 'routes.wallet' }),
  pub('/contact', publicPages.contact, { title: 'routes.contact' }),
  auth('/massMessagesStatistics', massStatistics, { title: 'routes.massMessagesStatistics' }),
  pub('/appeal', appeal, { title: 'routes.appeal' }),
  pub('/settings/emailChange', emailChangeConfirm, { title: 'routes.emailChange' }),
  pub('/settings/restoreAccess', restoreAccess, { title: 'routes.restoreAccess' }),
  auth('/topUp', topUp, { title: 'routes.topUp', children: TOP_UP_CHILDREN }),
  auth('/settings', settingsLayout, {
    name: 'Settings',
    title: 'routes.settings',
    children: [auth(undefined, settingsIndex, { index: true }), ...SETTINGS_CHILDREN],
  }),
  ...CHAT_ROUTES,
  // Not in the spec: the back office. The server allows admins only; the page shows others a notice.
  auth('/admin', adminLayout, {
    name: 'Admin',
    title: 'routes.admin',
    children: [
      auth(undefined, adminCreators, { index: true }),
      auth('creators', adminCreators, { name: 'AdminCreators', title: 'routes.adminCreators' }),
      auth('withdrawals', adminWithdrawals, { title: 'routes.adminWithdrawals' }),
      auth('disputes', adminDisputes, { title: 'routes.adminDisputes' }),
      auth('support', adminSupport, { title: 'routes.adminSupport' }),
      auth('contact', publicPages.adminContact, { title: 'routes.adminContact' }),
      auth('audit', adminAudit, { title: 'routes.adminAudit' }),
      auth('rates', adminRates, { title: 'routes.adminRates' }),
      auth('kyc', adminKyc, { title: 'routes.adminKyc' }),
      auth('users', adminUsers, { title: 'routes.adminUsers' }),
      auth('reports', adminReports, { title: 'routes.adminReports' }),
      auth('appeals', adminAppeals, { title: 'routes.adminAppeals' }),
      auth('support/:privateChatId', adminSupport, { title: 'routes.adminSupport' }),
    ],
  }),
];

const STANDALONE_ROUTES: AppRoute[] = [
  pub('/becomeCreatorIntro', becomeCreatorIntro, { name: 'BecomeCreatorIntro', title: 'routes.becomeCreatorIntro' }),
  // Public in the spec; the page itself asks an anonymous visitor to sign in first.
  pub('/becomeCreatorApply', becomeCreatorApply, { title: 'routes.becomeCreatorApply' }),
  pub('/faq', publicPages.faq, { title: 'routes.faq' }),
  auth('/kyc', kycPage, { name: 'KYC', title: 'routes.kyc' }),
  pub('/about', publicPages.about, { title: 'routes.about' }),
  pub('/ourMission', publicPages.mission, { title: 'routes.ourMission' }),
  pub('/template', publicPages.template, { title: 'routes.template' }),
  pub('/partner', publicPages.partner, { title: 'routes.partner' }),
  pub('/videoGuide', publicPages.guide, { title: 'routes.videoGuide' }),
  pub('/loading', publicPages.loading, { title: 'routes.loading' }),
  pub('/campaigns', publicPages.campaigns, { title: 'routes.campaigns' }),
  pub('/brand', publicPages.brand, { title: 'routes.brand' }),
  // Public in the spec; the page asks for a sign-in before it follows the top-up.
  pub('/pay/:status', payReturn, { title: 'routes.pay' }),
  pub('/diagnose', publicPages.diagnose, { title: 'routes.diagnose' }),
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
