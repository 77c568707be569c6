import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TLoginResult, TUserInfo } from '@fanlane/contracts/auth';
import { ERRORS } from '@fanlane/contracts/errors';
import { fakeApi } from '../../test/fake-api';
import { getCurrentLocale } from '../i18n';
import { installSession } from '../features/auth/api/session';
import { getCookie, removeCookie } from '../shared/lib/cookies';
import { api } from '../shared/lib/request';
import { paths } from '../shared/lib/runtime-config';
import { STORAGE_KEYS } from '../shared/lib/storage-keys';
import { useAlertStore } from '../shared/stores/alert-store';
import { useModalStore } from '../shared/stores/modal-store';
import { initialUserData, useUserStore } from '../shared/stores/user-store';
import { stopTelegramNative } from './telegram-native';
import {
  forgetTelegramLaunchForTests,
  readTelegramLaunch,
  signInAgainSilently,
  startTelegramSession,
} from './telegram-mini-app';

const info: TUserInfo = {
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  creatorDomain: null,
  imageDisplayRatio: 'blur-15px',
  email: null,
  displayName: 'Tess Telegram',
  avatar: null,
  role: 'user',
  emailVerified: false,
  sensitiveFilter: false,
};
const loginResult = (firstLogin: boolean, token = 'tg.access.token'): TLoginResult => ({
  token,
  expiresAt: Date.now() + 86_400_000,
  refreshToken: `refresh-${token}`,
  info,
  firstLogin,
});

type Launch = { startParam?: string; languageCode?: string; hash?: string };

/** initData as Telegram passes it (the server checks the hash; the client only carries it). */
function initDataOf({ startParam, languageCode = 'en', hash = 'a'.repeat(64) }: Launch = {}): string {
  return new URLSearchParams({
    query_id: 'AAE-unit',
    user: JSON.stringify({ id: 4242, first_name: 'Tess', language_code: languageCode }),
    auth_date: '1767225600',
    ...(startParam ? { start_param: startParam } : {}),
    signature: 'sig',
    hash,
  }).toString();
}

/** The address Telegram opens the mini-app with: launch parameters in the hash. */
function openedByTelegram(path: string, launch: Launch = {}): string {
  const initData = initDataOf(launch);
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff' }),
    ...(launch.startParam ? { tgWebAppStartParam: launch.startParam } : {}),
  });
  history.replaceState(null, '', `${path}#${hash.toString()}`);
  return initData;
}

const start = () => startTelegramSession({ languageReady: Promise.resolve() });

let resetSession: () => void = () => {};

beforeEach(() => {
  resetSession = installSession({ onLoggedOut: () => {} });
  forgetTelegramLaunchForTests();
  useUserStore.setState(initialUserData());
  useModalStore.setState({ welcomeOpen: false, rewardsOpen: false, pendingGreeting: null, resume: null });
  useAlertStore.getState().close();
});

afterEach(() => {
  stopTelegramNative();
  resetSession();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  removeCookie(STORAGE_KEYS.redirectUri);
  removeCookie(STORAGE_KEYS.inviter);
});

describe('reading the launch parameters with the SDK', () => {
  it('finds the raw init data, the start parameter and the language in the address', async () => {
    const initData = openedByTelegram('/', { startParam: 'd_alice', languageCode: 'ru' });
    expect(await readTelegramLaunch()).toEqual({ initData, startParam: 'd_alice', languageCode: 'ru' });
  });

  it('is null on the web, and for launch data the SDK cannot read', async () => {
    history.replaceState(null, '', '/home');
    expect(await readTelegramLaunch()).toBeNull();
    history.replaceState(null, '', '/#tgWebAppData=garbage&tgWebAppVersion=8.0');
    expect(await readTelegramLaunch()).toBeNull();
  });
});

