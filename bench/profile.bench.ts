/**
 * Public profile call vs a bare Fastify hello route, measured in the same run with autocannon.
 * Prints req/s, p99 latency and the ratio. Figures are printed, never asserted.
 *   npm run bench            (PGlite)
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 */
import { forkServers, measure, report } from './lib/measure.ts';

const { ready, stop } = await forkServers(new URL('./bench-servers.ts', import.meta.url));
try {
  const bare = await measure('bare Fastify GET /hello', { url: `http://127.0.0.1:${ready.bare}/hello` });
  const profile = await measure(`POST /actor/v1/home/profile (${ready.driver})`, {
    url: `http://127.0.0.1:${ready.app}/actor/v1/home/profile`,
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en' },
    body: JSON.stringify({ addressOrDomain: 'democreator' }),
  });
  report(bare, profile);
} finally {
  await stop();
}
