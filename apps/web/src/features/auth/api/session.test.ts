import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { TLoginResult, TUserInfo } from '@fanlane/contracts/auth';
import { api, isCancelledError, resetRequestHooks } from '../../../shared/lib/request';
import type { ApiError } from '../../../shared/lib/request';
import { paths } from '../../../shared/lib/runtime-config';
import { getCookie, setCookie } from '../../../shared/lib/cookies';
import { saveRedirectUri } from '../../../shared/lib/redirect-uri';
import { useUserStore } from '../../../shared/stores/user-store';
import { useAlertStore } from '../../../shared/stores/alert-store';
import {
  clearSession,
  completeLogin,
  getAccessToken,
  installSession,
  logout,
  resolvePostLoginTarget,
  restoreSession,
  sessionHeaders,
} from './session';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 1, 12);

const info: TUserInfo = {
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  creatorDomain: null,
  imageDisplayRatio: 'blur-15px',
  email: 'fan@example.com',
  displayName: null,
  avatar: null,
  role: 'user',
  emailVerified: false,
  sensitiveFilter: false,
};

type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;
let onLoggedOut: Mock<(reason: ApiError | null) => void>;

function envelope(data: unknown, code = 0, msg = '') {
  return new Response(JSON.stringify({ success: code === 0, code, msg, data }), { status: code === 0 ? 200 : 400 });
}

function signIn(expiresAt: number, token = 'old-token', refresh = 'refresh-1') {
  localStorage.setItem('Authorization', token);
  localStorage.setItem('tokenExpiresAt', String(expiresAt));
  localStorage.setItem('refreshToken', refresh);
  localStorage.setItem('address', info.address);
  localStorage.setItem('info', JSON.stringify(info));
  useUserStore.setState({ token, info, address: info.address });
}

function authHeader(call: number): string | undefined {
  return (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
}

function callsTo(url: string) {
  return fetchMock.mock.calls.filter(([u]) => u.startsWith(url));
}

/** The JSON a fake fetch was given. */
function parseBody(body: BodyInit | null | undefined): Record<string, unknown> {
  if (typeof body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(body) as Record<string, unknown>;
}

function bodyOf(url: string): Record<string, unknown> {
  const call = callsTo(url)[0];
  return parseBody(call?.[1]?.body);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  onLoggedOut = vi.fn<(reason: ApiError | null) => void>();
  installSession({ onLoggedOut });
});

afterEach(() => {
  clearSession();
  resetRequestHooks();
  useAlertStore.getState().close();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the access token', () => {
  it('is sent as is while it has more than an hour to live', async () => {
    signIn(NOW + HOUR + 1);
    fetchMock.mockImplementation(() => Promise.resolve(envelope({ ok: true })));
    await api.post('/blog/v1/home');
    expect(authHeader(0)).toBe('Bearer old-token');
    expect(callsTo(paths.refreshToken)).toHaveLength(0);
  });

  it('is refreshed once, before the calls, when it expires within the hour, however many calls wait', async () => {
    signIn(NOW + HOUR - 1);
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === paths.refreshToken
          ? envelope({ token: 'new-token', expiresAt: NOW + 24 * HOUR, refreshToken: 'refresh-2' })
          : envelope({ ok: true }),
      ),
    );

    await Promise.all([api.post('/a'), api.post('/b'), api.get('/c')]);

    const refreshCalls = callsTo(paths.refreshToken);
    expect(refreshCalls).toHaveLength(1);
    expect(parseBody(refreshCalls[0]?.[1]?.body)).toEqual({ refreshToken: 'refresh-1' });
    // The refresh call itself carries no (expiring) access token.
    expect((refreshCalls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    const others = fetchMock.mock.calls.filter(([u]) => u !== paths.refreshToken);
    expect(others.map((c) => (c[1]?.headers as Record<string, string>).Authorization)).toEqual([
      'Bearer new-token',
      'Bearer new-token',
      'Bearer new-token',
    ]);
    expect(localStorage.getItem('Authorization')).toBe('new-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(localStorage.getItem('tokenExpiresAt')).toBe(String(NOW + 24 * HOUR));
    expect(useUserStore.getState().token).toBe('new-token');

    await api.post('/d');
    expect(callsTo(paths.refreshToken)).toHaveLength(1);
  });

  it('stays in use when the refresh fails for another reason than 401', async () => {
    signIn(NOW + HOUR / 2);
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url === paths.refreshToken ? envelope(null, 500, 'down') : envelope({ ok: true })),
    );
    await api.post('/a');
    expect(authHeader(1)).toBe('Bearer old-token');
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(useAlertStore.getState().open).toBe(false); // the refresh call is silent
  });

  it('ends the session when the refresh is refused with 401', async () => {
    signIn(NOW + HOUR / 2);
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === paths.refreshToken
          ? new Response(JSON.stringify({ success: false, code: 401, msg: 'Refresh token revoked', data: null }), {
              status: 401,
            })
          : envelope({ ok: true }),
      ),
    );
    const error = await api.post('/a').catch((e: unknown) => e);
    expect(isCancelledError(error)).toBe(true);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(useUserStore.getState().info).toBeNull();
  });

  it('is null for an anonymous visitor', async () => {
    await expect(getAccessToken()).resolves.toBeNull();
  });
});

