/**
 * Builds the real app for tests: PGlite in memory by default, or a fresh PostgreSQL database per
 * file when TEST_DATABASE_URL is set; mail goes through a real SMTP server started here.
 */
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateMnemonic, english } from 'viem/accounts';
import pino from 'pino';
import { productPaths } from '@fanlane/contracts/api-paths';
import { parseConfig, type Config } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { createDeps } from '../src/create-deps.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { PaymentsOptions } from '../src/integrations/payments/payments.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { openSameDatabase, openTestDatabase } from './test-databases.ts';

export const TEST_DRIVER = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `payments` points Stripe at a local server; the sandbox's webhooks always go through `app.inject` (no listening server). */
export type TestAppOptions = {
  payments?: PaymentsOptions;
  /** A second server instance on the first one's PostgreSQL database (its own pool, caches and events). */
  sameDatabaseAs?: { handle: DatabaseHandle };
};

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-test-'));
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    HD_MNEMONIC: generateMnemonic(english),
    JOBS_POLL_MS: '0',
    // Tests change users rows straight in the database; session-cache.test.ts turns it on.
    SESSION_CACHE_MS: '0',
    // The concurrency tests send hundreds of purchases for one fan at once; money-rate-limit.test.ts keeps the limit.
    MONEY_RATE_LIMIT_PER_MINUTE: '100000',
    // Chat tests send hundreds of messages from one user; chat.test.ts keeps the limit.
    CHAT_SEND_PER_MINUTE: '100000',
    // Test files sign in far more than a person would from 127.0.0.1; brute-force.test.ts keeps the budget.
    SIGN_IN_IP_PER_MINUTE: '100000',
    // Likewise texted codes; phone.test.ts keeps a small budget where it tests it.
    SMS_CODES_PER_IP_PER_HOUR: '100000',
    // And mailed codes; rate-limit.test.ts keeps a small budget where it tests it.
    EMAIL_CODES_PER_IP_PER_HOUR: '100000',
    ...env,
  });
  const { handle, drop } = options.sameDatabaseAs
    ? { handle: await openSameDatabase(options.sameDatabaseAs.handle), drop: () => Promise.resolve() }
    : await openTestDatabase();
  const { deps } = await createDeps(config, pino({ level: 'silent' }), {
    handle,
    version: 'test-version',
    payments: {
      webhookTransport: async ({ url, headers, body }) => {
        const { pathname, search } = new URL(url);
        return {
          status: (await app.inject({ method: 'POST', url: pathname + search, headers, payload: body })).statusCode,
        };
      },
      ...options.payments,
    },
  });
  const mnemonic = config.hdMnemonic ?? '';
  const app: FastifyInstance = await buildApp(deps);
  await app.ready();
  const paths = productPaths(config.productPrefix);

  /** POST JSON and return status plus the parsed envelope. */
  async function post<T = unknown>(url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.inject({ method: 'POST', url, payload: body as InjectOptions['payload'], headers });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.json<{ success: boolean; code: number; msg: string; data: T }>(),
    };
  }

  /** The 6-digit code of the newest mail sent to `email`. */
  function lastCode(email: string): string {
    const mail = smtp.lastTo(email);
    const code = mail && /verification code is (\d{6})/.exec(mail)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  return {
    app,
    deps,
    handle,
    config,
    paths,
    smtp,
    mnemonic,
    post,
    lastCode,
    async close() {
      await app.close();
      deps.mailer.close();
      await handle.close();
      await drop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up a fresh user through the real calls and returns the login result. */
export async function signUp(
  t: TestApp,
  email = `fan-${randomBytes(4).toString('hex')}@example.com`,
  password = 'correct-horse-1',
) {
  await t.post(t.paths.verificationCode, { email, scene: 'register' });
  const res = await t.post<{
    token: string;
    refreshToken: string;
    info: { address: string; displayName: string | null };
  }>(t.paths.registerPassword, {
    email,
    password,
    code: t.lastCode(email),
  });
  if (!res.body.success) throw new Error(`sign-up failed: ${res.body.msg}`);
  return { email, password, ...res.body.data, auth: { authorization: `Bearer ${res.body.data.token}` } };
}
