import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { headlessShellPath } from './support/headless-shell.ts';
import { PHONE } from './support/phone.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = fileURLToPath(new URL('..', import.meta.url));
// One data directory per port, so two runs on different E2E_PORTs never wipe each other's.
const dataDir = fileURLToPath(new URL(`./.data/${PORT}`, import.meta.url));

export const BASE_URL = `http://localhost:${PORT}`;
/** The local EVM node the server watches for deposits (support/server-with-chain.ts). */
export const CHAIN_RPC_URL = `http://127.0.0.1:${PORT + 445}`;
export const CHAIN_CONFIRMATIONS = 2;
export const EARNINGS_HOLD_MS = 20_000;
/** The e2e server's Telegram bot (a made-up token): specs sign mini-app launch data with it. */
export const TELEGRAM_BOT_TOKEN = '123456:TEST-e2e-token';
/** The local Bot API the e2e server's bot calls (support/server-with-chain.ts); `GET /__calls` lists the calls. */
export const TELEGRAM_API_URL = `http://127.0.0.1:${PORT + 446}`;
/** What Telegram would send with each update to the bot's webhook. */
export const TELEGRAM_WEBHOOK_SECRET = 'e2e-telegram-webhook-secret';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// The tests run in Chromium's headless shell, as Playwright runs them by default: the same engine
// without the desktop browser around it, at 0.55 of the CPU of Debian's Chromium in its new headless
// mode (support/headless-shell.ts; docs/benchmarks.md, "Test suite"). E2E_HEADLESS_SHELL names
// another build. The web push tests need the full browser, whose notification permission the shell
// always denies: they run in CHROMIUM_PATH (Debian's).
const launchOptions = {
  executablePath: process.env.E2E_HEADLESS_SHELL || (await headlessShellPath()),
  args: chromiumArgs,
};
const fullBrowserLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Two spec files at a time (the tests of one file stay in order): each test waits on the server,
  // the chain and timers more than on the CPU, so two browsers finish the suite in about two
  // thirds of the time on the 2-core machines (docs/benchmarks.md, "Test suite"). Every test makes
  // its own accounts, so files never share state. E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Generous limits for a shared 2-core machine: with Chromium 156 a new browser context costs about
  // 2.7 s of CPU, two browsers keep both cores busy, and the whole suite ran 2.4 times slower than on
  // the day before (docs/benchmarks.md, "Test suite"). A limit only decides how long a failing test
  // takes to fail; what each test asserts is unchanged.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps a screenshot and the page's accessibility snapshot (error-context.md). Its
    // trace (actions and DOM snapshots) is kept with E2E_TRACE=1: recording one for every test cost
    // a fifth of the suite's CPU (docs/benchmarks.md, "Test suite"). No screencast either: filming
    // every test cost Chromium about a third of its CPU.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    screenshot: 'only-on-failure',
    // The app ends its animations at once for people who ask for less motion (apps/web/src/index.css):
    // Chromium paints fewer frames and Playwright finds elements settled sooner.
    reducedMotion: 'reduce',
    // A worker keeps one browser context for the tests that use the `page` fixture, and Playwright
    // empties it between them: cookies, cache, local storage and IndexedDB, service workers, extra
    // pages, routes and init scripts. With Chromium 156 a new context cost about 2.7 s of CPU. Tests
    // that need a browser of their own (two people, a phone, a permission) make it with
    // browser.newContext(); a permission granted on the shared one is taken back by the test.
    reuseContext: true,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: /(mobile|push)\.spec\.ts/,
    },
    {
      name: 'push',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: fullBrowserLaunchOptions,
      },
      testMatch: /push\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...PHONE, launchOptions },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // The bundled server (`npm run build`, as `npm start` runs it) on a fresh embedded database,
    // serving the built web app, and watching a local EVM node for deposits.
    command: `rm -rf "${dataDir}" && node --import tsx e2e/support/server-with-chain.ts`,
    cwd: root,
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      // Where this machine's name for itself points, as the browser and the checks resolve it.
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGN_IN_IP_PER_MINUTE: '1000',
      // Every browser of the suite signs up from one address: the hourly budgets per address must not bite.
      EMAIL_CODES_PER_IP_PER_HOUR: '100000',
      SMS_CODES_PER_IP_PER_HOUR: '100000',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      CHAIN_PORT: String(PORT + 445),
      EVM_CHAIN_ID: '1337',
      EVM_CONFIRMATIONS: String(CHAIN_CONFIRMATIONS),
      DEPOSIT_POLL_MS: '1000',
      // Creators' earnings are held about 20 s, not 7 days, so a payout can be tested (the release
      // sweep then runs every 2 s).
      EARNINGS_HOLD_DAYS: String(EARNINGS_HOLD_MS / 86_400_000),
      // A fixed seed, so the launcher can fund the hot wallet it derives (support/server-with-chain.ts).
      HD_MNEMONIC: 'test test test test test test test test test test test junk',
      TELEGRAM_BOT_TOKEN,
      TELEGRAM_API_PORT: String(PORT + 446),
      TELEGRAM_WEBHOOK_SECRET,
    },
  },
});
