#!/usr/bin/env node
// `npm test`: every check. ESLint, oxlint's type-aware rules, the type check and Prettier beside the
// build, the first-load budget and the web component tests; then the server tests (PGlite, then
// PostgreSQL when TEST_DATABASE_URL is set); then the Playwright suite in Chromium. (The server
// tests beside the end-to-end suite were slower, not faster: docs/benchmarks.md, "Test suite".)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const findChromium = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'].find(
    (p) => p && existsSync(p),
  );

const chromium = findChromium();
if (!chromium) {
  console.error(
    'Chromium not found: install it with `sudo apt-get install chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

// A step is [name, command, args, env]. A group (a list of lanes) runs its lanes side by side, their
// output printed whole as each step ends; a lane is one step or a list of steps run one after the
// other. The machine has two cores: one lane lints, type-checks and checks the format (ESLint's
// one-file rules, then oxlint's type-aware rules and the type check, both on TypeScript 7, then
// Prettier), the other builds, counts the first load and runs the web tests (docs/benchmarks.md,
// "Test suite").
const chromiumEnv = { CHROMIUM_PATH: chromium };
const steps = [
  [
    [
      ['eslint', 'npx', ['eslint', '.']],
      // typescript-eslint's type-checked rules (.oxlintrc.json; docs/architecture.md, "Departures from DESIGN.md").
      ['oxlint (type-aware)', 'npx', ['oxlint', '--type-aware', '--deny-warnings']],
      ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
      ['prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ],
    [
      // The web app and the bundled server, which the first-load count and the end-to-end suite run
      // as production would.
      ['build', 'npm', ['run', 'build', '--silent']],
      // The JavaScript of an anonymous first view of /democreator and /login, gzip (bench/first-load.ts).
      // Issue 11's budget: 150 KiB of gzip script for the first view of /:domain and /login
      // (docs/benchmarks.md, "First load"). It counts bytes, not time, so sharing the machine does
      // not change it.
      ['first-load budget', 'npm', ['run', 'bench:first-load', '--silent'], { ...chromiumEnv, BUDGET_KIB: '150' }],
      ['web tests', 'npm', ['test', '--silent', '-w', '@fanlane/web']],
    ],
  ],
  ['server tests (PGlite)', 'npm', ['test', '--silent', '-w', '@fanlane/server'], { TEST_DATABASE_URL: '' }],
  ...(process.env.TEST_DATABASE_URL
    ? [['server tests (PostgreSQL)', 'npm', ['test', '--silent', '-w', '@fanlane/server'], {}]]
    : []),
  ['end-to-end (Chromium)', 'npm', ['test', '--silent', '-w', '@fanlane/e2e'], chromiumEnv],
];

/** A single step is [name, command, …]; a group's first element is itself a lane (an array). */
const isGroup = (step) => Array.isArray(step[0]);
/** A lane of several steps: its first element is a step (an array whose first element is a name). */
const isChain = (lane) => Array.isArray(lane[0]);

/** Runs one step; `quiet` keeps its output until it ends, so steps side by side do not interleave. */
function run([name, cmd, args, env = {}], quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const result = { name, status, seconds: ((Date.now() - started) / 1000).toFixed(1) };
      if (quiet) process.stdout.write(`\n▶ ${name} (${result.seconds}s)\n${Buffer.concat(output).toString()}`);
      resolve(result);
    });
  });
}

/** Runs a lane's steps one after the other, stopping at the first that fails. */
async function runLane(lane, quiet) {
  const results = [];
  for (const step of isChain(lane) ? lane : [lane]) {
    const result = await run(step, quiet);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const laneNames = (lane) => (isChain(lane) ? lane.map(([name]) => name).join(' → ') : lane[0]);

let passed = 0;
for (const step of steps) {
  const group = isGroup(step) ? step : [step];
  if (group.length === 1 && !isChain(group[0])) console.log(`\n▶ ${group[0][0]}`);
  else console.log(`\n▶ side by side: ${group.map(laneNames).join(' ‖ ')}`);
  const results = (await Promise.all(group.map((lane) => runLane(lane, group.length > 1)))).flat();
  const failed = results.filter((r) => r.status !== 0);
  for (const r of results) if (r.status === 0) console.log(`✓ ${r.name} (${r.seconds}s)`);
  if (failed.length > 0) {
    for (const r of failed) console.error(`\n✗ ${r.name} failed after ${r.seconds}s`);
    console.log(`steps: ${passed + results.length - failed.length} passed, ${failed.length} failed`);
    process.exit(failed[0].status ?? 1);
  }
  passed += results.length;
}
console.log(`steps: ${passed} passed, 0 failed`);
