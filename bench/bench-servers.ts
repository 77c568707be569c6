/**
 * The two servers the profile benchmark compares, in one child process so both get the same
 * conditions: the real app (embedded PGlite, a demo creator) and a bare Fastify hello route.
 */
import Fastify from 'fastify';
import pino from 'pino';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { ensureDemoAccounts } from '../apps/server/src/lib/demo-accounts.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-bench-'));
const config = parseConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' });
const logger = pino({ level: 'silent' });
const { deps } = await createDeps(config, logger);
await ensureDemoAccounts(deps);
const app = await buildApp(deps);
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.get('/hello', () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (s: typeof bare.server) => (s.address() as { port: number }).port;
process.send?.({ app: portOf(app.server), bare: portOf(bare.server), driver: config.databaseUrl ? 'postgres' : 'pglite' });

// Exit cleanly on a signal so profilers (--cpu-prof) get to write their output.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), bare.close()]).finally(() => process.exit(0));
  });
}
