/**
 * The production server: src/main.ts and the contracts bundled by esbuild into dist/main.js, so
 * `npm start` runs plain Node with no TypeScript compiler in the start-up path (development keeps
 * tsx). Packages from npm stay imports (native addons, PGlite's WebAssembly and their own files
 * load as installed); only our TypeScript is bundled. The files the server reads beside its
 * sources at run time are copied next to the bundle, where the same relative URLs find them, and
 * a migrated PGlite data directory is packed for a first start to begin from.
 */
import { build } from 'esbuild';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fanlane/'));

rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Subpath imports of a package (`drizzle-orm/pg-core`) are external with it.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
// db/client.ts reads ./migrations, the sandbox gateway ./assets, each relative to its own module.
cpSync(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
cpSync(`${root}src/integrations/payments/sandbox-gateway/assets`, `${dist}/assets`, { recursive: true });
console.log(`server bundled into dist/main.js in ${Math.round(performance.now() - started)} ms`);

// A new embedded database, migrated, for db/client.ts to start a new data directory from.
const seeding = performance.now();
const pglite = new PGlite();
await migrate(drizzle(pglite), { migrationsFolder: `${dist}/migrations` });
const seed = await pglite.dumpDataDir('gzip');
writeFileSync(`${dist}/pglite-seed.tar.gz`, Buffer.from(await seed.arrayBuffer()));
await pglite.close();
console.log(`PGlite seed (${(seed.size / 1e6).toFixed(1)} MB) made in ${Math.round(performance.now() - seeding)} ms`);
