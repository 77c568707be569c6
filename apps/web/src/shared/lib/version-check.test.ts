import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCachesAndReload, installPreloadErrorReload, startVersionCheck } from './version-check';

const stops: (() => void)[] = [];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  while (stops.length) stops.pop()?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function start(options: Parameters<typeof startVersionCheck>[0]) {
  const stop = startVersionCheck(options);
  stops.push(stop);
  return stop;
}

describe('startVersionCheck', () => {
  it('checks at start, every interval, on focus and when the tab becomes visible', async () => {
    const fetchVersion = vi.fn(() => Promise.resolve('1.0.0'));
    const onNewVersion = vi.fn();
    start({ currentVersion: '1.0.0', intervalMs: 60_000, fetchVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(3);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(3);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('checks hourly by default', async () => {
    const fetchVersion = vi.fn(() => Promise.resolve('1.0.0'));
    start({ currentVersion: '1.0.0', fetchVersion, onNewVersion: vi.fn() });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('calls onNewVersion once when the server runs another version, and stops checking', async () => {
    const fetchVersion = vi.fn(() => Promise.resolve('1.0.1'));
    const onNewVersion = vi.fn();
    start({ currentVersion: '1.0.0', intervalMs: 1_000, fetchVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).toHaveBeenCalledWith('1.0.1');
    await vi.advanceTimersByTimeAsync(5_000);
    window.dispatchEvent(new Event('focus'));
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('does not reload twice for the same server version (a stale CDN would loop)', async () => {
    const onNewVersion = vi.fn();
    start({ currentVersion: '1.0.0', fetchVersion: () => Promise.resolve('2.0.0'), onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    // What the page looks like after the reload: same old bundle, same session.
    start({ currentVersion: '1.0.0', fetchVersion: () => Promise.resolve('2.0.0'), onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing version.json and tries again later', async () => {
    const fetchVersion = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('2');
    const onNewVersion = vi.fn();
    start({ currentVersion: '1', intervalMs: 1_000, fetchVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onNewVersion).toHaveBeenCalledWith('2');
  });

  it('runs one check at a time when focus and visibility fire together', async () => {
    let resolve: (v: string) => void = () => {};
    const fetchVersion = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    start({ currentVersion: '1', fetchVersion, onNewVersion: vi.fn() });
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    resolve('1');
    await vi.advanceTimersByTimeAsync(0);
  });

  it('stop() ends every trigger', async () => {
    const fetchVersion = vi.fn(() => Promise.resolve('1'));
    const stop = start({ currentVersion: '1', intervalMs: 1_000, fetchVersion, onNewVersion: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('focus'));
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('fetches /version.json with a timestamp and no cache by default', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ version: '9', builtAt: 'now' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onNewVersion = vi.fn();
    start({ currentVersion: '1', onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/version\.json\?t=\d+$/);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(onNewVersion).toHaveBeenCalledWith('9');
  });
});

type FakeRegistration = { active: { scriptURL: string }; unregister: () => Promise<boolean> };

describe('clearCachesAndReload', () => {
  it('deletes every cache, unregisters caching workers but keeps the push worker, then reloads', async () => {
    vi.useRealTimers();
    const order: string[] = [];
    const cacheStorage = {
      keys: vi.fn(() => Promise.resolve(['workbox-precache', 'images'])),
      delete: vi.fn((name: string) => {
        order.push(`delete ${name}`);
        return Promise.resolve(true);
      }),
    };
    vi.stubGlobal('caches', cacheStorage);
    const registration = (url: string): FakeRegistration => ({
      active: { scriptURL: url },
      unregister: vi.fn(() => {
        order.push(`unregister ${url}`);
        return Promise.resolve(true);
      }),
    });
    const appWorker = registration('https://fanlane.test/sw.js');
    const pushWorker = registration('https://fanlane.test/firebase-messaging-sw.js');
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: () => Promise.resolve([appWorker, pushWorker]) },
    });
    const reload = vi.fn(() => order.push('reload'));

    await clearCachesAndReload({ reload });

    expect(order).toEqual([
      'delete workbox-precache',
      'delete images',
      'unregister https://fanlane.test/sw.js',
      'reload',
    ]);
    expect(pushWorker.unregister).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('still reloads without CacheStorage or service workers, or when they fail', async () => {
    vi.useRealTimers();
    vi.stubGlobal('caches', { keys: () => Promise.reject(new DOMException('insecure', 'SecurityError')) });
    const reload = vi.fn();
    await clearCachesAndReload({ reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installPreloadErrorReload', () => {
  it('clears caches and reloads when a lazy chunk fails to load, once', async () => {
    vi.useRealTimers();
    const reload = vi.fn();
    stops.push(installPreloadErrorReload({ reload }));

    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(first.defaultPrevented).toBe(true);

    // Right after that reload the chunk is still missing: let the error reach the error page.
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when uninstalled', () => {
    const reload = vi.fn();
    installPreloadErrorReload({ reload })();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
