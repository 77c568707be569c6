/**
 * The self-check behind /diagnose: each check reads the device or asks the server, and says pass,
 * warn or fail with a sentence (a key under publicPages.diagnose.checks.<id>) and the facts for
 * the plain-text report support reads. Everything it touches comes in through `DiagnoseEnv`, so
 * the tests give it a fake device and a fake server.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import { LOCALE_NAMES, type Locale } from '@fanlane/contracts/locales';

export type CheckStatus = 'pass' | 'warn' | 'fail';
export const CHECK_IDS = [
  'network',
  'api',
  'clock',
  'version',
  'storage',
  'secure',
  'push',
  'browser',
  'telegram',
  'language',
  'screen',
  'agent',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export type CheckResult = {
  id: CheckId;
  status: CheckStatus;
  /** The sentence's key under publicPages.diagnose.checks.<id>; null shows `values.text` as it is. */
  message: string | null;
  values: Record<string, string | number>;
  /** What the report says after the status: short, language-neutral facts. */
  report: string;
  /** A reload fixes it (a newer version is out). */
  reload?: boolean;
};

export type DiagnoseEnv = {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Wall-clock time (ms since the epoch): what the device believes. */
  now: () => number;
  /** A monotonic clock for timing the calls (performance.now). */
  elapsed: () => number;
  online: boolean;
  userAgent: string;
  languages: readonly string[];
  locale: Locale;
  localStorage: () => Storage;
  sessionStorage: () => Storage;
  cookies: { read: () => string; write: (cookie: string) => void };
  notification: { supported: boolean; permission: NotificationPermission };
  screen: { width: number; height: number; ratio: number; screenWidth: number; screenHeight: number };
  secure: boolean;
  telegram: boolean;
  inAppBrowser: string | null;
  clientVersion: string;
};

/** Slower than this, the server is reachable but the user will feel it. */
export const SLOW_MS = 2_000;
/** Clock differences: up to this much is normal drift… */
export const CLOCK_OK_MS = 30_000;
/** …past this, sign-ins and signed links start to fail. */
export const CLOCK_BAD_MS = 5 * 60_000;
export const NARROW_PX = 320;
const TIMEOUT_MS = 10_000;
const PROBE_KEY = 'fanlane-diagnose';

const result = (
  id: CheckId,
  status: CheckStatus,
  message: string | null,
  values: Record<string, string | number>,
  report: string,
): CheckResult => ({ id, status, message, values, report });

async function timedFetch(env: DiagnoseEnv, url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const started = env.elapsed();
  const sentAt = env.now();
  try {
    const response = await env.fetch(url, { ...init, cache: 'no-store', signal: controller.signal });
    return { response, ms: Math.round(env.elapsed() - started), sentAt };
  } finally {
    clearTimeout(timer);
  }
}

type Probe =
  | { reached: true; status: number; ms: number; serverMs: number | null; deviceMs: number }
  | { reached: false; error: string };

/** One call to /healthz: whether it answers, how fast, and the server's clock (its Date header). */
export async function probeServer(env: DiagnoseEnv): Promise<Probe> {
  try {
    const { response, ms, sentAt } = await timedFetch(env, `${PATHS.health}?t=${env.now()}`);
    // Read the (tiny) body to the end so the call is closed rather than left open.
    await response.text().catch(() => '');
    const date = Date.parse(response.headers.get('date') ?? '');
    // The Date header drops the milliseconds: its second is, on average, half a second early.
    return {
      reached: true,
      status: response.status,
      ms,
      serverMs: Number.isNaN(date) ? null : date + 500,
      deviceMs: sentAt + ms / 2,
    };
  } catch (error) {
    return { reached: false, error: error instanceof Error ? error.name : 'error' };
  }
}

export function apiCheck(probe: Probe): CheckResult {
  if (!probe.reached) return result('api', 'fail', 'fail', {}, `unreachable (${probe.error})`);
  if (probe.status >= 400)
    return result('api', 'fail', 'down', { status: probe.status }, `HTTP ${probe.status} in ${probe.ms} ms`);
  if (probe.ms > SLOW_MS) return result('api', 'warn', 'slow', { ms: probe.ms }, `slow, ${probe.ms} ms`);
  return result('api', 'pass', 'pass', { ms: probe.ms }, `${probe.ms} ms`);
}

export function clockCheck(probe: Probe): CheckResult {
  if (!probe.reached || probe.serverMs === null) return result('clock', 'warn', 'unknown', {}, 'server time unknown');
  const skew = probe.deviceMs - probe.serverMs;
  const seconds = Math.round(Math.abs(skew) / 1000);
  const report = `device ${skew >= 0 ? 'ahead' : 'behind'} by ${(Math.abs(skew) / 1000).toFixed(1)} s`;
  if (Math.abs(skew) > CLOCK_BAD_MS)
    return result('clock', 'fail', 'fail', { minutes: Math.round(Math.abs(skew) / 60_000) }, report);
  if (Math.abs(skew) > CLOCK_OK_MS) return result('clock', 'warn', 'warn', { seconds }, report);
  return result('clock', 'pass', 'pass', { seconds }, report);
}

