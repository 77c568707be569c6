/**
 * The loaders of the pages a visitor seldom opens first (settings, wallet, chat, the back office…).
 * Each dynamic import carries the list of its page's chunks for preloading, and for 90 pages those
 * lists were a tenth of the entry chunk: here they come in this module's own chunk, which
 * `routes.tsx` loads on the first visit to one of these pages. The first views' pages (the creator
 * page, a post, sign-in, home, discover) keep their loaders in the route table.
 */
import type { RouteLoader } from './routes';

export const settingsLayout: RouteLoader = () => import('./layouts/settings-layout').then((m) => m.SettingsLayout);
export const settingsIndex: RouteLoader = () => import('./layouts/settings-layout').then((m) => m.SettingsIndexPage);
export const soon: RouteLoader = () => import('./pages/coming-soon-page').then((m) => m.ComingSoonPage);
// The public pages (features/public-pages, docs/operator-pages.md), each its own chunk.
export const faq: RouteLoader = () => import('../features/public-pages/pages/faq-page').then((m) => m.FaqPage);
export const about: RouteLoader = () => import('../features/public-pages/pages/about-page').then((m) => m.AboutPage);
export const mission: RouteLoader = () =>
  import('../features/public-pages/pages/mission-page').then((m) => m.MissionPage);
export const partner: RouteLoader = () =>
  import('../features/public-pages/pages/partner-page').then((m) => m.PartnerPage);
export const guide: RouteLoader = () => import('../features/public-pages/pages/guide-page').then((m) => m.GuidePage);
export const brand: RouteLoader = () => import('../features/public-pages/pages/brand-page').then((m) => m.BrandPage);
export const campaigns: RouteLoader = () =>
  import('../features/public-pages/pages/campaigns-page').then((m) => m.CampaignsPage);
export const template: RouteLoader = () =>
  import('../features/public-pages/pages/template-page').then((m) => m.TemplatePage);
export const contact: RouteLoader = () =>
  import('../features/public-pages/pages/contact-page').then((m) => m.ContactPage);
export const diagnose: RouteLoader = () =>
  import('../features/public-pages/pages/diagnose-page').then((m) => m.DiagnosePage);
export const loading: RouteLoader = () =>
  import('../features/public-pages/pages/loading-page').then((m) => m.LoadingPage);
export const adminContact: RouteLoader = () =>
  import('../features/public-pages/pages/admin-contact-page').then((m) => m.AdminContactPage);
export const settingsProfile: RouteLoader = () =>
  import('./pages/profile-settings-page').then((m) => m.ProfileSettingsRoutePage);
export const settingsAccount: RouteLoader = () =>
  import('../features/auth/pages/settings/account-page').then((m) => m.AccountSettingsPage);
export const settingsEmail: RouteLoader = () =>
  import('../features/auth/pages/settings/change-email-page').then((m) => m.ChangeEmailPage);
export const settingsBindEmail: RouteLoader = () =>
  import('../features/auth/pages/settings/bind-email-page').then((m) => m.BindEmailPage);
export const settingsPassword: RouteLoader = () =>
  import('../features/auth/pages/settings/password-page').then((m) => m.PasswordSettingsPage);
export const settingsVerifyEmail: RouteLoader = () =>
  import('../features/auth/pages/settings/verify-email-page').then((m) => m.VerifyEmailPage);
export const settingsFullName: RouteLoader = () =>
  import('../features/account-settings/pages/full-name-page').then((m) => m.FullNamePage);
export const settingsAddress: RouteLoader = () =>
  import('../features/account-settings/pages/payout-address-page').then((m) => m.PayoutAddressPage);
export const settingsDeleteAccount: RouteLoader = () =>
  import('./pages/delete-account-route-page').then((m) => m.DeleteAccountRoutePage);
export const settingsDownload: RouteLoader = () =>
  import('../features/account-data/pages/data-download-page').then((m) => m.DataDownloadPage);
export const settingsFilter: RouteLoader = () =>
  import('../features/account-settings/pages/sensitive-filter-page').then((m) => m.SensitiveFilterPage);
export const emailChangeConfirm: RouteLoader = () =>
  import('../features/auth/pages/settings/email-change-confirm-page').then((m) => m.EmailChangeConfirmPage);
export const restoreAccess: RouteLoader = () =>
  import('../features/auth/pages/settings/restore-access-page').then((m) => m.RestoreAccessPage);
