/**
 * One post's notifications to 10,000 followers (docs/notifications.md, "Fan-out"): from the
 * committed `post.published` event, through the relay, the notify job and the fan-out job, until
 * every follower's row is stored. On PGlite, then on PostgreSQL. Prints the time and checks that
 * every follower has exactly one row; asserts no timing.
 *   npm run bench:notifications   (PostgreSQL at postgres://postgres@127.0.0.1:5432/test, or BENCH_DATABASE_URL)
 */
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { jobHandlers } from '../apps/server/src/job-handlers.ts';
import { runDueJobs } from '../apps/server/src/jobs/jobs.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function run(title: string, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-bench-notifications-'));
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    JOBS_POLL_MS: '0',
  });
  const log = pino({ level: 'silent' });
  const { deps, handle } = await createDeps(config, log, { version: 'bench' });
  try {
    const [creator] = await queryRows<{ id: string }>(
      deps.db,
      sql`insert into users (address, address_index, creator_domain, display_name)
        values ('0xbench' || md5(random()::text), nextval('user_address_index_seq'), 'bench' || floor(random() * 1e9)::text, 'Bench')
        returning id`,
    );
    await deps.db.execute(sql`with made as (
        insert into users (address, address_index)
        select '0x' || md5(random()::text || g::text), nextval('user_address_index_seq') from generate_series(1, ${FOLLOWERS}) g
        returning id
      ) insert into follows (follower_id, creator_id) select id, ${creator!.id}::uuid from made`);

    const handlers = jobHandlers(deps, log);
    const started = performance.now();
    await deps.events.transaction(async (tx, emit) => {
      const [post] = await queryRows<{ id: string }>(
        tx,
        sql`insert into posts (creator_id, text, visibility, status) values (${creator!.id}, 'Hello, everyone', 'public', 'published') returning id`,
      );
      emit({ type: 'post.published', data: { postId: post!.id, creatorId: creator!.id } });
    });
    for (;;) {
      const relayed = await deps.events.relay();
      const ran = await runDueJobs(deps.db, handlers);
      if (relayed === 0 && ran === 0) break;
    }
    const ms = performance.now() - started;
    const [check] = await queryRows<{ rows: number; users: number; written: number }>(
      deps.db,
      sql`select (select count(*)::int from notifications where kind = 'post.new') as rows,
        (select count(distinct user_id)::int from notifications where kind = 'post.new') as users,
        (select written from notification_fanouts limit 1) as written`,
    );
    console.log(
      `${title}: ${FOLLOWERS} followers notified in ${ms.toFixed(0)} ms ` +
        `(${((FOLLOWERS / ms) * 1000).toFixed(0)} rows/s, event to last row); ` +
        `rows ${check!.rows}, distinct users ${check!.users}, fan-out counted ${check!.written}`,
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', '');
const url = await createDatabase(pgUrl, 'fanlane_bench_notifications');
try {
  await run('PostgreSQL', url);
} finally {
  await dropDatabase(pgUrl, url);
}
