import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { productPaths } from '@fanlane/contracts/api-paths';
import { resetRequestHooks, setRequestHooks } from '../../../shared/lib/request';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import * as authApi from './auth-api';

const p = productPaths(runtimeConfig.productPrefix);
const email = 'fan@example.com';

type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;
const alert = vi.fn();

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, code: 0, msg: '', data: { ok: true } }))),
  );
  vi.stubGlobal('fetch', fetchMock);
  setRequestHooks({ getToken: () => 'tok', alert });
});

afterEach(() => {
  resetRequestHooks();
  vi.unstubAllGlobals();
  alert.mockReset();
});

/** The JSON a fake fetch was given. */
function parseBody(body: BodyInit | null | undefined): Record<string, unknown> {
  if (typeof body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(body) as Record<string, unknown>;
}

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no call');
  const [url, init] = call;
  return { url, method: init?.method, body: init?.body, headers: init?.headers as Record<string, string> };
}

describe('auth fetchers', () => {
  it.each([
    [
      'sendVerificationCode',
      () => authApi.sendVerificationCode({ email, scene: 'register' }),
      p.verificationCode,
      { email, scene: 'register' },
    ],
    [
      'registerPassword',
      () => authApi.registerPassword({ email, password: 'abc12345', code: '123456' }),
      p.registerPassword,
      { email, password: 'abc12345', code: '123456' },
    ],
    ['loginPassword', () => authApi.loginPassword({ email, password: 'x' }), p.loginPassword, { email, password: 'x' }],
    [
      'loginEmailCode',
      () => authApi.loginEmailCode({ email, code: '123456' }),
      p.loginEmailCode,
      { email, code: '123456' },
    ],
    [
      'globalLogin',
      () => authApi.globalLogin({ type: 'password', email, password: 'x', fromDomain: 'alice' }),
      p.globalLogin,
      { type: 'password', email, password: 'x', fromDomain: 'alice' },
    ],
    [
      'resetPassword',
      () => authApi.resetPassword({ email, code: '123456', password: 'abc12345' }),
      p.passwordReset,
      { email, code: '123456', password: 'abc12345' },
    ],
    [
      'updatePassword',
      () => authApi.updatePassword({ oldPassword: 'a', password: 'abc12345' }),
      p.passwordUpdate,
      { oldPassword: 'a', password: 'abc12345' },
    ],
    ['requestEmailChange', () => authApi.requestEmailChange({ newEmail: email }), p.emailChange, { newEmail: email }],
    ['confirmEmailChange', () => authApi.confirmEmailChange({ token: 't' }), p.emailChangeConfirm, { token: 't' }],
    [
      'restoreAccess',
      () => authApi.restoreAccess({ token: 't', password: 'abc12345' }),
      p.restoreAccess,
      { token: 't', password: 'abc12345' },
    ],
    ['checkEmail', () => authApi.checkEmail({ email }), p.checkEmail, { email }],
    ['bindEmail', () => authApi.bindEmail({ email, code: '123456' }), p.bindEmail, { email, code: '123456' }],
    ['fetchMe', () => authApi.fetchMe(), p.me, {}],
    ['createAuthCode', () => authApi.createAuthCode(), p.createAuthCode, {}],
    ['fetchProfile', () => authApi.fetchProfile('alice'), '/actor/v1/home/profile', { addressOrDomain: 'alice' }],
    [
      'updateProfile',
      () => authApi.updateProfile({ displayName: 'Al' }),
      '/actor/v1/home/profile/update',
      { displayName: 'Al' },
    ],
    [
      'reportLoginEvent',
      () => authApi.reportLoginEvent({ type: 'password', inviter: 'bob' }),
      '/actor/v1/report/login-event',
      { type: 'password', inviter: 'bob' },
    ],
    ['fetchUnread', () => authApi.fetchUnread(), '/statistic/unread', {}],
    ['logout', () => authApi.logout('r1'), p.logout, { refreshToken: 'r1' }],
  ] as const)('%s posts JSON to its path', async (_name, call, path, body) => {
    await expect(call()).resolves.toEqual({ ok: true });
    const sent = lastCall();
    expect(sent.url).toBe(path);
    expect(sent.method).toBe('POST');
    expect(parseBody(sent.body)).toEqual(body);
    expect(sent.headers.Authorization).toBe('Bearer tok');
  });

  it('logs in with an auth code passed in the query', async () => {
    await authApi.loginWithAuthCode('a b&c');
    expect(lastCall().url).toBe(`${p.loginAuthCode}?authCode=a+b%26c`);
    expect(lastCall().method).toBe('POST');
  });

  it('refreshes without the access token', async () => {
    await authApi.refreshToken('r1');
    expect(lastCall().url).toBe(p.refreshToken);
    expect(parseBody(lastCall().body)).toEqual({ refreshToken: 'r1' });
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('uploads the avatar as multipart field "file"', async () => {
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await authApi.uploadAvatar(file);
    const sent = lastCall();
    expect(sent.url).toBe('/actor/v1/home/profile/avatar');
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('keeps the refresh, logout and login-event calls out of the global alert', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 500, msg: 'down', data: null }), { status: 500 }),
      ),
    );
    await authApi.refreshToken('r').catch(() => undefined);
    await authApi.logout('r').catch(() => undefined);
    await authApi.reportLoginEvent({ type: 'password' }).catch(() => undefined);
    expect(alert).not.toHaveBeenCalled();
    await authApi.fetchMe().catch(() => undefined);
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
