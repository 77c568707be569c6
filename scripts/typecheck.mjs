#!/usr/bin/env node
// `npm run typecheck`: every workspace through TypeScript 7's native compiler (`typescript-7`, an
// npm alias), about three times faster than `tsc` 5.9 on this code. The `typescript` package stays
// at 5.9 for the tools that use its JavaScript API (typescript-eslint, tsx, Vite); both read the
// same tsconfig files. Both packages name their binary `tsc`, so this calls TypeScript 7's by path
// (docs/benchmarks.md, "Test suite").
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The package exports only its API; its binary sits beside its package.json.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

let failed = 0;
for (const workspace of workspaces) {
  const project = path.join(root, workspace, 'tsconfig.json');
  if (!existsSync(project)) continue;
  const { status } = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck failed in ${workspace}`);
    failed += 1;
  }
}
process.exit(failed > 0 ? 1 : 0);
