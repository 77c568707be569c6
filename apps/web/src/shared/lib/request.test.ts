import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { SUPPRESSED_ALERT_CODES } from '@fanlane/contracts/errors';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  abortAllRequests,
  api,
  createApiClient,
  isCancelledError,
  resetRequestHooks,
  sellerHeaders,
  setRequestHooks,
  withQuery,
} from './request';
import type { ApiClient, RequestHooks } from './request';
import { runtimeConfig } from './runtime-config';

type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

function envelope(data: unknown, code = 0, msg = '', success = code === 0) {
  return { success, code, msg, data };
}

function reply(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function failure(code: number, msg = 'Something broke', status = 400): Response {
  return reply(envelope(null, code, msg), status);
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function pending(init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

let fetchMock: FetchMock;
let hooks: { [K in keyof RequestHooks]: Mock<RequestHooks[K]> };
let client: ApiClient;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  hooks = {
    getToken: vi.fn<RequestHooks['getToken']>(() => 'tok-1'),
    getHeaders: vi.fn<RequestHooks['getHeaders']>(() => ({ 'User-Type': 'BUYER', locale: 'en' })),
    onUnauthorized: vi.fn<RequestHooks['onUnauthorized']>(),
    alert: vi.fn<RequestHooks['alert']>(),
    track: vi.fn<RequestHooks['track']>(),
    redirect: vi.fn<RequestHooks['redirect']>(),
  };
  setRequestHooks(hooks);
  client = createApiClient();
});

afterEach(() => {
  abortAllRequests();
  resetRequestHooks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  runtimeConfig.fallbackApiHost = null;
});

function init(call = 0): RequestInit {
  const found = fetchMock.mock.calls[call]?.[1];
  if (!found) throw new Error(`fetch call ${call} was not made`);
  return found;
}

function headersOf(call = 0): Record<string, string> {
  return init(call).headers as Record<string, string>;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('a successful call', () => {
  it('resolves to the envelope data and sends the token, hook headers and JSON body', async () => {
    fetchMock.mockResolvedValueOnce(reply(envelope({ id: 7 })));
    await expect(client.post('/blog/v1/home', { page: 1 }, { headers: { 'Shop-Domain': 'alice' } })).resolves.toEqual({
      id: 7,
    });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/blog/v1/home');
    expect(init().method).toBe('POST');
    expect(init().body).toBe(JSON.stringify({ page: 1 }));
    expect(headersOf()).toMatchObject({
      Authorization: 'Bearer tok-1',
      'User-Type': 'BUYER',
      locale: 'en',
      'Shop-Domain': 'alice',
      'Content-Type': 'application/json',
    });
  });

  it('waits for an async token and sends no Authorization without one', async () => {
    hooks.getToken.mockResolvedValueOnce('async-token').mockReturnValueOnce(null);
    fetchMock.mockImplementation(() => Promise.resolve(reply(envelope(1))));
    await client.get('/a');
    await client.get('/b');
    expect(headersOf(0).Authorization).toBe('Bearer async-token');
    expect(headersOf(1)).not.toHaveProperty('Authorization');
    expect(init(1).body).toBeUndefined();
  });

  it('skips the token for a call that asks so (the refresh call)', async () => {
    fetchMock.mockResolvedValueOnce(reply(envelope(1)));
    await client.post('/fanlane/v1/refresh-token', {}, { skipAuth: true });
    expect(hooks.getToken).not.toHaveBeenCalled();
    expect(headersOf()).not.toHaveProperty('Authorization');
  });

  it('uploads form data and lets the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValueOnce(reply(envelope({ avatar: '/a.webp' })));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await client.upload('/actor/v1/home/profile/avatar', form);
    expect(init().body).toBe(form);
    expect(headersOf()).not.toHaveProperty('Content-Type');
  });

  it('encodes header values a browser would refuse', async () => {
    hooks.getHeaders.mockReturnValueOnce({ invitorDomain: 'zoë' });
    fetchMock.mockResolvedValueOnce(reply(envelope(1)));
    await client.get('/a');
    expect(headersOf().invitorDomain).toBe('zo%C3%AB');
  });

  it('builds seller headers and query strings', () => {
    expect(sellerHeaders('alice')).toEqual({ 'User-Type': 'SELLER', 'Shop-Domain': 'alice' });
    expect(withQuery('/x', { a: 1, b: undefined, c: 'd e' })).toBe('/x?a=1&c=d+e');
    expect(withQuery('/x?y=1', { a: true })).toBe('/x?y=1&a=true');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('code 302 and forbidden pages', () => {
  it('redirects the window to the URL in the message and rejects without an alert', async () => {
    fetchMock.mockResolvedValueOnce(failure(302, 'https://fanlane.test/forbidden?country=XX', 403));
    const error = await rejection(client.get('/blog/v1/home'));
    expect(error.code).toBe(302);
    expect(hooks.redirect).toHaveBeenCalledWith('https://fanlane.test/forbidden?country=XX');
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.track).not.toHaveBeenCalled();
  });

  it('redirects for a forbidden-page message whatever the code', async () => {
    fetchMock.mockResolvedValueOnce(failure(403, '/forbidden', 403));
    await rejection(client.get('/blog/v1/home'));
    expect(hooks.redirect).toHaveBeenCalledWith(`${location.origin}/forbidden`);
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('never follows a script URL', async () => {
    fetchMock.mockResolvedValueOnce(failure(302, 'javascript:alert(1)', 403));
    await rejection(client.get('/blog/v1/home'));
    expect(hooks.redirect).not.toHaveBeenCalled();
  });
});

describe('code 401', () => {
  it('aborts the other calls in flight, hands the error to onUnauthorized and rejects with the message', async () => {
    fetchMock.mockImplementation((url, req) =>
      url === '/me' ? Promise.resolve(failure(401, 'Session expired', 401)) : pending(req),
    );
    const other = client.get('/wallet/v1/balance/query');
    const otherOnShared = api.get('/statistic/unread');
    await vi.advanceTimersByTimeAsync(0);

    const error = await rejection(client.get('/me'));
    expect(error).toMatchObject({ code: 401, status: 401, message: 'Session expired' });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(error);

    const cancelled = await rejection(other);
    expect(isCancelledError(cancelled)).toBe(true);
    expect(isCancelledError(await rejection(otherOnShared))).toBe(true);
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.track).not.toHaveBeenCalled();
  });

  it('says Unauthorized when the server gives no message, also for a bare HTTP 401', async () => {
    fetchMock.mockResolvedValueOnce(failure(401, '', 401)).mockResolvedValueOnce(reply('nope', 401));
    expect((await rejection(client.get('/a'))).message).toBe('Unauthorized');
    expect((await rejection(client.get('/b'))).message).toBe('Unauthorized');
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(2);
  });
});

describe('code 1012220', () => {
  it('alerts with a SUPPORT action that opens a mail to support', async () => {
    fetchMock.mockResolvedValueOnce(failure(1012220, 'Your account is restricted', 403));
    await rejection(client.post('/blog/v1/home'));
    expect(hooks.alert).toHaveBeenCalledTimes(1);
    const opts = hooks.alert.mock.calls[0]?.[0];
    expect(opts).toMatchObject({ message: 'Your account is restricted', actionLabel: 'SUPPORT' });
    opts?.onAction?.();
    expect(hooks.redirect).toHaveBeenCalledWith(`mailto:${runtimeConfig.supportEmail}`);
  });
});

describe('other failed responses', () => {
  it('alert the message with its number and report an error_network event', async () => {
    fetchMock.mockResolvedValueOnce(failure(1012051, 'Wrong shop', 403));
    const error = await rejection(client.post('/user/revenue/flow/list'));
    expect(error).toMatchObject({ code: 1012051, status: 403, message: 'Wrong shop' });
    expect(hooks.alert).toHaveBeenCalledWith({ message: 'Wrong shop (No.1012051.)' });
    expect(hooks.track).toHaveBeenCalledWith('error_network', {
      url: '/user/revenue/flow/list',
      code: 1012051,
      msg: 'Wrong shop',
    });
  });

  it('use the default text when the message is empty', async () => {
    fetchMock.mockResolvedValueOnce(failure(500, '', 500));
    const error = await rejection(client.post('/a'));
    expect(error.message).toBe('There seems to be a problem. Please try again.');
    expect(hooks.alert).toHaveBeenCalledWith({ message: 'There seems to be a problem. Please try again. (No.500.)' });
  });

  it('turn a non-JSON answer into an ApiError with the HTTP status', async () => {
    fetchMock.mockResolvedValueOnce(reply('<html>Not Found</html>', 404));
    const error = await rejection(client.get('/nowhere'));
    expect(error).toMatchObject({ code: 404, status: 404 });
    expect(hooks.alert).toHaveBeenCalledWith({ message: 'There seems to be a problem. Please try again. (No.404.)' });
  });

  it.each([
    '/fanlane/v1/login/password',
    '/fanlane/v1/global/login',
    '/fanlane/v1/register/password',
    '/kyc-task/v1/detail',
    '/creator/domain-exist',
  ])('are not alerted for %s, whose page shows the error itself', async (url) => {
    fetchMock.mockResolvedValueOnce(failure(1012051, 'Nope'));
    await rejection(client.post(url));
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.track).toHaveBeenCalledWith('error_network', { url, code: 1012051, msg: 'Nope' });
  });

  it.each(SUPPRESSED_ALERT_CODES.map((code) => [code]))('are not alerted for the suppressed code %i', async (code) => {
    fetchMock.mockResolvedValueOnce(failure(code, 'Shown inline'));
    const error = await rejection(client.post('/a'));
    expect(error.code).toBe(code);
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('alert the same message once within 3 s, and again after', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(failure(1012051, 'Same')));
    await rejection(client.post('/a'));
    await vi.advanceTimersByTimeAsync(2_999);
    await rejection(client.post('/b'));
    expect(hooks.alert).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await rejection(client.post('/c'));
    expect(hooks.alert).toHaveBeenCalledTimes(2);
  });

  it('alert different messages within 3 s', async () => {
    fetchMock.mockResolvedValueOnce(failure(1012051, 'One')).mockResolvedValueOnce(failure(1012051, 'Two'));
    await rejection(client.post('/a'));
    await rejection(client.post('/b'));
    expect(hooks.alert).toHaveBeenCalledTimes(2);
  });

  it('never alert for the unread-count call', async () => {
    fetchMock
      .mockResolvedValueOnce(failure(500, 'Down', 500))
      .mockResolvedValueOnce(failure(1012220, 'Restricted', 403));
    await rejection(client.post(PATHS.unread));
    await rejection(client.post(PATHS.unread));
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('never alert for a silent call', async () => {
    fetchMock
      .mockResolvedValueOnce(failure(500, 'Down', 500))
      .mockResolvedValueOnce(failure(1012220, 'Restricted', 403));
    await rejection(client.post('/a', {}, { silent: true }));
    await rejection(client.post('/b', {}, { silent: true }));
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.track).toHaveBeenCalledTimes(2);
  });

  it('are not reported when the tracking call itself fails (that would loop)', async () => {
    fetchMock.mockResolvedValueOnce(failure(422, 'Bad event', 422));
    await rejection(client.post(PATHS.track, {}, { silent: true }));
    expect(hooks.track).not.toHaveBeenCalled();
  });
});

describe('network errors', () => {
  it('are retried 3 times, 1 s apart, on the fallback host, then alert Max retries reached', async () => {
    runtimeConfig.fallbackApiHost = 'https://backup.fanlane.test';
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = rejection(client.post('/blog/v1/home'));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/blog/v1/home');
    for (let retry = 1; retry <= 3; retry++) {
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(retry + 1);
      expect(fetchMock.mock.calls[retry]?.[0]).toBe('https://backup.fanlane.test/blog/v1/home');
    }

    const error = await result;
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.network, message: 'Max retries reached' });
    expect(hooks.alert).toHaveBeenCalledTimes(1);
    expect(hooks.alert).toHaveBeenCalledWith({ message: 'Max retries reached' });
    expect(hooks.track).toHaveBeenCalledWith('error_network', {
      url: '/blog/v1/home',
      code: CLIENT_ERROR_CODES.network,
      msg: 'Failed to fetch',
    });
  });

  it('recover when a retry gets through', async () => {
    runtimeConfig.fallbackApiHost = 'https://backup.fanlane.test';
    fetchMock
      .mockRejectedValueOnce(new Error('net::ERR_NAME_NOT_RESOLVED'))
      .mockResolvedValueOnce(reply(envelope('ok')));
    const result = client.get('/a');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('retry the same host when there is no fallback', async () => {
    fetchMock
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:3000'))
      .mockRejectedValueOnce(new Error('socket hang up: ECONNRESET'))
      .mockResolvedValueOnce(reply(envelope('ok')));
    const result = client.get('/a');
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe('ok');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/a', '/a', '/a']);
  });

  it('include a gateway error page (bad response)', async () => {
    fetchMock
      .mockResolvedValueOnce(reply('<html>502 Bad Gateway</html>', 502))
      .mockResolvedValueOnce(reply(envelope(1)));
    const result = client.get('/a');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(1);
  });

  it('include a call that times out after 600000 ms', async () => {
    fetchMock.mockImplementationOnce((_url, req) => pending(req)).mockResolvedValueOnce(reply(envelope('late')));
    const result = client.get('/slow');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('late');
  });

  it('include a body that stops half-way', async () => {
    const cut = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":tr'));
          controller.error(new TypeError('network error'));
        },
      }),
      { status: 200 },
    );
    fetchMock.mockResolvedValueOnce(cut).mockResolvedValueOnce(reply(envelope('whole')));
    const result = client.get('/a');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('whole');
  });

  it('are not alerted for a silent call or the unread count, but still fail', async () => {
    fetchMock.mockRejectedValue(new TypeError('Load failed'));
    const silent = rejection(client.get('/a', { silent: true }));
    const unread = rejection(client.post(PATHS.unread));
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await silent).code).toBe(CLIENT_ERROR_CODES.network);
    expect((await unread).code).toBe(CLIENT_ERROR_CODES.network);
    expect(hooks.alert).not.toHaveBeenCalled();
  });
});

