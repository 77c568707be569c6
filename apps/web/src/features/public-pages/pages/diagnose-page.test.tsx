import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@fanlane/contracts/api-paths';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import type { DiagnoseEnv } from '../lib/diagnose-checks';
import { diagnosePage } from './diagnose-page';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    length: 0,
    clear: () => data.clear(),
    key: () => null,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

/** A device whose server answers /healthz and /version.json as `server` says; everything else healthy. */
function device(
  server: { version: string; clockOffsetMs?: number; down?: boolean },
  overrides: Partial<DiagnoseEnv> = {},
) {
  let cookies = '';
  const answer = (url: string): Response => {
    if (server.down) throw new TypeError('Failed to fetch');
    if (url.startsWith(PATHS.health))
      return new Response('{"status":"ok"}', {
        status: 200,
        headers: { date: new Date(NOW + (server.clockOffsetMs ?? 0)).toUTCString() },
      });
    return new Response(JSON.stringify({ version: server.version }), { status: 200 });
  };
  const fetch = vi.fn((url: string) => new Promise<Response>((resolve) => resolve(answer(url))));
  const env: DiagnoseEnv = {
    fetch,
    now: () => NOW,
    elapsed: () => 0,
    online: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Instagram 300.0',
    languages: ['en-GB'],
    locale: 'en',
    localStorage: memoryStorage,
    sessionStorage: memoryStorage,
    cookies: {
      read: () => cookies,
      write: (c) => {
        cookies = /max-age=0/.test(c) ? '' : (c.split(';')[0] ?? '');
      },
    },
    notification: { supported: true, permission: 'denied' },
    screen: { width: 390, height: 844, ratio: 3, screenWidth: 390, screenHeight: 844 },
    secure: true,
    telegram: false,
    inAppBrowser: 'Instagram',
    clientVersion: __APP_VERSION__,
    ...overrides,
  };
  return { env, fetch };
}

function open(makeEnv: () => DiagnoseEnv) {
  fakeApi({
    [PATHS.pageTexts]: () => ({
      data: { texts: null, facts: { feePercent: 20, holdDays: 7, cardFeeCents: 50, disputeDays: 30 } },
    }),
  });
  const Page = diagnosePage(makeEnv);
  return renderPage([{ path: '/diagnose', Component: Page }], '/diagnose');
}

const row = (id: string) => screen.getByTestId(`check-${id}`);

describe('/diagnose', () => {
  it('runs every check on opening and says what each found', async () => {
    const { env, fetch } = device({ version: 'newer-build', clockOffsetMs: -8 * 60_000 });
    open(() => env);
    await waitFor(() => expect(screen.getByTestId('diagnose-summary')).toHaveTextContent('Warnings: 3 · Problems: 1'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(row('api')).toHaveAttribute('data-status', 'pass');
    expect(row('clock')).toHaveAttribute('data-status', 'fail');
    expect(screen.getByTestId('check-clock-text')).toHaveTextContent('Your clock is 8 min off');
    expect(row('version')).toHaveAttribute('data-status', 'warn');
    expect(within(row('version')).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(row('push')).toHaveAttribute('data-status', 'warn');
    expect(screen.getByTestId('check-browser-text')).toHaveTextContent("This is Instagram's built-in browser");
    expect(row('storage')).toHaveAttribute('data-status', 'pass');
    expect(screen.getByTestId('check-agent-text')).toHaveTextContent('Instagram 300.0');
    expect(screen.getByTestId('check-language-text')).toHaveTextContent('English. Browser languages: en-GB.');
    // Every check is a titled row, its heading right under the page's h1.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 12)).toEqual([
      'Network',
      'Connection to the server',
      'Device clock',
      'App version',
      'Storage and cookies',
      'Secure connection',
      'Notification permission',
      'Browser',
      'Telegram',
      'Language',
      'Screen',
      'User agent',
    ]);
  });

  it('says when all is well', async () => {
    const { env } = device(
      { version: __APP_VERSION__ },
      { inAppBrowser: null, notification: { supported: true, permission: 'granted' } },
    );
    open(() => env);
    await waitFor(() => expect(screen.getByTestId('diagnose-summary')).toHaveTextContent('Everything looks fine.'));
    for (const el of screen.getAllByTestId(/^check-[a-z]+$/)) expect(el).toHaveAttribute('data-status', 'pass');
  });

  it('shows the server unreachable as a problem with the way out', async () => {
    const { env } = device({ version: 'x', down: true });
    open(() => env);
    await waitFor(() => expect(row('api')).toHaveAttribute('data-status', 'fail'));
    expect(screen.getByTestId('check-api-text')).toHaveTextContent('Check your connection, VPN or firewall.');
    expect(row('version')).toHaveAttribute('data-status', 'fail');
    expect(row('clock')).toHaveAttribute('data-status', 'warn');
  });

  it('copies the plain-text report, and runs again on demand', async () => {
    const user = userEvent.setup();
    let version = 'first';
    const fetches: string[] = [];
    open(() => {
      const { env, fetch } = device({ version });
      fetch.mockImplementation((url: string) => {
        fetches.push(url);
        return Promise.resolve(
          url.startsWith(PATHS.health)
            ? new Response('{}', { status: 200, headers: { date: new Date(NOW).toUTCString() } })
            : new Response(JSON.stringify({ version }), { status: 200 }),
        );
      });
      return env;
    });
    const copy = await screen.findByTestId('diagnose-copy');
    await waitFor(() => expect(copy).toBeEnabled());
    await user.click(copy);
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(screen.getByTestId('diagnose-report').textContent);
    expect(copied).toContain('Fanlane self-check');
    expect(copied).toMatch(/^version {3}WARN client .+, server first$/m);
    expect(copied).toMatch(/^browser {3}WARN in-app: Instagram$/m);
    expect(copy).toHaveTextContent('Report copied');

    version = __APP_VERSION__;
    await user.click(screen.getByTestId('diagnose-run'));
    await waitFor(() => expect(row('version')).toHaveAttribute('data-status', 'pass'));
    expect(fetches.filter((url) => url.startsWith(PATHS.version))).toHaveLength(2);
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    const { env } = device({ version: 'x' });
    open(() => env);
    const copy = await screen.findByTestId('diagnose-copy');
    await waitFor(() => expect(copy).toBeEnabled());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(copy);
    expect(await screen.findByTestId('diagnose-copy-failed')).toHaveTextContent('select the report below');
    expect(execCommand).toHaveBeenCalledWith('copy');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
