/**
 * Crash test of the money path: the server is killed with SIGKILL at random moments while 20
 * clients buy posts, then restarted, for CHAOS_CYCLES cycles (default 100). After each restart the
 * purchases that were in flight at the kill are sent again with their Idempotency-Key (they must
 * answer the first result or run once now). At the end the ledger invariants are checked, every
 * acknowledged purchase must be in the database with its entry, no purchase may exist twice, and
 * each fan's wallet must equal their funding minus what they bought.
 *   npm run bench:chaos                         (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   CHAOS_DRIVER=pglite npm run bench:chaos     (PGlite files in a temp dir)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { checkLedger, ledgerHolds } from '../apps/server/src/ledger/invariants.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { FAN_FUNDING_CENTS, purchaseAt, type LedgerSeed } from './lib/seed-ledger.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const CYCLES = Number(process.env.CHAOS_CYCLES ?? 100);
const CLIENTS = 20;
const driver = process.env.CHAOS_DRIVER === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-chaos-'));

const databaseUrl = driver === 'postgres' ? await createDatabase(adminUrl, 'fanlane_chaos') : undefined;

type Ready = { port: number; seed: LedgerSeed | null };
function boot(seed: boolean): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(new URL('./chaos-server.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      CHAOS_DATA_DIR: dataDir,
      ...(databaseUrl && { CHAOS_DATABASE_URL: databaseUrl }),
      ...(seed && { CHAOS_SEED: '1' }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code, signal) => reject(new Error(`chaos server exited before ready (${code ?? signal})`)));
  });
}

type Sent = { key: string; token: string; postId: string };
const acked = new Map<string, string>(); // key → transaction id
let inFlight = new Map<string, Sent>();
let resentOk = 0;
let rejected = 0;

async function send(
  port: number,
  s: Sent,
): Promise<{ status: number; body: { code: number; data: { transactionId?: string } | null } } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${PATHS.purchase}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}`, 'idempotency-key': s.key },
      body: JSON.stringify({ postId: s.postId }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; data: { transactionId?: string } | null },
    };
  } catch {
    return null; // the server died under this request
  }
}

function record(s: Sent, answer: Awaited<ReturnType<typeof send>>) {
  if (!answer) return;
  inFlight.delete(s.key);
  if (answer.status === 200 && answer.body.data?.transactionId) acked.set(s.key, answer.body.data.transactionId);
  else rejected++;
}

const first = await boot(true);
const seed = first.ready.seed!;
first.child.kill('SIGKILL');
await new Promise((r) => first.child.once('exit', r));

let next = 0;
const started = Date.now();
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const { child, ready } = await boot(false);
  // Whatever was in flight at the last kill goes again, with its key.
  const retry = [...inFlight.values()];
  for (const s of retry) {
    const answer = await send(ready.port, s);
    if (answer?.status === 200) resentOk++;
    record(s, answer);
  }
  inFlight = new Map([...inFlight].filter(([k]) => !acked.has(k)));
  let alive = true;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (alive) {
      const { token, postId } = purchaseAt(seed, next++);
      const s: Sent = { key: randomUUID(), token, postId };
      inFlight.set(s.key, s);
      record(s, await send(ready.port, s));
    }
  });
  await new Promise((r) => setTimeout(r, 200 + Math.random() * 1300));
  child.kill('SIGKILL');
  await exited;
  alive = false;
  await Promise.all(clients);
  if (cycle % 10 === 0)
    console.log(`cycle ${cycle}: ${acked.size} purchases acknowledged, ${inFlight.size} in flight at the last kill`);
}

// One more boot resolves the last in-flight purchases, then the books are checked with the server down.
const last = await boot(false);
for (const s of [...inFlight.values()]) record(s, await send(last.ready.port, s));
last.child.kill('SIGTERM');
await new Promise((r) => last.child.once('exit', r));

const handle = databaseUrl
  ? await openDatabase({ driver: 'postgres', url: databaseUrl })
  : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
const report = await checkLedger(handle.db);
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const stored = new Set((await q<{ entry_id: string }>(sql`select entry_id from purchases`)).map((r) => r.entry_id));
const lost = [...acked.values()].filter((id) => !stored.has(id));
const [dupes] = await q<{ n: number }>(
  sql`select count(*)::int as n from (select buyer_id, post_id from purchases where refunded_at is null group by 1, 2 having count(*) > 1) d`,
);
const [noEntitlement] = await q<{ n: number }>(sql`
  select count(*)::int as n from purchases p left join entitlements e on e.user_id = p.buyer_id and e.post_id = p.post_id where e.user_id is null`);
const wrongWallets = await q<{ key: string }>(sql`
  select a.key from ledger_accounts a
  left join (select buyer_id, sum(amount) as spent from purchases group by buyer_id) s on s.buyer_id = a.owner_id
  where a.kind = 'wallet' and a.owner_id in (select user_id from sessions where login_type = 'bench')
    and a.balance <> ${FAN_FUNDING_CENTS.toString()}::numeric - coalesce(s.spent, 0)`);
await handle.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${driver}: ${CYCLES} SIGKILL cycles in ${seconds} s, ${CLIENTS} clients buying`);
console.log(
  `acknowledged purchases: ${acked.size}; resent after a kill and answered: ${resentOk}; rejected: ${rejected}; journal entries: ${report.entries}`,
);
console.log(
  `acknowledged but lost: ${lost.length}; duplicate purchases: ${dupes?.n}; purchases without entitlement: ${noEntitlement?.n}; wallets off: ${wrongWallets.length}`,
);
console.log(
  `ledger: unbalanced entries ${report.unbalancedEntries.length}, drifted accounts ${report.driftedAccounts.length}, negative user accounts ${report.negativeUserAccounts.length}, totals ${JSON.stringify(report.totals)}`,
);
const ok =
  ledgerHolds(report) && lost.length === 0 && dupes?.n === 0 && noEntitlement?.n === 0 && wrongWallets.length === 0;
console.log(ok ? 'RESULT: every invariant held' : 'RESULT: VIOLATIONS FOUND');
if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
process.exit(ok ? 0 : 1);
