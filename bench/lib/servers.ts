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
import { createDatabase, dropDatabase } from './databases.ts';

export type ServersReady<T> = { app: number; bare: number; driver: string; seeded: T };

export async function startBenchServers<T>(seed: (deps: AppDeps) => Promise<T>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-bench-'));
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL
      ? await createDatabase(process.env.BENCH_DATABASE_URL, 'fanlane_bench')
      : '',
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
  const ready: ServersReady<T> = {
    app: portOf(app.server),
    bare: portOf(bare.server),
    driver: config.databaseUrl ? 'postgres' : 'pglite',
    seeded,
  };
  process.send?.(ready);

  // Exit cleanly on a signal so profilers (--cpu-prof) get to write their output.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all([app.close(), bare.close()])
        .then(() => handle.close())
        .then(() =>
          config.databaseUrl && process.env.BENCH_DATABASE_URL
            ? dropDatabase(process.env.BENCH_DATABASE_URL, config.databaseUrl)
            : undefined,
        )
        .finally(() => process.exit(0));
    });
  }
}
