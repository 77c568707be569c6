/**
 * Crash test of money crossing the chain: a local EVM node (ganache) outlives the server, which is
 * killed with SIGKILL at random moments while its recurring jobs credit deposits and sign, send and
 * settle withdrawals, then restarted, for CHAOS_CYCLES cycles (default 100). Each cycle this process
 * sends deposits to users' addresses on the chain and asks for withdrawals (through the real
 * use case, the code step skipped by approving in SQL) to fresh addresses. At the end, with no more
 * kills: every deposit sent is credited exactly once, every withdrawal went out exactly once (the
 * hot wallet's nonce equals the withdrawals signed, each recipient holds exactly what its one
 * withdrawal sent), and the ledger invariants hold.
 *   npm run bench:chain-chaos   (PostgreSQL at postgres://postgres@127.0.0.1:5432/test, or BENCH_DATABASE_URL)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Address } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { withdrawals, type UserRow } from '../apps/server/src/db/schema/index.ts';
import { createUser } from '../apps/server/src/modules/users/users-repo.ts';
import { requestWalletWithdrawal } from '../apps/server/src/modules/withdrawals/request-withdrawal.ts';
import { balancesOf } from '../apps/server/src/ledger/accounts.ts';
import { watchChain } from '../apps/server/src/modules/deposits/watch-chain.ts';
import { checkLedger, ledgerHolds } from '../apps/server/src/ledger/invariants.ts';
import { HOT_WALLET_ACCOUNT_INDEX } from '../apps/server/src/integrations/chains/evm-sender.ts';
import { startLocalChain } from '../apps/server/test/evm/local-chain.ts';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const CYCLES = Number(process.env.CHAOS_CYCLES ?? 100);
const USERS = 20;
const MNEMONIC = 'test test test test test test test test test test test junk';
const FINNEY = 10n ** 15n;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-chain-chaos-'));
const databaseUrl = await createDatabase(adminUrl, 'fanlane_chain_chaos');
const chain = await startLocalChain();
const env = {
  EVM_RPC_URL: chain.rpcUrl,
  EVM_CHAIN_ID: '1337',
  EVM_CONFIRMATIONS: '2',
  DEPOSIT_POLL_MS: '500',
  HD_MNEMONIC: MNEMONIC,
  JWT_SECRET: randomBytes(32).toString('hex'),
  WITHDRAW_REVIEW_ABOVE_USD: '1000000',
  WITHDRAW_DAILY_LIMIT_USD: '1000000',
};

// This process's own view of the same database, to make users and ask for withdrawals.
const config = parseConfig({
  ...env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  JOBS_POLL_MS: '0',
  DEMO_ACCOUNTS: 'false',
});
const { deps, handle } = await createDeps(config, pino({ level: 'silent' }), { version: 'bench' });
// The watcher's cursor starts at the head of its first pass: set it now, before any deposit is sent.
await watchChain(deps, deps.chains[0]!, { log: { error: () => undefined, warn: () => undefined } });
const hot = mnemonicToAccount(MNEMONIC, { accountIndex: HOT_WALLET_ACCOUNT_INDEX }).address;
await chain.sendEth(hot, 500n * 10n ** 18n);
const users: UserRow[] = [];
for (let i = 0; i < USERS; i++)
  users.push(await createUser(deps.db, deps.addresses, { email: `chaos-${i}-${randomUUID()}@example.com` }));

function boot(): Promise<{ child: ChildProcess }> {
  const child = fork(new URL('./chaos-server.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, CHAOS_DATA_DIR: dataDir, CHAOS_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ child }));
    child.once('exit', (code, signal) => reject(new Error(`server exited before ready (${code ?? signal})`)));
  });
}

const depositsSent = new Set<string>();
const asked = new Map<string, Address>(); // withdrawal id → its recipient

/** Withdrawals for users whose credited ETH covers one, each to a fresh address. */
async function askWithdrawals() {
  for (const user of users) {
    const eth = (await balancesOf(deps.db, user.id)).get(`wallet:ETH:${user.id}`) ?? 0n;
    if (eth < 6n * FINNEY || Math.random() < 0.5) continue;
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const w = await requestWalletWithdrawal(
      deps,
      { user, sessionId: 'chaos' },
      { userId: user.id, key: randomUUID() },
      { currency: 'ETH', address: to, amount: (6n * FINNEY).toString() },
      console,
    );
    await deps.db.update(withdrawals).set({ status: 'approved', codeHash: null }).where(eq(withdrawals.id, w.id));
    asked.set(w.id, to);
  }
}