export const becomeCreatorIntro: RouteLoader = () =>
  import('../features/creators/pages/become-creator-intro-page').then((m) => m.BecomeCreatorIntroPage);
export const becomeCreatorApply: RouteLoader = () =>
  import('./pages/become-creator-apply-page').then((m) => m.BecomeCreatorApplyRoutePage);
export const becomeCreator: RouteLoader = () =>
  import('./pages/become-creator-page').then((m) => m.BecomeCreatorRoutePage);
export const settingsTwoFactor: RouteLoader = () =>
  import('../features/auth/pages/settings/two-factor-page').then((m) => m.TwoFactorPage);
export const settingsSecurity: RouteLoader = () =>
  import('../features/blocks/pages/security-settings-page').then((m) => m.SecuritySettingsPage);
export const settingsBlockByCountry: RouteLoader = () =>
  import('../features/geo-blocks/pages/block-by-country-page').then((m) => m.BlockByCountryPage);
export const settingsBlockByIp: RouteLoader = () =>
  import('../features/geo-blocks/pages/block-by-ip-page').then((m) => m.BlockByIpPage);
export const settingsTracking: RouteLoader = () =>
  import('../features/tracking-links/pages/tracking-links-page').then((m) => m.TrackingLinksPage);
export const settingsWatermarks: RouteLoader = () =>
  import('../features/creator-page/pages/watermark-settings-page').then((m) => m.WatermarkSettingsPage);
export const settingsCollections: RouteLoader = () =>
  import('../features/collections/pages/collection-settings-page').then((m) => m.CollectionSettingsPage);
export const settingsCollectionEditor: RouteLoader = () =>
  import('../features/collections/pages/collection-editor-page').then((m) => m.CollectionEditorPage);
export const creatorCollections: RouteLoader = () =>
  import('./pages/creator-collections-page').then((m) => m.CreatorCollectionsPage);
export const savedCollections: RouteLoader = () =>
  import('../features/collections/pages/saved-collections-page').then((m) => m.SavedCollectionsPage);
export const postSearch: RouteLoader = () => import('./pages/post-search-page').then((m) => m.PostSearchPage);
export const createPost: RouteLoader = () => import('./pages/create-post-page').then((m) => m.CreatePostRoutePage);
export const queue: RouteLoader = () => import('../features/posts/pages/queue-page').then((m) => m.QueuePage);
export const vault: RouteLoader = () => import('../features/posts/pages/vault-page').then((m) => m.VaultPage);
export const wallet: RouteLoader = () => import('../features/wallet/pages/wallet-page').then((m) => m.WalletPage);
export const withdraw: RouteLoader = () => import('./pages/withdraw-route-page').then((m) => m.WithdrawRoutePage);
export const topUp: RouteLoader = () => import('../features/wallet/pages/top-up-page').then((m) => m.TopUpPage);
export const depositMethod: RouteLoader = () =>
  import('../features/wallet/pages/top-up-page').then((m) => m.DepositMethodPage);
export const deposit: RouteLoader = () => import('../features/wallet/pages/deposit-page').then((m) => m.DepositPage);
export const kodoTopUp: RouteLoader = () =>
  import('../features/wallet/pages/card-top-up-page').then((m) => m.KodoTopUpPage);
export const alchemyTopUp: RouteLoader = () =>
  import('../features/wallet/pages/card-top-up-page').then((m) => m.AlchemyTopUpPage);
export const starsTopUp: RouteLoader = () =>
  import('../features/wallet/pages/stars-top-up-page').then((m) => m.StarsTopUpPage);
export const settingsTelegramBot: RouteLoader = () =>
  import('./pages/telegram-bot-route-page').then((m) => m.TelegramBotRoutePage);
export const topUpHistory: RouteLoader = () =>
  import('../features/wallet/pages/top-up-history-page').then((m) => m.TopUpHistoryPage);
export const topUpDetail: RouteLoader = () =>
  import('../features/wallet/pages/top-up-detail-page').then((m) => m.TopUpDetailPage);
export const payReturn: RouteLoader = () =>
  import('../features/wallet/pages/pay-return-page').then((m) => m.PayReturnPage);
