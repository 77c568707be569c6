/**
 * Lighthouse (mobile preset: a mid-range phone, throttled 4G) on the built app's pages, performance
 * and accessibility scores printed; a report, never a test step. Starts the built server as e2e
 * does (the demo content, a fresh embedded database) on a free port.
 *
 *   npm run build && npm run bench:lighthouse
 *   PAGES=/democreator,/login RUNS=3 CHROME_PATH=/usr/bin/chromium npm run bench:lighthouse
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBuiltServer } from './lib/built-server.ts';

const PAGES = (process.env.PAGES ?? '/democreator').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseBin = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));

type Audit = { score: number | null; displayValue?: string };
type Report = {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, Audit>;
};

async function runLighthouse(url: string): Promise<Report> {
  const output = path.join(tmpdir(), `fanlane-lighthouse-${process.pid}-${Date.now()}.json`);
  await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  try {
    return JSON.parse(await readFile(output, 'utf8')) as Report;
  } finally {
    await rm(output, { force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'total-byte-weight',
];

const server = await startBuiltServer();
try {
  for (const page of PAGES) {
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run++) reports.push(await runLighthouse(`${server.base}${page}`));
    const performance = reports.map((r) => Math.round(r.categories.performance.score * 100));
    const accessibility = reports.map((r) => Math.round(r.categories.accessibility.score * 100));
    console.log(
      `\n${page} (mobile, ${RUNS} runs): performance ${median(performance)} (${performance.join(', ')}), ` +
        `accessibility ${median(accessibility)} (${accessibility.join(', ')})`,
    );
    const last = reports[reports.length - 1]!;
    for (const id of METRICS) console.log(`  ${id}: ${last.audits[id]?.displayValue ?? '?'}`);
    const failing = Object.entries(last.audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
      .map(([id]) => id);
    if (failing.length > 0) console.log(`  audits under 0.9: ${failing.join(', ')}`);
  }
} finally {
  await server.stop();
}