const started = Date.now();
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const { child } = await boot();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (let i = 0; i < 3; i++) {
    const user = users[Math.floor(Math.random() * USERS)]!;
    const receipt = await chain.sendEth(user.address as Address, 20n * FINNEY);
    depositsSent.add(receipt.transactionHash);
  }
  await askWithdrawals();
  await chain.mine(1);
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 1500));
  child.kill('SIGKILL');
  await exited;
  if (cycle % 10 === 0)
    console.log(`cycle ${cycle}: ${depositsSent.size} deposits sent, ${asked.size} withdrawals asked`);
}

// No more kills: mine until every deposit is credited and every withdrawal settled.
const { child: last } = await boot();
const deadline = Date.now() + 120_000;
for (;;) {
  await chain.mine(1);
  await new Promise((r) => setTimeout(r, 700));
  const [open] = await queryRows<{ deposits: number; withdrawals: number }>(
    handle.db,
    sql`select (select count(*)::int from crypto_deposits where status = 'pending') as deposits,
               (select count(*)::int from withdrawals where status in ('approved', 'broadcast')) as withdrawals`,
  );
  const [seen] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from crypto_deposits`);
  if ((open!.deposits === 0 && open!.withdrawals === 0 && seen!.n >= depositsSent.size) || Date.now() > deadline) break;
}
last.kill('SIGTERM');
await new Promise((r) => last.once('exit', r));

const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const deposits = await q<{ tx_hash: string; status: string; entries: number }>(sql`
  select d.tx_hash, d.status, (select count(*)::int from journal_entries e where e.ref_type = 'crypto_deposit' and e.ref_id = d.id::text) as entries
  from crypto_deposits d`);
const missing = [...depositsSent].filter((h) => !deposits.some((d) => d.tx_hash === h));
const notOnce = deposits.filter((d) => d.entries !== (d.status === 'credited' ? 1 : 0) || d.status !== 'credited');
const rows = await deps.db.select().from(withdrawals);
const signed = rows.filter((w) => w.txHash !== null);
const nonce = await chain.publicClient.getTransactionCount({ address: hot });
const wrongRecipients = [];
for (const w of rows) {
  const onChain = await chain.balance(asked.get(w.id)!);
  const expected = w.status === 'confirmed' ? w.sendAmount : 0n;
  if (onChain !== expected) wrongRecipients.push(w.id);
}
const report = await checkLedger(handle.db);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nPostgreSQL: ${CYCLES} SIGKILL cycles in ${seconds} s while deposits were credited and withdrawals sent`);
console.log(
  `deposits sent ${depositsSent.size}, recorded ${deposits.length}, missing ${missing.length}, not credited exactly once ${notOnce.length}`,
);
console.log(
  `withdrawals asked ${asked.size}, confirmed ${rows.filter((w) => w.status === 'confirmed').length}, signed ${signed.length}, ` +
    `hot-wallet transactions ${nonce}, recipients off ${wrongRecipients.length}`,
);
console.log(
  `ledger: unbalanced entries ${report.unbalancedEntries.length}, drifted accounts ${report.driftedAccounts.length}, negative user accounts ${report.negativeUserAccounts.length}, totals ${JSON.stringify(report.totals)}`,
);
const ok =
  ledgerHolds(report) &&
  missing.length === 0 &&
  notOnce.length === 0 &&
  nonce === signed.length &&
  wrongRecipients.length === 0 &&
  rows.every((w) => w.status === 'confirmed');
console.log(ok ? 'RESULT: every invariant held' : 'RESULT: VIOLATIONS FOUND');
deps.mailer.close();
await handle.close();
await chain.close();
await dropDatabase(adminUrl, databaseUrl);
process.exit(ok ? 0 : 1);
