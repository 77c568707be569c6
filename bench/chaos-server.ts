/**
 * The server bench/chaos.ts kills: the real app on a database that outlives it (PGlite files
 * under CHAOS_DATA_DIR, or PostgreSQL at CHAOS_DATABASE_URL), with the job runner on. With
 * CHAOS_SEED set it seeds the ledger data first. Reports its port (and the seed) over IPC.
 */
import pino from 'pino';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedLedger } from './lib/seed-ledger.ts';

const config = parseConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: process.env.CHAOS_DATA_DIR,
  DATABASE_URL: process.env.CHAOS_DATABASE_URL ?? '',
  LOG_LEVEL: 'silent',
  DEMO_ACCOUNTS: 'false',
  JOBS_POLL_MS: '500',
});
const { deps } = await createDeps(config, pino({ level: 'silent' }));
const seed = process.env.CHAOS_SEED ? await seedLedger(deps) : null;
const app = await buildApp(deps);
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port, seed });
