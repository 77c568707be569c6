/**
 * Public profile call vs a bare Fastify hello route, measured in the same run with autocannon.
 * Prints req/s, p99 latency and the ratio. Figures are printed, never asserted.
 *   npm run bench            (PGlite)
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const child = fork(fileURLToPath(new URL('./bench-servers.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
const ports = await new Promise<{ app: number; bare: number; driver: string }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { app: number; bare: number; driver: string }));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function run(title: string, opts: autocannon.Options) {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ ...opts, duration: 2 });
  const result = await autocannon({ ...opts, duration: DURATION, connections: CONNECTIONS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

try {
  const bare = await run('bare Fastify GET /hello', { url: `http://127.0.0.1:${ports.bare}/hello` });
  const profile = await run(`POST /actor/v1/home/profile (${ports.driver})`, {
    url: `http://127.0.0.1:${ports.app}/actor/v1/home/profile`,
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en' },
    body: JSON.stringify({ addressOrDomain: 'democreator' }),
  });
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION}s each\n`);
  for (const r of [bare, profile]) {
    console.log(`${r.title.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
  }
  console.log(`\nprofile / bare throughput ratio: ${(profile.rps / bare.rps).toFixed(3)}`);
} finally {
  child.kill('SIGTERM');
}