export const payments: RouteLoader = () => import('./pages/payments-route-page').then((m) => m.PaymentsRoutePage);
export const transaction: RouteLoader = () =>
  import('./pages/transaction-route-page').then((m) => m.TransactionRoutePage);
export const dispute: RouteLoader = () => import('../features/disputes/pages/dispute-page').then((m) => m.DisputePage);
export const subscriptions: RouteLoader = () =>
  import('../features/subscriptions/pages/subscriptions-page').then((m) => m.SubscriptionsPage);
export const settingsTiers: RouteLoader = () =>
  import('../features/subscriptions/pages/tier-settings-page').then((m) => m.TierSettingsPage);
export const settingsTierEditor: RouteLoader = () =>
  import('../features/subscriptions/pages/tier-editor-page').then((m) => m.TierEditorPage);
export const payoutMethods: RouteLoader = () =>
  import('../features/payouts/pages/payout-methods-page').then((m) => m.PayoutMethodsPage);
export const statistics: RouteLoader = () =>
  import('../features/revenue/pages/revenue-page').then((m) => m.RevenuePage);
// The chat's pages share one chunk and one import (pages/chat-routes.ts).
const chatPages = () => import('./pages/chat-routes');
export const messageBoard: RouteLoader = () => chatPages().then((m) => m.MessageBoardPage);
export const messageDetail: RouteLoader = () => chatPages().then((m) => m.ChatConversationRoutePage);
export const chatGallery: RouteLoader = () => chatPages().then((m) => m.GalleryPage);
export const newChat: RouteLoader = () => chatPages().then((m) => m.NewChatPage);
export const settingsChats: RouteLoader = () => chatPages().then((m) => m.ChatSettingsPage);
export const aiChatBot: RouteLoader = () => chatPages().then((m) => m.AiBotPage);
export const massComposer: RouteLoader = () => chatPages().then((m) => m.MassComposerRoutePage);
export const massStatistics: RouteLoader = () => chatPages().then((m) => m.MassStatisticsPage);
export const fanLists: RouteLoader = () => chatPages().then((m) => m.FanListsPage);
export const fanList: RouteLoader = () => chatPages().then((m) => m.FanListPage);
export const notifications: RouteLoader = () =>
  import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage);
export const settingsNotifications: RouteLoader = () =>
  import('../features/notifications/pages/notification-settings-page').then((m) => m.NotificationSettingsPage);
export const settingsEmailNotifications: RouteLoader = () =>
  import('../features/notifications/pages/email-notification-settings-page').then(
    (m) => m.EmailNotificationSettingsPage,
  );
export const settingsPushNotifications: RouteLoader = () =>
  import('./pages/push-settings-route-page').then((m) => m.PushSettingsRoutePage);
export const adminLayout: RouteLoader = () => import('./layouts/admin-layout').then((m) => m.AdminLayout);
export const kycPage: RouteLoader = () => import('../features/kyc/pages/kyc-page').then((m) => m.KycPage);
export const adminKyc: RouteLoader = () => import('../features/kyc/pages/admin-kyc-page').then((m) => m.AdminKycPage);
const moderationPages = () => import('../features/moderation/pages/admin-moderation-pages');
export const adminUsers: RouteLoader = () => moderationPages().then((m) => m.AdminUsersPage);
export const adminReports: RouteLoader = () => moderationPages().then((m) => m.AdminReportsPage);
export const adminAppeals: RouteLoader = () => moderationPages().then((m) => m.AdminAppealsPage);
export const appeal: RouteLoader = () => import('../features/moderation/pages/appeal-page').then((m) => m.AppealPage);
export const adminWithdrawals: RouteLoader = () =>
  import('../features/admin/pages/admin-withdrawals-page').then((m) => m.AdminWithdrawalsPage);
export const adminDisputes: RouteLoader = () =>
  import('../features/admin/pages/admin-disputes-page').then((m) => m.AdminDisputesPage);
export const adminCreators: RouteLoader = () =>
  import('../features/admin/pages/admin-creators-page').then((m) => m.AdminCreatorsPage);
export const adminSupport: RouteLoader = () => chatPages().then((m) => m.AdminSupportPage);
export const adminAudit: RouteLoader = () =>
  import('../features/admin/pages/admin-audit-page').then((m) => m.AdminAuditPage);
export const adminRates: RouteLoader = () =>
  import('../features/admin/pages/admin-rates-page').then((m) => m.AdminRatesPage);
