/**
 * How long `npm start`'s server takes from process start to its first 200 on /healthz: the bundled
 * build (node apps/server/dist/main.js, what production runs) next to the development start
 * through tsx, each on a fresh data directory (the migrations, and in development the demo
 * content, run) and on a restart over the same directory (what a deploy or a crash restart does).
 *
 *   npm run bench:startup            (builds the server bundle first)
 *   RUNS=5 npm run bench:startup
 *   BENCH_DATABASE_URL=postgres://…/postgres   (where the PostgreSQL rows create their databases)
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, dropDatabase } from './lib/databases.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.PORT ?? 3950);

execFileSync('node', ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

const bundled = ['--enable-source-maps', 'apps/server/dist/main.js'];
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'startup-bench-secret-0123456789abcdef',
  HD_MNEMONIC: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  // A production instance is reached through its proxy; here the bench's own fetch must reach it.
  HOST: '127.0.0.1',
};
/** Development creates the demo accounts and their content on a fresh data directory. */
const modes: [string, string[], Record<string, string>][] = [
  ['npm start (bundled), production, PostgreSQL', bundled, { ...production, DATABASE_URL: 'fresh' }],
  ['npm start (bundled), production, PGlite', bundled, production],
  ['bundled, development with demo', bundled, { NODE_ENV: 'development' }],
  ['tsx, development with demo', ['--import', 'tsx', 'apps/server/src/main.ts'], { NODE_ENV: 'development' }],
];

/** Milliseconds from spawning the server until /healthz answers 200; then stops it. */
async function timeToFirst200(args: string[], env: Record<string, string>, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('node', args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await sleep(10);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: Record<string, string>[] = [];
for (const [mode, args, env] of modes) {
  const fresh: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-startup-'));
    // "fresh" stands for a new, empty PostgreSQL database of this run.
    const database = env.DATABASE_URL ? await createDatabase(adminUrl, 'fanlane_startup') : undefined;
    const runEnv = database ? { ...env, DATABASE_URL: database } : env;
    try {
      fresh.push(await timeToFirst200(args, runEnv, dataDir));
      restart.push(await timeToFirst200(args, runEnv, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(adminUrl, database);
    }
  }
  const show = (values: number[]) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  rows.push({ mode, 'fresh data dir': show(fresh), restart: show(restart) });
}
console.table(rows);