/** /version.json as the app's own version check asks it (spec section 7): a timestamp query, no cache. */
export async function versionCheck(env: DiagnoseEnv): Promise<CheckResult> {
  try {
    const { response } = await timedFetch(env, `${PATHS.version}?t=${env.now()}`, {
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    const body = (await response.json()) as { version?: unknown } | null;
    if (!response.ok || typeof body?.version !== 'string') throw new Error(`HTTP ${response.status}`);
    const server = body.version;
    const client = env.clientVersion;
    if (server === client) return result('version', 'pass', 'pass', { version: client }, client);
    return {
      ...result('version', 'warn', 'warn', { server, client }, `client ${client}, server ${server}`),
      reload: true,
    };
  } catch (error) {
    return result('version', 'fail', 'fail', {}, `unknown (${error instanceof Error ? error.message : 'error'})`);
  }
}

function writable(open: () => Storage): boolean {
  try {
    const storage = open();
    storage.setItem(PROBE_KEY, '1');
    const back = storage.getItem(PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return back === '1';
  } catch {
    return false;
  }
}

function cookiesWork(env: DiagnoseEnv): boolean {
  try {
    env.cookies.write(`${PROBE_KEY}=1; path=/; SameSite=Lax`);
    const found = env.cookies.read().split(/;\s*/).includes(`${PROBE_KEY}=1`);
    env.cookies.write(`${PROBE_KEY}=; path=/; max-age=0; SameSite=Lax`);
    return found;
  } catch {
    return false;
  }
}

export function storageCheck(env: DiagnoseEnv): CheckResult {
  const local = writable(env.localStorage);
  const session = writable(env.sessionStorage);
  const cookies = cookiesWork(env);
  const report = `local=${local ? 'ok' : 'blocked'} session=${session ? 'ok' : 'blocked'} cookies=${cookies ? 'ok' : 'blocked'}`;
  if (!local || !session) {
    const what = !local ? 'local' : 'session';
    return result('storage', 'fail', 'fail', { what }, report);
  }
  if (!cookies) return result('storage', 'warn', 'cookies', {}, report);
  return result('storage', 'pass', 'pass', {}, report);
}

export function pushCheck(env: DiagnoseEnv): CheckResult {
  if (env.telegram) return result('push', 'pass', 'telegram', {}, 'telegram bot');
  if (!env.notification.supported) return result('push', 'warn', 'unsupported', {}, 'unsupported');
  const { permission } = env.notification;
  if (permission === 'denied') return result('push', 'warn', 'denied', {}, 'denied');
  return result('push', 'pass', permission, {}, permission);
}

export function browserCheck(env: DiagnoseEnv): CheckResult {
  if (env.inAppBrowser)
    return result('browser', 'warn', 'warn', { app: env.inAppBrowser }, `in-app: ${env.inAppBrowser}`);
  return result('browser', 'pass', 'pass', {}, 'regular');
}

export function screenCheck(env: DiagnoseEnv): CheckResult {
  const { width, height, ratio, screenWidth, screenHeight } = env.screen;
  const values = { width, height, ratio: Math.round(ratio * 100) / 100, screenWidth, screenHeight };
  const report = `window ${width}x${height} @${values.ratio}x, screen ${screenWidth}x${screenHeight}`;
  if (width < NARROW_PX) return result('screen', 'warn', 'narrow', values, report);
  return result('screen', 'pass', 'pass', values, report);
}

/** The checks that read only the device: no waiting. */
export function deviceChecks(env: DiagnoseEnv): CheckResult[] {
  const browser = env.languages.join(', ') || '—';
  return [
    env.online ? result('network', 'pass', 'pass', {}, 'online') : result('network', 'fail', 'fail', {}, 'offline'),
    storageCheck(env),
    env.secure
      ? result('secure', 'pass', 'pass', {}, 'secure context')
      : result('secure', 'warn', 'warn', {}, 'not a secure context'),
    pushCheck(env),
    browserCheck(env),
    env.telegram
      ? result('telegram', 'pass', 'inside', {}, 'inside Telegram')
      : result('telegram', 'pass', 'outside', {}, 'browser'),
    result(
      'language',
      'pass',
      'pass',
      { language: LOCALE_NAMES[env.locale], browser },
      `${env.locale} (browser: ${browser})`,
    ),
    screenCheck(env),
    result('agent', 'pass', null, { text: env.userAgent }, env.userAgent),
  ];
}

/**
 * The checks that ask the server: reachability and the clock from one call, then the version (one
 * after the other, so the timing is the health call's own and not shared with another request).
 */
export async function serverChecks(env: DiagnoseEnv): Promise<CheckResult[]> {
  const probe = await probeServer(env);
  return [apiCheck(probe), clockCheck(probe), await versionCheck(env)];
}

/** Every check, in the page's order. */
export const inOrder = (results: CheckResult[]) =>
  [...results].sort((a, b) => CHECK_IDS.indexOf(a.id) - CHECK_IDS.indexOf(b.id));

/** The plain-text report support asks for: what ran, where, and each check's facts. */
export function reportText(
  results: CheckResult[],
  meta: { brand: string; at: Date; url: string; version: string },
): string {
  const label = (status: CheckStatus) => status.toUpperCase().padEnd(4);
  return [
    `${meta.brand} self-check`,
    `Time: ${meta.at.toISOString()}`,
    `Page: ${meta.url}`,
    `App version: ${meta.version}`,
    '',
    ...inOrder(results).map((r) => `${r.id.padEnd(9)} ${label(r.status)} ${r.report}`),
  ].join('\n');
}
