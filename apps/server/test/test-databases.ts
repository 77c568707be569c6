/**
 * A fresh, migrated, empty database for each test file, made by copying instead of migrating:
 * - PGlite: booting runs initdb in WebAssembly and migrating takes seconds of CPU. Each test worker
 *   migrates one in-memory database and clones it for every file (PGlite's clone()).
 * - PostgreSQL (TEST_DATABASE_URL): the first file migrates a template database, keyed by the
 *   migrations, so a schema change makes a new one; the others are made with CREATE DATABASE …
 *   TEMPLATE, a file copy on the server.
 */
import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrated once per test worker (vitest runs many files in one worker without isolation). */
let pgliteTemplate: Promise<DatabaseHandle> | undefined;

/** An in-memory PGlite holding the migrated schema and no rows: a clone of the worker's template. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  pgliteTemplate ??= openDatabase({ driver: 'pglite' }).then(async (handle) => {
    await handle.migrate();
    return handle;
  });
  const template = await pgliteTemplate;
  return template.clone!();
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrated template of this schema version, made once under an advisory lock. */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = `fanlane_template_${migrationsHash()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('fanlane.test.template'))`);
    try {
      const found = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ driver: 'postgres', url: urlOf(adminUrl, building), poolSize: 1 });
      await handle.migrate();
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // Templates of earlier schemas are of no more use.
      const old = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'fanlane\\_template\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('fanlane.test.template'))`);
    }
  });
  return name;
}

/** A fresh migrated database for one test file; `drop` removes it (PGlite's lives in memory). */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { handle: await openMigratedPglite(), drop: () => Promise.resolve() };
  const template = await ensureTemplate(adminUrl);
  const name = `fanlane_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await openDatabase({ driver: 'postgres', url: urlOf(adminUrl, name), poolSize: 5 });
  return {
    handle,
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A second connection pool on the same database, as another server instance would open. */
export async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = handle.url;
  if (!url) throw new Error('only a PostgreSQL test database can be shared by two instances');
  return openDatabase({ driver: 'postgres', url, poolSize: 5 });
}
