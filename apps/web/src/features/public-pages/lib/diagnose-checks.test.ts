import { describe, expect, it, vi } from 'vitest';
import {
  apiCheck,
  CHECK_IDS,
  browserCheck,
  clockCheck,
  deviceChecks,
  probeServer,
  pushCheck,
  reportText,
  screenCheck,
  serverChecks,
  storageCheck,
  versionCheck,
  type DiagnoseEnv,
} from './diagnose-checks';

/** A working in-memory Storage, or one that refuses writes (private mode, blocked site data). */
function storage(writable = true): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (!writable) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

function cookieJar(enabled = true) {
  let jar: string[] = [];
  return {
    read: () => jar.join('; '),
    write: (cookie: string) => {
      if (!enabled) return;
      const [pair = ''] = cookie.split(';');
      const [name] = pair.split('=');
      jar = jar.filter((c) => !c.startsWith(`${name}=`));
      if (!/max-age=0/.test(cookie)) jar.push(pair.trim());
    },
  };
}

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

/** A server answering /healthz with its clock `serverOffsetMs` from the device's, after `latencyMs`. */
function server({
  serverOffsetMs = 0,
  latencyMs = 40,
  healthStatus = 200,
  version = 'v1',
  versionStatus = 200,
  down = false,
}: Partial<{
  serverOffsetMs: number;
  latencyMs: number;
  healthStatus: number;
  version: string | null;
  versionStatus: number;
  down: boolean;
}> = {}) {
  let clock = 0;
  const answer = (url: string): Response => {
    if (down) throw new TypeError('Failed to fetch');
    clock += latencyMs;
    if (url.startsWith('/healthz')) {
      const date = new Date(NOW + serverOffsetMs).toUTCString();
      return new Response('{"status":"ok"}', { status: healthStatus, headers: { date } });
    }
    return new Response(JSON.stringify(version === null ? {} : { version }), { status: versionStatus });
  };
  const fetch = vi.fn((url: string) => new Promise<Response>((resolve) => resolve(answer(url))));
  return { fetch, elapsed: () => clock };
}

function env(overrides: Partial<DiagnoseEnv> = {}): DiagnoseEnv {
  const fake = server();
  return {
    fetch: fake.fetch,
    now: () => NOW,
    elapsed: fake.elapsed,
    online: true,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    languages: ['de-DE', 'en'],
    locale: 'de',
    localStorage: () => storage(),
    sessionStorage: () => storage(),
    cookies: cookieJar(),
    notification: { supported: true, permission: 'granted' },
    screen: { width: 1280, height: 800, ratio: 2, screenWidth: 2560, screenHeight: 1600 },
    secure: true,
    telegram: false,
    inAppBrowser: null,
    clientVersion: 'v1',
    ...overrides,
  };
}

const withServer = (options: Parameters<typeof server>[0]) => {
  const fake = server(options);
  return env({ fetch: fake.fetch, elapsed: fake.elapsed });
};

describe('reaching the server (/healthz)', () => {
  it('passes with the round trip, asking without a cache', async () => {
    const e = withServer({ latencyMs: 120 });
    expect(apiCheck(await probeServer(e))).toMatchObject({ status: 'pass', message: 'pass', values: { ms: 120 } });
    const [url, init] = vi.mocked(e.fetch).mock.calls[0]!;
    expect(url).toBe(`/healthz?t=${NOW}`);
    expect(init).toMatchObject({ cache: 'no-store' });
  });

  it('warns when it is slow', async () => {
    expect(apiCheck(await probeServer(withServer({ latencyMs: 2500 })))).toMatchObject({
      status: 'warn',
      message: 'slow',
      values: { ms: 2500 },
    });
  });

  it('fails when it answers an error, or cannot be reached at all', async () => {
    expect(apiCheck(await probeServer(withServer({ healthStatus: 503 })))).toMatchObject({
      status: 'fail',
      message: 'down',
      values: { status: 503 },
      report: 'HTTP 503 in 40 ms',
    });
    expect(apiCheck(await probeServer(withServer({ down: true })))).toMatchObject({
      status: 'fail',
      message: 'fail',
      report: 'unreachable (TypeError)',
    });
  });
});

describe("the device's clock against the server's Date header", () => {
  it.each([
    [0, 'pass', 'pass'],
    [-12_000, 'pass', 'pass'],
    [45_000, 'warn', 'warn'],
    [-90_000, 'warn', 'warn'],
    [7 * 60_000, 'fail', 'fail'],
  ] as const)('server %i ms from the device: %s', async (offset, status, message) => {
    const result = clockCheck(await probeServer(withServer({ serverOffsetMs: offset })));
    expect(result).toMatchObject({ status, message });
  });

  it('says which way and by how much, and the minutes when it is far off', async () => {
    const behind = clockCheck(await probeServer(withServer({ serverOffsetMs: 7 * 60_000 })));
    expect(behind.values).toEqual({ minutes: 7 });
    expect(behind.report).toMatch(/^device behind by 4\d\d\.\d s$/);
  });

  it('cannot tell without the server (or without its Date header)', async () => {
    expect(clockCheck(await probeServer(withServer({ down: true })))).toMatchObject({
      status: 'warn',
      message: 'unknown',
    });
    const noDate = env({ fetch: () => Promise.resolve(new Response('{}', { status: 200 })) });
    expect(clockCheck(await probeServer(noDate))).toMatchObject({ status: 'warn', message: 'unknown' });
  });
});

