/**
 * The session: where the tokens live, how they are refreshed, and what a login, a logout and a 401
 * do. It installs the request client's hooks, so the client itself stays free of side effects.
 */
import { TOKEN_EARLY_EXPIRY_MS } from '@fanlane/contracts/constants';
import type { UserType } from '@fanlane/contracts/constants';
import type { TLoginResult, TTokenPair, TUserInfo } from '@fanlane/contracts/auth';
import { setRequestHooks, abortAllRequests, resetRequestHooks } from '../../../shared/lib/request';
import type { ApiError } from '../../../shared/lib/request';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';
import { clearStorage, readStorage, removeStorage, writeStorage } from '../../../shared/lib/storage';
import { getCookie, removeCookie } from '../../../shared/lib/cookies';
import { isLocalPath } from '../../../shared/lib/redirect-uri';
import { readInvitation } from '../../../shared/lib/invitation';
import { track } from '../../../shared/lib/tracking';
import { useUserStore } from '../../../shared/stores/user-store';
import { useAlertStore } from '../../../shared/stores/alert-store';
import { getCurrentLocale, i18n } from '../../../i18n';
import { fetchMe, fetchProfile, logout as logoutCall, refreshToken, reportLoginEvent } from './auth-api';

export type SessionOptions = {
  /** What a lost session means for the app: the login page, or a silent re-login inside Telegram. */
  onLoggedOut(reason: ApiError | null): void;
};

const REFRESH_LOCK = 'fanlane-token-refresh';

let refreshing: Promise<string | null> | null = null;
// Bumped by every clear, so a refresh that was in flight cannot bring a logged-out session back.
let sessionEpoch = 0;

function storedToken(): string | null {
  return readStorage(STORAGE_KEYS.authorization);
}

function storedExpiry(): number | null {
  const value = Number(readStorage(STORAGE_KEYS.tokenExpiresAt));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function storeTokens(pair: TTokenPair): void {
  writeStorage(STORAGE_KEYS.authorization, pair.token);
  writeStorage(STORAGE_KEYS.tokenExpiresAt, String(pair.expiresAt));
  writeStorage(STORAGE_KEYS.refreshToken, pair.refreshToken);
}

function needsRefresh(expiresAt: number | null): boolean {
  return expiresAt !== null && expiresAt - Date.now() <= TOKEN_EARLY_EXPIRY_MS;
}

// Refresh tokens rotate and a reused one revokes the session, so two tabs must never refresh at
// once: the Web Locks API serialises them, and the second tab then finds the fresh token stored.
async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return fn();
  return locks.request(REFRESH_LOCK, fn);
}

async function refreshAccessToken(): Promise<string | null> {
  const epoch = sessionEpoch;
  return withRefreshLock(async () => {
    const current = storedToken();
    if (!current || epoch !== sessionEpoch) return current;
    if (!needsRefresh(storedExpiry())) return current; // another tab already refreshed
    const token = readStorage(STORAGE_KEYS.refreshToken);
    if (!token) return current;
    try {
      const pair = await refreshToken(token);
      if (epoch !== sessionEpoch) return null;
      storeTokens(pair);
      useUserStore.getState().setToken(pair.token);
      return pair.token;
    } catch {
      // A 401 has already ended the session through onUnauthorized. Anything else (offline, 5xx):
      // keep the current token; until it really expires it still works.
      return storedToken();
    }
  });
}

