/**
 * The deposit watcher under load (docs/benchmarks.md, "Crypto deposits"): 1,000 users each send ETH
 * to their deposit address on a local EVM node (ganache; one transaction per block, so the range is
 * 1,000 blocks), then the watcher reads the range and credits every deposit after its
 * confirmations. Prints how long reading and crediting took on PGlite and on PostgreSQL, and
 * checks that each deposit was credited exactly once and the books balance; asserts no timing.
 *   npm run bench:deposits   (PostgreSQL at postgres://postgres@127.0.0.1:5432/test, or BENCH_DATABASE_URL)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Address } from 'viem';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createUser } from '../apps/server/src/modules/users/users-repo.ts';
import { watchChain } from '../apps/server/src/modules/deposits/watch-chain.ts';
import { checkLedger, ledgerHolds } from '../apps/server/src/ledger/invariants.ts';
import { startLocalChain } from '../apps/server/test/evm/local-chain.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 1000);
const CONFIRMATIONS = 2;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = { error: (o: object, m: string) => console.error(m, o), warn: () => undefined };

async function run(title: string, handle: DatabaseHandle) {
  const chain = await startLocalChain();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-bench-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    HD_MNEMONIC: 'test test test test test test test test test test test junk',
    JOBS_POLL_MS: '0',
    EVM_RPC_URL: chain.rpcUrl,
    EVM_CONFIRMATIONS: String(CONFIRMATIONS),
  });
  const { deps } = await createDeps(config, pino({ level: 'silent' }), { handle, version: 'bench' });
  const source = deps.chains[0]!;
  await watchChain(deps, source, { log }); // the cursor starts at the head

  const users = [];
  for (let i = 0; i < DEPOSITS; i++) users.push(await createUser(deps.db, deps.addresses, { email: null }));
  const sendStarted = performance.now();
  for (const [i, user] of users.entries()) await chain.sendEth(user.address as Address, 10n ** 16n + BigInt(i));
  await chain.mine(CONFIRMATIONS);
  const sendMs = performance.now() - sendStarted;

  const started = performance.now();
  let passes = 0;
  let credited = 0;
  for (;;) {
    const result = await watchChain(deps, source, { log });
    passes++;
    credited += result.credited;
    if (result.scannedTo === null && result.rewoundTo === null) break;
  }
  const ms = performance.now() - started;
  const again = await watchChain(deps, source, { log });
  const [check] = await queryRows<{ deposits: number; credited: number; entries: number }>(
    deps.db,
    sql`select (select count(*)::int from crypto_deposits) as deposits,
               (select count(*)::int from crypto_deposits where status = 'credited') as credited,
               (select count(*)::int from journal_entries where ref_type = 'crypto_deposit') as entries`,
  );
  const books = ledgerHolds(await checkLedger(deps.db));
  console.log(
    `${title}: ${DEPOSITS} deposits in ${DEPOSITS + CONFIRMATIONS} blocks (sent in ${(sendMs / 1000).toFixed(1)} s); ` +
      `read and credited in ${ms.toFixed(0)} ms over ${passes} passes (${((DEPOSITS / ms) * 1000).toFixed(0)} deposits/s); ` +
      `credited ${credited}, rows ${check!.deposits}, credited rows ${check!.credited}, ledger entries ${check!.entries}, ` +
      `a further pass credited ${again.credited}, books balance: ${books}`,
  );
  await chain.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const pglite = await openDatabase({ driver: 'pglite' });
await run('PGlite', pglite);
await pglite.close();

const url = await createDatabase(pgUrl, 'fanlane_bench_deposits');
const pg = await openDatabase({ driver: 'postgres', url, poolSize: 10 });
try {
  await run('PostgreSQL', pg);
} finally {
  await pg.close();
  await dropDatabase(pgUrl, url);
}
