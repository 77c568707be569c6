/**
 * The home feed (/blog/v1/home, first page of 20) for 1,000 different signed-in fans, next to a
 * bare Fastify hello in the same run, after every fan has called once (steady state). Figures are
 * printed, never asserted.
 *   npm run bench:feed            (PGlite)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:feed
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import autocannon from 'autocannon';
import { CONNECTIONS, forkServers, measure, report } from './lib/measure.ts';

const { ready, stop } = await forkServers<{ tokens: string[] }>(new URL('./feed-servers.ts', import.meta.url));
const { tokens } = ready.seeded;
let next = 0;
try {
  const bare = await measure('bare Fastify GET /hello', { url: `http://127.0.0.1:${ready.bare}/hello` });
  const path = process.env.BENCH_PATH ?? PATHS.blogHomeV1;
  const opts: autocannon.Options = {
    url: `http://127.0.0.1:${ready.app}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en' },
    body: '{}',
    requests: [
      {
        // Each request is a different fan, round robin over the signed-in ones.
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  };
  // Steady state: every fan has opened the app once before the measured run (as on a live server;
  // FEED_CACHE_MS=0 measures every call reading the database).
  await autocannon({ ...opts, amount: tokens.length, connections: CONNECTIONS });
  const feed = await measure(`POST ${path} (${ready.driver})`, opts);
  report(bare, feed);
} finally {
  await stop();
}