describe('a call that cannot be made', () => {
  it('fails at once, as an ApiError, when the body cannot be serialised', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await rejection(client.post('/a', circular));
    expect(error.code).toBe(CLIENT_ERROR_CODES.network);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails as an ApiError when a hook throws', async () => {
    hooks.getHeaders.mockImplementationOnce(() => {
      throw new RangeError('broken hook');
    });
    const error = await rejection(client.get('/a'));
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.network, message: 'broken hook' });
  });
});

describe('a cancelled call', () => {
  it('rejects silently: no alert, no tracking, no retry', async () => {
    fetchMock.mockImplementation((_url, req) => pending(req));
    const controller = new AbortController();
    const result = rejection(client.get('/a', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const error = await result;
    expect(isCancelledError(error)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hooks.alert).not.toHaveBeenCalled();
    expect(hooks.track).not.toHaveBeenCalled();
  });

  it('stops waiting for a retry when cancelled in between', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const controller = new AbortController();
    const result = rejection(client.get('/a', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(isCancelledError(await result)).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hooks.alert).not.toHaveBeenCalled();
  });

  it('never starts when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(isCancelledError(await rejection(client.get('/a', { signal: controller.signal })))).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('covers abortAllRequests too', async () => {
    fetchMock.mockImplementation((_url, req) => pending(req));
    const result = rejection(api.get('/a'));
    await vi.advanceTimersByTimeAsync(0);
    abortAllRequests();
    expect(isCancelledError(await result)).toBe(true);
    expect(hooks.alert).not.toHaveBeenCalled();
  });
});