describe('the app version (/version.json)', () => {
  it('passes when the server runs this build, asking with a timestamp and no cache (spec section 7)', async () => {
    const e = withServer({ version: 'v1' });
    expect(await versionCheck(e)).toMatchObject({ status: 'pass', values: { version: 'v1' } });
    const [url, init] = vi.mocked(e.fetch).mock.calls[0]!;
    expect(url).toBe(`/version.json?t=${NOW}`);
    expect(init).toMatchObject({ cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } });
  });

  it('warns with a reload when a newer version is out', async () => {
    expect(await versionCheck(withServer({ version: 'v2' }))).toMatchObject({
      status: 'warn',
      values: { server: 'v2', client: 'v1' },
      reload: true,
      report: 'client v1, server v2',
    });
  });

  it('fails when it cannot be read', async () => {
    expect(await versionCheck(withServer({ versionStatus: 404 }))).toMatchObject({ status: 'fail' });
    expect(await versionCheck(withServer({ version: null }))).toMatchObject({ status: 'fail' });
    expect(await versionCheck(withServer({ down: true }))).toMatchObject({ status: 'fail' });
  });
});

describe('storage and cookies', () => {
  it('passes when all three can be written, and leaves nothing behind', () => {
    const local = storage();
    const cookies = cookieJar();
    expect(storageCheck(env({ localStorage: () => local, cookies }))).toMatchObject({
      status: 'pass',
      report: 'local=ok session=ok cookies=ok',
    });
    expect(local.length).toBe(0);
    expect(cookies.read()).toBe('');
  });

  it('fails without local or session storage (sign-in keeps its tokens there)', () => {
    expect(storageCheck(env({ localStorage: () => storage(false) }))).toMatchObject({
      status: 'fail',
      values: { what: 'local' },
    });
    expect(
      storageCheck(
        env({
          sessionStorage: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        }),
      ),
    ).toMatchObject({ status: 'fail', values: { what: 'session' } });
  });

  it('warns when only cookies are blocked', () => {
    expect(storageCheck(env({ cookies: cookieJar(false) }))).toMatchObject({
      status: 'warn',
      message: 'cookies',
      report: 'local=ok session=ok cookies=blocked',
    });
  });
});

describe('notifications, browser and screen', () => {
  it.each([
    [{ supported: true, permission: 'granted' }, false, 'pass', 'granted'],
    [{ supported: true, permission: 'default' }, false, 'pass', 'default'],
    [{ supported: true, permission: 'denied' }, false, 'warn', 'denied'],
    [{ supported: false, permission: 'default' }, false, 'warn', 'unsupported'],
    [{ supported: false, permission: 'default' }, true, 'pass', 'telegram'],
  ] as const)('push %j (Telegram %s): %s, %s', (notification, telegram, status, message) => {
    expect(pushCheck(env({ notification, telegram }))).toMatchObject({ status, message });
  });

  it("warns inside an app's built-in browser, naming the app", () => {
    expect(browserCheck(env({ inAppBrowser: 'Instagram' }))).toMatchObject({
      status: 'warn',
      values: { app: 'Instagram' },
    });
    expect(browserCheck(env())).toMatchObject({ status: 'pass' });
  });

  it('warns when the window is too narrow for the pages', () => {
    const narrow = screenCheck(
      env({ screen: { width: 280, height: 600, ratio: 3, screenWidth: 280, screenHeight: 600 } }),
    );
    expect(narrow).toMatchObject({ status: 'warn', message: 'narrow', values: { width: 280 } });
    expect(screenCheck(env())).toMatchObject({ status: 'pass', report: 'window 1280x800 @2x, screen 2560x1600' });
  });

  it('reads the rest off the device: offline, insecure, Telegram, language, user agent', () => {
    const byId = (e: DiagnoseEnv) => Object.fromEntries(deviceChecks(e).map((r) => [r.id, r]));
    const checks = byId(env({ online: false, secure: false, telegram: true }));
    expect(checks.network).toMatchObject({ status: 'fail' });
    expect(checks.secure).toMatchObject({ status: 'warn' });
    expect(checks.telegram).toMatchObject({ status: 'pass', message: 'inside' });
    expect(checks.language).toMatchObject({ values: { language: 'Deutsch', browser: 'de-DE, en' } });
    expect(checks.agent).toMatchObject({
      message: null,
      values: { text: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
    });
  });
});

describe('the report', () => {
  it('lists every check in order with its status and facts, in plain text', async () => {
    const e = withServer({ version: 'v2' });
    const results = [...(await serverChecks(e)), ...deviceChecks(e)];
    const text = reportText(results, {
      brand: 'Fanlane',
      at: new Date(NOW),
      url: 'https://fans.example/diagnose',
      version: 'v1',
    });
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Fanlane self-check',
      'Time: 2026-05-01T12:00:00.000Z',
      'Page: https://fans.example/diagnose',
      'App version: v1',
    ]);
    const rows = text.split('\n').slice(5);
    // Every check, in the page's order (network first, the user agent last).
    expect(rows.map((row) => row.split(/\s+/)[0])).toEqual([...CHECK_IDS]);
    expect(CHECK_IDS.at(0)).toBe('network');
    expect(CHECK_IDS.at(-1)).toBe('agent');
    expect(rows[3]).toBe('version   WARN client v1, server v2');
    expect(rows[1]).toBe('api       PASS 40 ms');
  });
});
