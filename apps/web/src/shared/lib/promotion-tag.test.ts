import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPromotionTagUse } from './promotion-tag';
import { resetRequestHooks, setRequestHooks } from './request';
import { getVisitorId } from './visitor-id';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;
const alert = vi.fn();

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(JSON.stringify({ success: true, code: 0, msg: '', data: { counted: true } }))),
  );
  vi.stubGlobal('fetch', fetchMock);
  setRequestHooks({ alert });
});

afterEach(() => {
  resetRequestHooks();
  vi.unstubAllGlobals();
  alert.mockReset();
});

describe('registerPromotionTagUse', () => {
  it('posts the tag with the visitor id to the registration call', async () => {
    registerPromotionTagUse('AbCdEf1234');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/promotion-tag/v1/use');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      promotionTag: 'AbCdEf1234',
      visitorId: getVisitorId(),
    });
  });

  it('a failure never alerts the visitor', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 429, msg: 'slow down', data: null }), { status: 429 }),
      ),
    );
    registerPromotionTagUse('AbCdEf1234');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(alert).not.toHaveBeenCalled();
  });
});