describe('a 401 response', () => {
  it('clears the session everywhere and tells the app', async () => {
    signIn(NOW + 24 * HOUR);
    localStorage.setItem('LANG', 'fr');
    sessionStorage.setItem('draft', 'x');
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 401, msg: 'Expired', data: null }), { status: 401 }),
      ),
    );

    const error = await api.post('/blog/v1/home').catch((e: unknown) => e as ApiError);

    expect(error).toMatchObject({ code: 401, message: 'Expired' });
    expect(onLoggedOut).toHaveBeenCalledWith(error);
    for (const key of ['Authorization', 'refreshToken', 'tokenExpiresAt', 'address', 'info']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('LANG')).toBe('fr');
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ info: null, address: null, token: null });
    expect(useAlertStore.getState().open).toBe(false);
  });
});

describe('installed hooks', () => {
  it('send the buyer headers with locale and the stored invitation', () => {
    localStorage.setItem('invitorDomain', 'alice');
    localStorage.setItem('promotionTag', 'summer');
    expect(sessionHeaders()).toEqual({
      'User-Type': 'BUYER',
      locale: 'en',
      invitorDomain: 'alice',
      'Promotion-Tag': 'summer',
    });
  });

  it('show failures in the global alert', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope(null, 1012051, 'Wrong shop')));
    await api.post('/user/revenue/flow/list').catch(() => undefined);
    expect(useAlertStore.getState()).toMatchObject({ open: true, message: 'Wrong shop (No.1012051.)' });
    await vi.waitFor(() => expect(callsTo('/track/add')).toHaveLength(1));
    expect(bodyOf('/track/add')).toMatchObject({ event: 'error_network', extra: { code: 1012051, msg: 'Wrong shop' } });
  });
});

describe('completeLogin', () => {
  const result: TLoginResult = { token: 't1', expiresAt: NOW + 24 * HOUR, refreshToken: 'r1', info, firstLogin: true };

  it('keeps the tokens, loads the profile and reports the login with the invitation', async () => {
    localStorage.setItem('inviter', 'bob');
    localStorage.setItem('invitorDomain', 'alice');
    localStorage.setItem('loginType', 'email-code');
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === '/actor/v1/home/profile'
          ? envelope({
              ...info,
              creatorDomain: 'me',
              displayName: 'Me',
              avatar: '/a.webp',
              bio: null,
              privateChatId: null,
              createdAt: '',
            })
          : envelope({ ok: true }),
      ),
    );

    await expect(completeLogin(result)).resolves.toEqual({ firstLogin: true });

    expect(localStorage.getItem('Authorization')).toBe('t1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('tokenExpiresAt')).toBe(String(NOW + 24 * HOUR));
    expect(useUserStore.getState()).toMatchObject({
      token: 't1',
      address: info.address,
      info: { creatorDomain: 'me', displayName: 'Me' },
    });
    expect(bodyOf('/actor/v1/home/profile')).toEqual({ addressOrDomain: info.address });
    expect(authHeader(0)).toBe('Bearer t1');
    await vi.waitFor(() => expect(callsTo('/actor/v1/report/login-event')).toHaveLength(1));
    expect(bodyOf('/actor/v1/report/login-event')).toEqual({
      inviterDomain: 'alice',
      inviter: 'bob',
      type: 'email-code',
    });
  });

  it('still logs in when the profile cannot be loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope(null, 500, 'down')));
    await expect(completeLogin({ ...result, firstLogin: false })).resolves.toEqual({ firstLogin: false });
    expect(useUserStore.getState().info).toEqual(info);
    expect(useAlertStore.getState().open).toBe(false);
  });
});

