/**
 * The two servers a benchmark compares, in one child process so both get the same conditions:
 * the real app (PGlite, or PostgreSQL with BENCH_DATABASE_URL) and a bare Fastify hello route.
 * `seed` fills the app's database and returns whatever the load generator needs (tokens, ids).
 */
import Fastify from 'fastify';
import pino from 'pino';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseConfig } from '../../apps/server/src/config.ts';
import { createDeps } from '../../apps/server/src/create-deps.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import type { AppDeps } from '../../apps/server/src/deps.ts';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

async function dropDatabase(url: string | undefined) {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!url || !admin) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await client.end();
}

/** A fresh database on the given server for each run, so seeds never pile up. */
async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `fanlane_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type ServersReady<T> = { app: number; bare: number; driver: string; seeded: T };

export async function startBenchServers<T>(seed: (deps: AppDeps) => Promise<T>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-bench-'));
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ? await freshDatabase(process.env.BENCH_DATABASE_URL) : '',
    JOBS_POLL_MS: '0',
  });
  const { deps, handle } = await createDeps(config, pino({ level: 'silent' }));
  const seeded = await seed(deps);
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify();
  bare.get('/hello', () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const portOf = (s: typeof bare.server) => (s.address() as { port: number }).port;
  const ready: ServersReady<T> = { app: portOf(app.server), bare: portOf(bare.server), driver: config.databaseUrl ? 'postgres' : 'pglite', seeded };
  process.send?.(ready);

  // Exit cleanly on a signal so profilers (--cpu-prof) get to write their output.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all([app.close(), bare.close()])
        .then(() => handle.close())
        .then(() => dropDatabase(config.databaseUrl))
        .finally(() => process.exit(0));
    });
  }
}
