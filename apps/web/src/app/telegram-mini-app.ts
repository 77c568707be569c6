/**
 * The app inside a Telegram mini-app (spec sections 1, 2, 4 and 8): the sign-in without a form, the
 * greeting, and the silent sign-in again after a 401; it starts the native touches of
 * app/telegram-native.ts. main.tsx calls it only when the cheap check of shared/lib/device.ts says
 * Telegram opened the page; the SDK (app/telegram-sdk.ts) and the native touches are dynamic
 * imports from here, so they are never part of anyone else's first load.
 */
import { matchLocale } from '@fanlane/contracts/locales';
import { clearSession, restoreSession } from '../features/auth/api/session';
import { signInWithTelegram } from '../features/auth/api/telegram-login';
import { changeLanguage } from '../i18n';
import { captureInvitationParams } from '../shared/lib/invitation';
import { readStorage, writeStorage } from '../shared/lib/storage';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { saveRedirectUri } from '../shared/lib/redirect-uri';
import { resolveStartTarget, startParamInvitation } from '../shared/lib/telegram-start-param';
import { useModalStore } from '../shared/stores/modal-store';
import type { TelegramLaunch } from './telegram-sdk';
import { startTargetPath } from './telegram-start';

export type { TelegramLaunch };

const telegramSdk = () => import('./telegram-sdk');
const telegramNative = () => import('./telegram-native');

/** The launch parameters as the SDK finds them (the address, then this tab's storage), or null. */
export async function readTelegramLaunch(): Promise<TelegramLaunch | null> {
  return (await telegramSdk()).readLaunch();
}

// Kept in memory: a 401 clears sessionStorage, where the SDK keeps the launch data after the first
// navigation drops it from the address.
let launch: TelegramLaunch | null = null;
let loadedSdk: Awaited<ReturnType<typeof telegramSdk>> | null = null;

const launchKey = (initData: string) => new URLSearchParams(initData).get('hash') ?? initData;

/** The pages that send a signed-in visitor on to the post-login target (useSignedInRedirect). */
const SIGN_IN_PATHS = ['/', '/login', '/signin'];

/**
 * Telegram opens the mini-app's address, usually `/`, the sign-in page, which sends the now
 * signed-in user on to the post-login target: the start parameter's page is that target (the
 * navigation effects open it too, app/telegram-start.ts), so the two never race.
 */
function startPageAsPostLoginTarget(startParam: string | null): void {
  if (!startParam || !SIGN_IN_PATHS.includes(window.location.pathname)) return;
  saveRedirectUri(startTargetPath(resolveStartTarget(startParam)));
}

async function adoptTelegramLanguage(languageCode: string | null, languageReady: Promise<unknown>): Promise<void> {
  const locale = matchLocale(languageCode);
  // A language the user picked in this browser wins.
  if (!locale || readStorage(STORAGE_KEYS.lang)) return;
  await languageReady;
  await changeLanguage(locale);
}

/**
 * Start-up inside Telegram: signs in with the launch data, once per launch (a reload of the same
 * launch keeps its session), then greets: the welcome carousel for a new account, else the rewards.
 * The start parameter's invitation is kept first, so the sign-in records the inviter.
 */
export async function startTelegramSession({ languageReady }: { languageReady: Promise<unknown> }): Promise<void> {
  const [sdk, native] = await Promise.all([telegramSdk().catch(() => null), telegramNative().catch(() => null)]);
  loadedSdk = sdk;
  sdk?.initSdk();
  launch = sdk?.readLaunch() ?? null;
  if (!launch || !sdk) return restoreSession();
  // Theme, Main button, haptics…: before the sign-in, so the first page has Telegram's colours.
  native?.startTelegramNative(sdk.nativeSdk);
  const key = launchKey(launch.initData);
  if (readStorage(STORAGE_KEYS.authorization) && readStorage(STORAGE_KEYS.telegramSignedInWith, 'session') === key) {
    return restoreSession();
  }
  const invitation = startParamInvitation(launch.startParam);
  if (invitation) captureInvitationParams({ search: invitation, hash: '' });
  try {
    const { firstLogin } = await signInWithTelegram(launch.initData);
    writeStorage(STORAGE_KEYS.telegramSignedInWith, key, 'session');
    startPageAsPostLoginTarget(launch.startParam);
    if (firstLogin) await adoptTelegramLanguage(launch.languageCode, languageReady);
    useModalStore.getState().signedIn({ resume: null, greeting: firstLogin ? 'welcome' : 'rewards' });
  } catch {
    // The request client has shown why. A session kept from an earlier launch may be another
    // Telegram account's (one device, several accounts): it does not carry over.
    clearSession();
  }
}

/** A repeated 401 right after signing in again is not worth another sign-in: it would only loop. */
const SIGN_IN_AGAIN_MIN_INTERVAL_MS = 10_000;
let signingInAgain: Promise<boolean> | null = null;
let lastSignedInAgainAt = Number.NEGATIVE_INFINITY;

/** After a 401: the same launch data signs in again, with no form and no greeting. */
export function signInAgainSilently(): Promise<boolean> {
  signingInAgain ??= (async () => {
    // At once, before anything awaits: the 401 has just cleared the storage the SDK reads.
    loadedSdk?.restoreLaunchParams();
    const current = launch ?? (await readTelegramLaunch());
    if (!current || Date.now() - lastSignedInAgainAt < SIGN_IN_AGAIN_MIN_INTERVAL_MS) return false;
    lastSignedInAgainAt = Date.now();
    try {
      await signInWithTelegram(current.initData);
      writeStorage(STORAGE_KEYS.telegramSignedInWith, launchKey(current.initData), 'session');
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    signingInAgain = null;
  });
  return signingInAgain;
}

/** For tests: forget this page view's launch. */
export function forgetTelegramLaunchForTests(): void {
  launch = null;
  loadedSdk = null;
  signingInAgain = null;
  lastSignedInAgainAt = Number.NEGATIVE_INFINITY;
}
