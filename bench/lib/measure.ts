/** Forks a servers script, runs autocannon against it, prints req/s, p50/p99 and the ratio to bare. */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import type { ServersReady } from './servers.ts';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export type Measured = { title: string; rps: number; p50: number; p99: number };

export async function forkServers<T>(
  script: URL,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ ready: ServersReady<T>; stop: () => Promise<void> }> {
  const child = fork(script.pathname, {
    env,
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF] : []),
    ],
    stdio: 'inherit',
  });
  const ready = await new Promise<ServersReady<T>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as ServersReady<T>));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function measure(title: string, opts: autocannon.Options): Promise<Measured> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ ...opts, duration: 2 });
  const result = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

export function report(bare: Measured, subject: Measured) {
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION}s each\n`);
  for (const r of [bare, subject]) {
    console.log(`${r.title.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
  }
  console.log(`\nthroughput ratio to bare: ${(subject.rps / bare.rps).toFixed(3)}`);
}