describe('signing in inside Telegram', () => {
  it('posts the raw init data with the inviter the start parameter carries, keeps the session, and welcomes a new fan', async () => {
    const initData = openedByTelegram('/', { startParam: 'd_alice_inviter_0xabc' });
    const server = fakeApi({
      [paths.telegramMiniAppLogin]: () => ({ data: loginResult(true) }),
      [PATHS.profile]: () => ({ data: { ...info, creatorDomain: null } }),
    });

    await start();

    expect(server.bodies(paths.telegramMiniAppLogin)).toEqual([{ initData, promoteKey: '0xabc' }]);
    // Kept exactly as the other sign-ins keep it.
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('tg.access.token');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-tg.access.token');
    expect(useUserStore.getState().address).toBe(info.address);
    // The server recorded the sign-in and its inviter: no second login event from here.
    expect(server.bodies(PATHS.loginEvent)).toEqual([]);
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: true, rewardsOpen: false });
    // Opened on the sign-in page: the start page is where the signed-in fan goes on from it.
    expect(getCookie(STORAGE_KEYS.redirectUri)).toBe('/alice');
  });

  it("puts on Telegram's theme from the launch parameters", async () => {
    openedByTelegram('/');
    fakeApi({ [paths.telegramMiniAppLogin]: () => ({ data: loginResult(false) }) });
    await start();
    expect(document.documentElement.style.getPropertyValue('--fl-bg')).toBe('#ffffff');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('opens the rewards dialog for a returning fan', async () => {
    openedByTelegram('/');
    fakeApi({ [paths.telegramMiniAppLogin]: () => ({ data: loginResult(false) }) });
    await start();
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: false, rewardsOpen: true });
    expect(getCookie(STORAGE_KEYS.redirectUri)).toBeNull();
  });

  it.each([
    ['p_8f14e45f', '/post?id=8f14e45f'],
    ['r', '/rewardCenter'],
    ['s', '/shares'],
    ['zz_top', '/home'],
  ])('start parameter %s makes %s the page after the sign-in', async (startParam, target) => {
    openedByTelegram('/', { startParam });
    fakeApi({ [paths.telegramMiniAppLogin]: () => ({ data: loginResult(false) }) });
    await start();
    expect(getCookie(STORAGE_KEYS.redirectUri)).toBe(target);
  });

  it('leaves the post-login target alone when Telegram opened another page than the sign-in page', async () => {
    openedByTelegram('/wallet', { startParam: 'd_alice' });
    fakeApi({ [paths.telegramMiniAppLogin]: () => ({ data: loginResult(false) }) });
    await start();
    expect(getCookie(STORAGE_KEYS.redirectUri)).toBeNull();
  });

  it("gives a new account Telegram's language unless one was picked here", async () => {
    openedByTelegram('/', { languageCode: 'pt-br' });
    fakeApi({ [paths.telegramMiniAppLogin]: () => ({ data: loginResult(true) }) });
    await start();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('pt');
    expect(getCurrentLocale()).toBe('pt');

    forgetTelegramLaunchForTests();
    sessionStorage.clear();
    localStorage.setItem(STORAGE_KEYS.lang, 'de');
    openedByTelegram('/', { languageCode: 'ru', hash: 'b'.repeat(64) });
    await start();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('de');
  });

  it('a reload of the same launch keeps its session instead of signing in again', async () => {
    openedByTelegram('/');
    const server = fakeApi({
      [paths.telegramMiniAppLogin]: () => ({ data: loginResult(true) }),
      [paths.me]: () => ({ data: info }),
    });
    await start();
    useUserStore.setState(initialUserData());
    useModalStore.setState({ welcomeOpen: false, rewardsOpen: false });
    forgetTelegramLaunchForTests();

    await start();
    expect(server.bodies(paths.telegramMiniAppLogin)).toHaveLength(1);
    expect(server.calls.some((c) => c.path === paths.me)).toBe(true);
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: false, rewardsOpen: false });
  });

  it('a refused sign-in shows why, greets nobody, and does not keep a session from an earlier launch', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'earlier-launch-token');
    openedByTelegram('/');
    const stale = ERRORS.TELEGRAM_INIT_DATA_STALE;
    fakeApi({
      [paths.telegramMiniAppLogin]: () => ({ code: stale.code, status: stale.status, msg: 'Session expired' }),
    });
    await start();
    expect(useAlertStore.getState()).toMatchObject({ open: true });
    expect(useAlertStore.getState().message).toContain('Session expired');
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(useUserStore.getState().address).toBeNull();
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: false, rewardsOpen: false });
  });

  it('on the web, nothing is posted and the stored session is restored as usual', async () => {
    history.replaceState(null, '', '/home');
    localStorage.setItem(STORAGE_KEYS.authorization, 'web-token');
    const server = fakeApi({ [paths.me]: () => ({ data: info }) });
    await start();
    expect(server.bodies(paths.telegramMiniAppLogin)).toEqual([]);
    expect(useUserStore.getState().info?.address).toBe(info.address);
  });
});

describe('a 401 inside Telegram', () => {
  it('signs in again silently with the same launch data, and does not loop on a second 401', async () => {
    const initData = openedByTelegram('/');
    let issued = 0;
    const server = fakeApi({
      [paths.telegramMiniAppLogin]: () => ({ data: loginResult(false, `token-${(issued += 1)}`) }),
      [PATHS.unread]: () => ({ code: 401, status: 401, msg: 'Please sign in again.' }),
    });
    resetSession();
    resetSession = installSession({ onLoggedOut: () => void signInAgainSilently() });
    await start();
    useModalStore.setState({ rewardsOpen: false });
    // The first navigation drops the launch data from the address; a 401 clears sessionStorage.
    history.replaceState(null, '', '/democreator');

    await expect(api.post(PATHS.unread)).rejects.toMatchObject({ code: 401 });
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('token-2'));
    expect(server.bodies(paths.telegramMiniAppLogin)).toEqual([
      { initData, promoteKey: null },
      { initData, promoteKey: null },
    ]);
    expect(useModalStore.getState()).toMatchObject({ welcomeOpen: false, rewardsOpen: false });

    // The 401 cleared the tab's storage, where the SDK reads the launch after the address lost it:
    // put back, so Telegram's buttons keep working.
    expect(await readTelegramLaunch()).toMatchObject({ initData });

    // The server keeps refusing: one sign-in again, not one per 401.
    await expect(api.post(PATHS.unread)).rejects.toMatchObject({ code: 401 });
    expect(await signInAgainSilently()).toBe(false);
    expect(server.bodies(paths.telegramMiniAppLogin)).toHaveLength(2);
  });
});
