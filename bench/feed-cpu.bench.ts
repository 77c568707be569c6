/**
 * CPU per built first /home page (issue 11, item 14): the server's own cost of a page the page
 * cache does not hold, measured in-process through `app.inject` (no HTTP socket), 50 fans at a
 * time, as the process's user + system CPU time over the pages built. On a shared machine this is
 * steadier than req/s, which moves with whatever else runs; it does not include the database's own
 * CPU (PostgreSQL's backends), only the round trips' cost on the server's side.
 *   npm run bench:feed-cpu                                    (PGlite)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:feed-cpu
 *   TIMELINE_CACHE_MS=0 ...   (nothing kept between builds: every page reads its timelines and flags)
 */
import pino from 'pino';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PATHS } from '@fanlane/contracts/api-paths';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedFeed } from './lib/seed-feed.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const PAGES = Number(process.env.BENCH_PAGES ?? 5_000);
const AT_ONCE = 50;

const adminUrl = process.env.BENCH_DATABASE_URL;
const databaseUrl = adminUrl ? await createDatabase(adminUrl, 'fanlane_bench') : '';
const config = parseConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanlane-bench-')),
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  JOBS_POLL_MS: '0',
  FEED_CACHE_MS: '0',
});
const { deps, handle } = await createDeps(config, pino({ level: 'silent' }));
try {
  const { tokens } = await seedFeed(deps);
  const app = await buildApp(deps);
  let next = 0;
  const page = async () => {
    const res = await app.inject({
      method: 'POST',
      url: PATHS.blogHomeV1,
      headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    if (res.statusCode !== 200) throw new Error(`home answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  };
  const build = async (count: number) => {
    for (let done = 0; done < count; done += AT_ONCE) await Promise.all(Array.from({ length: AT_ONCE }, page));
  };
  // Every fan once (as the feed bench does), then a warm-up round so the JIT settles.
  await build(tokens.length);
  await build(1_000);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await build(PAGES);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  const perPage = (used.user + used.system) / 1000 / PAGES;
  console.log(
    `\n${config.databaseUrl ? 'postgres' : 'pglite'}, TIMELINE_CACHE_MS=${config.timelineCacheMs}: ` +
      `${PAGES} pages, ${perPage.toFixed(3)} ms CPU per page (user ${(used.user / 1000 / PAGES).toFixed(3)}, ` +
      `system ${(used.system / 1000 / PAGES).toFixed(3)}), ${((PAGES / wall) * 1000).toFixed(0)} pages/s in-process`,
  );
  await app.close();
} finally {
  await handle.close();
  if (adminUrl) await dropDatabase(adminUrl, databaseUrl);
}
