/**
 * Purchases per second: POST /post/v1/purchase by 1,000 funded fans (each request a new fan/post
 * pair and a new Idempotency-Key) on PGlite, then on PostgreSQL, then pgbench's tpcb-like script
 * with the same number of clients on the same PostgreSQL at scale 1 and at a scale of the number
 * of clients, all in one run. Figures are printed,
 * never asserted (docs/benchmarks.md).
 *   npm run bench:ledger                                   (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:ledger
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { PATHS } from '@fanlane/contracts/api-paths';
import { CONNECTIONS, DURATION, forkServers, measure, type Measured } from './lib/measure.ts';
import { purchaseAt, type LedgerSeed } from './lib/seed-ledger.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function purchases(driverEnv: NodeJS.ProcessEnv): Promise<Measured> {
  const { ready, stop } = await forkServers<LedgerSeed>(new URL('./ledger-servers.ts', import.meta.url), driverEnv);
  let next = 0;
  try {
    return await measure(`POST ${PATHS.purchase} (${ready.driver})`, {
      url: `http://127.0.0.1:${ready.app}${PATHS.purchase}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'en' },
      requests: [
        {
          setupRequest: (req) => {
            const { token, postId } = purchaseAt(ready.seeded, next++);
            return {
              ...req,
              headers: { ...req.headers, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
              body: JSON.stringify({ postId }),
            };
          },
        },
      ],
    });
  } finally {
    await stop();
  }
}

/**
 * pgbench tpcb-like (its default script) in a fresh database on the same server. At scale 1 every
 * client updates the one branch row, so the clients queue on its lock; pgbench's documentation
 * asks for a scale of at least the number of clients, which is the fair reference. Both are run.
 */
async function pgbench(scale: number): Promise<Measured> {
  const url = await createDatabase(pgUrl, 'fanlane_pgbench');
  try {
    execFileSync('pgbench', ['-i', '-s', String(scale), '-q', url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION), url], {
      encoding: 'utf8',
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const avg = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    return { title: `pgbench tpcb-like, scale ${scale} (${CONNECTIONS} clients)`, rps: tps, p50: avg, p99: NaN };
  } finally {
    await dropDatabase(pgUrl, url);
  }
}

// Each of the 1,000 fans buys more than a post a second here, far past the per-user limit on money
// calls; the limiter still runs on every request, with a ceiling the load cannot reach.
const limiterOpen = { MONEY_RATE_LIMIT_PER_MINUTE: '1000000' };
const onPglite = await purchases({ ...process.env, ...limiterOpen, BENCH_DATABASE_URL: '' });
const onPostgres = await purchases({ ...process.env, ...limiterOpen, BENCH_DATABASE_URL: pgUrl });
const queued = await pgbench(1);
const reference = await pgbench(Math.max(CONNECTIONS, 1));

console.log(`\n${CONNECTIONS} clients, ${DURATION}s each\n`);
for (const r of [onPglite, onPostgres]) {
  console.log(`${r.title.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} purchases/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
}
for (const r of [queued, reference]) {
  console.log(`${r.title.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} tps           latency average ${r.p50} ms`);
}
const ratio = (a: Measured, b: Measured) => (a.rps / b.rps).toFixed(2);
console.log(
  `\nPostgreSQL purchases / pgbench at scale ${CONNECTIONS} (fair): ${ratio(onPostgres, reference)} (target ≥ 0.8)`,
);
console.log(`PostgreSQL purchases / pgbench at scale 1 (queued):  ${ratio(onPostgres, queued)}`);
console.log(`PGlite purchases / pgbench at scale ${CONNECTIONS}:             ${ratio(onPglite, reference)}`);