describe('logout', () => {
  it('tells the server, then forgets the session and zeroes the badges', async () => {
    signIn(NOW + 24 * HOUR);
    useUserStore.getState().setMessageCount({ message: 4, notification: 2 });
    fetchMock.mockImplementation(() => Promise.resolve(envelope({ ok: true })));
    await logout();
    expect(bodyOf(paths.logout)).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ info: null, messageCount: { message: 0, notification: 0 } });
  });

  it('signs out locally even when the server is unreachable', async () => {
    signIn(NOW + 24 * HOUR);
    fetchMock.mockImplementation(() => Promise.resolve(envelope(null, 500, 'down')));
    await logout();
    expect(localStorage.getItem('Authorization')).toBeNull();
    expect(useAlertStore.getState().open).toBe(false);
  });
});

describe('restoreSession', () => {
  it('reloads the user of a new tab from the stored token', async () => {
    localStorage.setItem('Authorization', 'tok');
    localStorage.setItem('tokenExpiresAt', String(NOW + 24 * HOUR));
    localStorage.setItem('info', JSON.stringify(info));
    const fresh = { ...info, displayName: 'Fresh' };
    fetchMock.mockImplementation(() => Promise.resolve(envelope(fresh)));
    const shown: unknown[] = [];
    const unsubscribe = useUserStore.subscribe((state) => {
      if (state.info && state.info !== shown.at(-1)) shown.push(state.info);
    });
    await restoreSession();
    unsubscribe();
    // The cached user shows first, before the server's answer replaces it.
    expect(shown).toEqual([info, fresh]);
    expect(callsTo(paths.me)).toHaveLength(1);
    expect(useUserStore.getState()).toMatchObject({ token: 'tok', info: fresh });
  });

  it('does nothing without a token, or when the tab already knows the user', async () => {
    await restoreSession();
    signIn(NOW + 24 * HOUR);
    await restoreSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('resolvePostLoginTarget', () => {
  it('goes to the redirect query first', () => {
    expect(resolvePostLoginTarget('?redirect=%2Falice%2F12')).toBe('/alice/12');
  });

  it('then to the saved redirectUri, which it consumes', () => {
    saveRedirectUri('/vault?tab=2');
    expect(getCookie('redirectUri')).toBe('/vault?tab=2');
    expect(resolvePostLoginTarget('')).toBe('/vault?tab=2');
    expect(getCookie('redirectUri')).toBeNull();
    expect(resolvePostLoginTarget('')).toBe('/home');
  });

  it('drops a stale redirectUri when the query decides', () => {
    saveRedirectUri('/old');
    expect(resolvePostLoginTarget('?redirect=/new')).toBe('/new');
    expect(resolvePostLoginTarget('')).toBe('/home');
  });

  it('goes Home by default', () => {
    expect(resolvePostLoginTarget('')).toBe('/home');
    expect(resolvePostLoginTarget('?other=1')).toBe('/home');
  });

  it('sends the become-creator intro to the application', () => {
    expect(resolvePostLoginTarget('?redirect=/becomeCreatorIntro')).toBe('/becomeCreator');
    setCookie('redirectUri', '/becomeCreatorIntro?from=x');
    expect(resolvePostLoginTarget('')).toBe('/becomeCreator');
  });

  it('never leaves the site (open redirect)', () => {
    for (const evil of ['https://evil.test', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      expect(resolvePostLoginTarget(`?redirect=${encodeURIComponent(evil)}`)).toBe('/home');
    }
    saveRedirectUri('https://evil.test');
    expect(getCookie('redirectUri')).toBeNull();
  });
});
