#!/usr/bin/env node
// `npm test`: every check in order — typecheck, lint, server tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), web component tests, then the Playwright suite in Chromium.
import { spawnSync } from 'node:child_process';
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

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['server tests (PGlite)', 'npm', ['test', '--silent', '-w', '@fanlane/server'], { TEST_DATABASE_URL: '' }],
  ...(process.env.TEST_DATABASE_URL
    ? [['server tests (PostgreSQL)', 'npm', ['test', '--silent', '-w', '@fanlane/server'], {}]]
    : []),
  ['web tests', 'npm', ['test', '--silent', '-w', '@fanlane/web']],
  // The web app and the bundled server, which the end-to-end suite runs as production would.
  ['build', 'npm', ['run', 'build', '--silent']],
  // The JavaScript of an anonymous first view of /democreator and /login, gzip (bench/first-load.ts).
  // Issue 11 sets 150 KiB as the goal; until the entry gets there, the step holds today's ceiling so
  // it cannot grow (docs/benchmarks.md, "First load").
  ['first-load budget', 'npm', ['run', 'bench:first-load', '--silent'], { CHROMIUM_PATH: chromium, BUDGET_KIB: '235' }],
  ['end-to-end (Chromium)', 'npm', ['test', '--silent', '-w', '@fanlane/e2e'], { CHROMIUM_PATH: chromium }],
];

let passed = 0;
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
  passed++;
}
console.log(`steps: ${passed} passed, 0 failed`);
