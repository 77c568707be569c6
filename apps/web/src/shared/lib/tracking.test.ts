import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPage, track, trackPageVisit } from './tracking';
import { resetRequestHooks, setRequestHooks } from './request';
import { getVisitorId } from './visitor-id';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;
const alert = vi.fn();

function ok(): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ success: true, code: 0, msg: '', data: { ok: true } })));
}

function sentBody(call = 0): Record<string, unknown> {
  const body = fetchMock.mock.calls[call]?.[1]?.body;
  if (typeof body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(body) as Record<string, unknown>;
}

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(ok);
  vi.stubGlobal('fetch', fetchMock);
  setRequestHooks({ alert });
  history.replaceState(null, '', '/alice?tab=media');
});

afterEach(() => {
  resetRequestHooks();
  vi.unstubAllGlobals();
  alert.mockReset();
  history.replaceState(null, '', '/');
});

describe('track', () => {
  it('posts the event with the visitor fingerprint, page, referrer and time', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    track('buy_click', { postId: '42', price: 5 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    vi.restoreAllMocks();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/track/add');
    expect(sentBody()).toEqual({
      event: 'buy_click',
      extra: { fingerprint: getVisitorId(), postId: '42', price: 5 },
      page: '/alice?tab=media',
      referrer: document.referrer,
      timestamp: 1_700_000_000_000,
    });
  });

  it('never throws or alerts, even when the server fails', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 500, msg: 'down', data: null }), { status: 500 }),
      ),
    );
    expect(() => track('x')).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps extras to what the server accepts', async () => {
    const extra: Record<string, unknown> = {
      fingerprint: 'spoofed',
      nested: { a: 1 },
      gone: undefined,
      long: 'y'.repeat(3000),
    };
    for (let i = 0; i < 40; i++) extra[`k${i}`] = i;
    track('x', extra);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = sentBody().extra as Record<string, unknown>;
    expect(sent.fingerprint).toBe(getVisitorId());
    expect(sent.nested).toBe('{"a":1}');
    expect(sent).not.toHaveProperty('gone');
    expect((sent.long as string).length).toBe(2048);
    expect(Object.keys(sent)).toHaveLength(32);
  });
});

describe('trackPageVisit', () => {
  it('sends a page_visit event with the creator and page', async () => {
    trackPageVisit('alice', 'Creators');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ event: 'page_visit', extra: { creatorDomain: 'alice', page: 'Creators' } });
  });
});

describe('currentPage', () => {
  it('blanks one-time secrets in the query', () => {
    expect(currentPage({ pathname: '/settings/restoreAccess', search: '?token=s3cret&lang=fr' })).toBe(
      '/settings/restoreAccess?token=redacted&lang=fr',
    );
    expect(currentPage({ pathname: '/home', search: '' })).toBe('/home');
  });
});
