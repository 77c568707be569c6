/**
 * Builds the real app for tests: PGlite in memory by default, or a fresh PostgreSQL database per
 * file when TEST_DATABASE_URL is set; mail goes through a real SMTP server started here.
 */
import pg from 'pg';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateMnemonic, english } from 'viem/accounts';
import pino from 'pino';
import { productPaths } from '@fanlane/contracts/api-paths';
import { parseConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/deps.ts';
import { createMailer } from '../src/integrations/mail/mailer.ts';
import { createTokenService } from '../src/modules/auth/tokens.ts';
import { createSessionCache } from '../src/modules/auth/session-cache.ts';
import { createFeedCache } from '../src/modules/discover/feed-cache.ts';
import { createAddressDeriver } from '../src/lib/hd-addresses.ts';
import { createAuthorCache, createPostMediaCache, createProfileCache } from '../src/lib/ttl-cache.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { createLocalBlobStore } from '../src/media/blob-store.ts';
import { createMediaSigner } from '../src/media/signed-urls.ts';
import { createMoneyDeps } from '../src/ledger/money-deps.ts';
import type { PaymentsOptions } from '../src/integrations/payments/payments.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { openMigratedPglite } from './pglite-snapshot.ts';

export const TEST_DRIVER = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { handle: await openMigratedPglite(), drop: () => Promise.resolve() };
  const name = `fanlane_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    handle,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `payments` points Stripe at a local server; the sandbox's webhooks always go through `app.inject` (no listening server). */
export async function createTestApp(env: Record<string, string> = {}, options: { payments?: PaymentsOptions } = {}) {
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
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  await handle.migrate();
  const logger = pino({ level: 'silent' });
  const mnemonic = config.hdMnemonic ?? '';
  const deps: AppDeps = {
    config,
    db: handle.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    tokens: createTokenService(config.jwtSecret ?? ''),
    addresses: createAddressDeriver(mnemonic),
    media: createLocalMediaStore(path.join(dataDir, 'media')),
    blobs: createLocalBlobStore(path.join(dataDir, 'blobs')),
    mediaSigner: createMediaSigner(config.jwtSecret ?? ''),
    profileCache: createProfileCache(),
    authorCache: createAuthorCache(),
    postMediaCache: createPostMediaCache(),
    sessionCache: createSessionCache({ ttlMs: config.sessionCacheMs }),
    feedCache: createFeedCache({ ttlMs: config.feedCacheMs }),
    version: 'test-version',
    ...(await createMoneyDeps(config, handle.db, {
      webhookTransport: async ({ url, headers, body }) => {
        const { pathname, search } = new URL(url);
        return {
          status: (await app.inject({ method: 'POST', url: pathname + search, headers, payload: body })).statusCode,
        };
      },
      ...options.payments,
    })),
  };
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
  const res = await t.post<{ token: string; refreshToken: string; info: { address: string } }>(
    t.paths.registerPassword,
    {
      email,
      password,
      code: t.lastCode(email),
    },
  );
  if (!res.body.success) throw new Error(`sign-up failed: ${res.body.msg}`);
  return { email, password, ...res.body.data, auth: { authorization: `Bearer ${res.body.data.token}` } };
}
