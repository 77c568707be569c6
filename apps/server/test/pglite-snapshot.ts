/**
 * Booting PGlite runs initdb in WebAssembly: several seconds of CPU for every test file. The first
 * file to need a database saves a migrated, empty one in the temp dir; the others start from that
 * copy. The copy is keyed by the migrations and the PGlite build, so a schema change makes a new one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const wasm = path.join(path.dirname(pgliteEntry), 'pglite.wasm');
  hash.update(`${statSync(wasm).size}:${statSync(pgliteEntry).size}`);
  for (const file of filesUnder(migrationsFolder))
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return path.join(tmpdir(), `fanlane-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** An in-memory PGlite holding the migrated schema and no rows. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = snapshotPath();
  if (existsSync(file)) return openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(file)]) });
  const handle = await openDatabase({ driver: 'pglite' });
  await handle.migrate();
  const dump = await handle.dump?.();
  if (!dump) return handle;
  // Written aside and renamed, so a file running at the same moment never reads half a snapshot.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return handle;
}