/** The access token for the next call, refreshed first when it expires within the hour. */
export async function getAccessToken(): Promise<string | null> {
  const token = storedToken();
  if (!token || !needsRefresh(storedExpiry())) return token;
  refreshing ??= refreshAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Headers every call carries (spec sections 6 and 7); seller calls override User-Type per call. */
export function sessionHeaders(): Record<string, string> {
  const buyer: UserType = 'BUYER';
  const headers: Record<string, string> = { 'User-Type': buyer, locale: getCurrentLocale() };
  const invitation = readInvitation();
  if (invitation.invitorDomain) headers.invitorDomain = invitation.invitorDomain;
  if (invitation.promotionTag) headers['Promotion-Tag'] = invitation.promotionTag;
  return headers;
}

/** Forgets the user in this browser: store, tokens and the whole sessionStorage. */
export function clearSession(): void {
  sessionEpoch += 1;
  refreshing = null;
  useUserStore.getState().clear();
  for (const key of [
    STORAGE_KEYS.authorization,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.tokenExpiresAt,
    STORAGE_KEYS.address,
    STORAGE_KEYS.info,
  ]) {
    removeStorage(key);
  }
  clearStorage('session');
}

export function installSession(options: SessionOptions): () => void {
  setRequestHooks({
    getToken: getAccessToken,
    getHeaders: sessionHeaders,
    onUnauthorized: (error) => {
      clearSession();
      options.onLoggedOut(error);
    },
    alert: (opts) => useAlertStore.getState().show(opts),
    track,
  });
  return resetRequestHooks;
}

export type CompleteLoginOptions = {
  /** The sign-in type for the login event; defaults to the stored loginType. */
  type?: string;
  fromDomain?: string;
  promoteKeys?: string[];
  /** False when the sign-in call recorded the login event itself (the Telegram mini-app's does). */
  reportEvent?: boolean;
};

/** After any successful sign-in: keep the tokens, load the profile, report the event. */
export async function completeLogin(
  result: TLoginResult,
  options: CompleteLoginOptions = {},
): Promise<{ firstLogin: boolean }> {
  sessionEpoch += 1; // a refresh of a previous session must not overwrite this one
  storeTokens(result);
  writeStorage(STORAGE_KEYS.address, result.info.address);
  writeStorage(STORAGE_KEYS.info, JSON.stringify(result.info));
  const store = useUserStore.getState();
  store.setSession(result);

  try {
    const profile = await fetchProfile(result.info.address, { silent: true });
    const info: TUserInfo = {
      ...result.info,
      creatorDomain: profile.creatorDomain,
      displayName: profile.displayName,
      avatar: profile.avatar,
    };
    useUserStore.getState().setInfo(info);
    writeStorage(STORAGE_KEYS.info, JSON.stringify(info));
  } catch {
    // The login result already carries the essentials; the profile fills in on the next visit.
  }

  if (options.reportEvent !== false) {
    const invitation = readInvitation();
    reportLoginEvent({
      inviterDomain: invitation.invitorDomain,
      inviter: invitation.inviter,
      promotionTag: invitation.promotionTag,
      type: (options.type ?? readStorage(STORAGE_KEYS.loginType) ?? 'password').slice(0, 32),
      promoteKeys: options.promoteKeys,
      fromDomain: options.fromDomain ?? readStorage(STORAGE_KEYS.fromDomain) ?? undefined,
    }).catch(() => {
      // Analytics only.
    });
  }

  // This sign-in cancelled the account's scheduled deletion (docs/account-deletion.md): say so.
  if (result.deletionCancelled) useAlertStore.getState().show({ message: i18n.t('auth.deletionCancelled') });
  if (result.firstLogin) writeStorage(STORAGE_KEYS.newAccount, '1', 'session');
  else removeStorage(STORAGE_KEYS.newAccount, 'session');
  return { firstLogin: result.firstLogin };
}

/** Signs out here and on the server (a failed server call still signs out locally). */
export async function logout(): Promise<void> {
  const token = readStorage(STORAGE_KEYS.refreshToken);
  if (storedToken()) {
    try {
      await logoutCall(token ?? undefined);
    } catch {
      // Offline or already expired: the local session goes anyway.
    }
  }
  abortAllRequests();
  clearSession();
  // clearSession resets the store; say it again so the unread badges are zero whatever happens.
  useUserStore.getState().setMessageCount({ message: 0, notification: 0 });
}

async function storedInfo(): Promise<TUserInfo | null> {
  const raw = readStorage(STORAGE_KEYS.info);
  if (!raw) return null;
  try {
    // The schema (and zod with it) loads only for a signed-in browser, never for an anonymous first view.
    const { ZUserInfo } = await import('@fanlane/contracts/auth');
    const parsed = ZUserInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Start-up: a new tab (empty sessionStorage) of a signed-in browser shows the stored user at once
 * and reloads it from the server. A 401 here ends the session through the hooks.
 */
export async function restoreSession(): Promise<void> {
  const token = storedToken();
  if (!token) return;
  const store = useUserStore.getState();
  if (store.info) return;
  store.setToken(token);
  const cached = await storedInfo();
  if (cached) store.setInfo(cached);
  try {
    const info = await fetchMe({ silent: true });
    if (!storedToken()) return; // logged out meanwhile
    useUserStore.getState().setInfo(info);
    writeStorage(STORAGE_KEYS.address, info.address);
    writeStorage(STORAGE_KEYS.info, JSON.stringify(info));
  } catch {
    // Offline: keep the cached user; a 401 has already cleared everything.
  }
}

/** Reads the signed-in user's info again (their role changed on the server) into the store and storage. */
export async function reloadUserInfo(): Promise<void> {
  const info = await fetchMe({ silent: true });
  useUserStore.getState().setInfo(info);
  writeStorage(STORAGE_KEYS.info, JSON.stringify(info));
}

const HOME = '/home';

/**
 * Where to go after login: the redirect query, else the stored redirectUri cookie, else Home; a
 * target on the become-creator intro goes to the application itself (spec section 2).
 * The cookie is consumed either way, so it cannot hijack a later login.
 */
export function resolvePostLoginTarget(search: string): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  const fromCookie = getCookie(STORAGE_KEYS.redirectUri);
  if (fromCookie !== null) removeCookie(STORAGE_KEYS.redirectUri);
  const target = [fromQuery, fromCookie].find((t): t is string => Boolean(t && isLocalPath(t))) ?? HOME;
  return target.includes('becomeCreatorIntro') ? '/becomeCreator' : target;
}
