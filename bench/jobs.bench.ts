/**
 * The durable job runner under a fan-out (docs/decisions.md, "Job runner"): 10,000 jobs enqueued
 * at once (as a mass message or a new-post notification to every follower would), then drained
 * by one instance on PGlite and by two instances sharing PostgreSQL. Each job does one small
 * write, as a notification would. Prints enqueue and drain rates and checks that every job ran
 * exactly once; asserts no timing.
 *   npm run bench:jobs       (PostgreSQL at postgres://postgres@127.0.0.1:5432/test, or BENCH_DATABASE_URL)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { enqueueJobs, runDueJobs, type JobHandlers } from '../apps/server/src/jobs/jobs.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const BATCH = 100;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const handlers = (handle: DatabaseHandle): JobHandlers => ({
  'bench.notify': async (job) => {
    await handle.db.execute(sql`insert into bench_effects (job_id) values (${job.id})`);
  },
});

/** Drains the table with one runner per handle, each claiming BATCH at a time, until none is left. */
async function drain(handles: DatabaseHandle[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    handles.map(async (handle) => {
      while ((await runDueJobs(handle.db, handlers(handle), undefined, BATCH)) > 0);
    }),
  );
  return performance.now() - started;
}

async function run(title: string, instances: DatabaseHandle[]) {
  const [first] = instances;
  await first!.db.execute(sql`create table bench_effects (job_id bigint not null)`);
  const payloads = Array.from({ length: JOBS }, (_, i) => ({ followerId: i }));
  const enqueueStarted = performance.now();
  await first!.db.transaction((tx) => enqueueJobs(tx, 'bench.notify', payloads));
  const enqueueMs = performance.now() - enqueueStarted;
  const drainMs = await drain(instances);
  const [check] = await queryRows<{ ran: number; distinct: number; done: number }>(
    first!.db,
    sql`select (select count(*)::int from bench_effects) as ran,
               (select count(distinct job_id)::int from bench_effects) as distinct,
               (select count(*)::int from jobs where status = 'done') as done`,
  );
  console.log(
    `${title}: enqueue ${JOBS} in ${enqueueMs.toFixed(0)} ms (${((JOBS / enqueueMs) * 1000).toFixed(0)}/s); ` +
      `drained in ${drainMs.toFixed(0)} ms (${((JOBS / drainMs) * 1000).toFixed(0)} jobs/s); ` +
      `ran ${check!.ran}, distinct ${check!.distinct}, done ${check!.done}`,
  );
}

const pglite = await openDatabase({ driver: 'pglite' });
await pglite.migrate();
await run('PGlite, 1 instance', [pglite]);
await pglite.close();

const url = await createDatabase(pgUrl, 'fanlane_bench_jobs');
try {
  const a = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  await a.migrate();
  const b = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  await run('PostgreSQL, 2 instances', [a, b]);
  await a.close();
  await b.close();
} finally {
  await dropDatabase(pgUrl, url);
}
