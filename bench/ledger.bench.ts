/**
 * Purchases per second: POST /post/v1/purchase by 1,000 funded fans (each request a new fan/post
 * pair and a new Idempotency-Key) on PGlite, then on PostgreSQL, then pgbench's tpcb-like script
 * with the same number of clients on the same PostgreSQL, all in one run. Figures are printed,
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

/** pgbench tpcb-like (its default script) at scale 1 in a fresh database on the same server. */
async function pgbench(): Promise<Measured> {
  const url = await createDatabase(pgUrl, 'fanlane_pgbench');
  try {
    execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION), url], {
      encoding: 'utf8',
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const avg = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    return { title: `pgbench tpcb-like (${CONNECTIONS} clients)`, rps: tps, p50: avg, p99: NaN };
  } finally {
    await dropDatabase(pgUrl, url);
  }
}

// Each of the 1,000 fans buys more than a post a second here, far past the per-user limit on money
// calls; the limiter still runs on every request, with a ceiling the load cannot reach.
const limiterOpen = { MONEY_RATE_LIMIT_PER_MINUTE: '1000000' };
const onPglite = await purchases({ ...process.env, ...limiterOpen, BENCH_DATABASE_URL: '' });
const onPostgres = await purchases({ ...process.env, ...limiterOpen, BENCH_DATABASE_URL: pgUrl });
const reference = await pgbench();

console.log(`\n${CONNECTIONS} clients, ${DURATION}s each\n`);
for (const r of [onPglite, onPostgres]) {
  console.log(`${r.title.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} purchases/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
}
console.log(
  `${reference.title.padEnd(44)} ${reference.rps.toFixed(0).padStart(7)} tps           latency average ${reference.p50} ms`,
);
console.log(`\nPostgreSQL purchases / pgbench tps: ${(onPostgres.rps / reference.rps).toFixed(2)} (target ≥ 0.5)`);
console.log(`PGlite purchases / pgbench tps:     ${(onPglite.rps / reference.rps).toFixed(2)}`);
