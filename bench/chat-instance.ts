/**
 * One more app instance for chat.bench.ts with BENCH_INSTANCES > 1, in a process of its own (its
 * own core, as behind a load balancer): on the database and Redis of the first instance, with its
 * data directory (the same secrets), seeding nothing. Tells its parent its port.
 */
import pino from 'pino';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { buildApp } from '../apps/server/src/app.ts';

const config = parseConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  JOBS_POLL_MS: '200',
  CHAT_SEND_PER_MINUTE: '100000',
  DEMO_ACCOUNTS: 'false',
});
const { deps, handle } = await createDeps(config, pino({ level: 'silent' }));
const app = await buildApp(deps);
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}
