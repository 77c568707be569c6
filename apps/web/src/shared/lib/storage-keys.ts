/**
 * Every key the web app keeps in the browser (spec section 3), in one place so a session can be
 * cleared completely and no feature invents its own spelling of a shared key.
 * Values are the spec's own names where it gives one, because other tabs and older builds read them.
 */
export const STORAGE_KEYS = {
  /** Access token (localStorage). */
  authorization: 'Authorization',
  /** Back-office token (localStorage); kept so a logout clears it too. */
  bmsAuthorization: 'BMS-Authorization',
  address: 'address',
  info: 'info',
  lang: 'LANG',
  inviter: 'inviter',
  promotionTag: 'promotionTag',
  curated: 'curated',
  loginType: 'loginType',
  invitorDomain: 'invitorDomain',
  fromDomain: 'fromDomain',
  creatorDomain: 'creatorDomain',
  /** A cookie, not localStorage: it has to survive a full-page login round trip. */
  redirectUri: 'redirectUri',
  visitorId: 'visitorId',
  colourScheme: 'colourScheme',
  /** localStorage: the screen corner live notification toasts show in on a desktop (spec section 9). */
  toastCorner: 'notificationPlacement',
  webpSupport: 'webpSupport',
  /** localStorage: this browser's push key, whether push is off here, and what was bound for whom (features/push). */
  pushDevice: 'pushDevice',
  // Ours: with the access token they let a reload keep the session (see features/auth/api/session.ts).
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
  /** sessionStorage: the server version we last reloaded for, so a mismatch cannot loop reloads. */
  versionReload: 'versionReloadFor',
  /** sessionStorage: when a failed chunk import last reloaded the page. */
  preloadReloadAt: 'preloadReloadAt',
  /** sessionStorage: this tab was opened by Telegram as a mini-app (shared/lib/device.ts). */
  insideTelegram: 'insideTelegram',
  /** sessionStorage: the start parameter already acted on in this tab (app/telegram-start.ts). */
  telegramStartApplied: 'telegramStartApplied',
  /** sessionStorage: the hash of the launch data this tab signed in with (app/telegram-mini-app.ts). */
  telegramSignedInWith: 'telegramSignedInWith',
  /** sessionStorage: what an anonymous visitor was doing when asked to sign in (shared/lib/login-intent.ts). */
  pendingIntent: 'pendingIntent',
  /** sessionStorage: this tab's sign-in created the account, so Home says "Welcome", not "Welcome back". */
  newAccount: 'newAccount',
  /** sessionStorage: the sensitive posts revealed in this tab (features/posts/lib/sensitive-cover.ts). */
  revealedSensitive: 'revealedSensitive',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
