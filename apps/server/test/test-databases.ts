/**
 * A fresh, migrated, empty database for each test file, made by copying instead of migrating:
 * - PGlite: booting runs initdb in WebAssembly and migrating takes seconds of CPU. Each test worker
 *   migrates one in-memory database and clones it (PGlite's clone()) when no emptied one is idle.
 * - PostgreSQL (TEST_DATABASE_URL): the first file migrates a template database, keyed by the
 *   migrations, so a schema change makes a new one; the others are made with CREATE DATABASE …
 *   TEMPLATE, a file copy on the server.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
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
let pgliteTemplate: Promise<{ client: PGlite; reset: Awaited<ReturnType<typeof resetStatements>> }> | undefined;
/** Databases given back by closed apps, already emptied, ready to lend again. */
const idlePglites: PGlite[] = [];

// Table and sequence names are quoted as node-postgres quotes identifiers.
const quote = (name: string) => pg.escapeIdentifier(name);
const publicTables = async (client: PGlite) =>
  (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((t) => t.name);

/**
 * What makes a used database equal to a fresh clone of the template again: the migrations insert no
 * rows, so emptying every table and restarting every sequence is enough; DISCARD ALL ends what a
 * session may have left (prepared statements, settings, session locks). Each statement on its own:
 * DISCARD ALL refuses to run inside a multi-statement query.
 */
async function resetStatements(client: PGlite): Promise<{ tables: Set<string>; statements: string[] }> {
  const tables = await publicTables(client);
  const sequences = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return {
    tables: new Set(tables),
    statements: [
      'ROLLBACK',
      'DISCARD ALL',
      `TRUNCATE ${tables.map((t) => `public.${quote(t)}`).join(', ')} RESTART IDENTITY CASCADE`,
      ...sequences.rows.map((q) => `ALTER SEQUENCE public.${quote(q.name)} RESTART`),
    ],
  };
}

/**
 * An in-memory PGlite holding the migrated schema and no rows. Cloning the worker's template costs
 * about 2 s of CPU (a dump of the data directory and a new instance booted from it), so a closed
 * app's database is emptied (tens of milliseconds) and lent to the next file instead; a clone is
 * made only when every database is in use. The handle a file gets stops working once it is closed,
 * so a timer firing late in one file can never write into the next file's rows.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const client = new PGlite();
    const handle = await openDatabase({ driver: 'pglite', client });
    await handle.migrate();
    return { client, reset: await resetStatements(client) };
  })();
  const template = await pgliteTemplate;
  const client = idlePglites.pop() ?? ((await template.client.clone()) as PGlite);
  let given = false;
  const lent = new Proxy(client, {
    get(target, property) {
      if (given) throw new Error('this test database was closed and given to another test');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const handle = await openDatabase({ driver: 'pglite', client: lent });
  return {
    ...handle,
    close: async () => {
      if (given) return;
      given = true;
      try {
        for (const statement of template.reset.statements) await client.exec(statement);
        // A table a test made for itself (event-bus.test.ts) is not the next file's.
        for (const table of await publicTables(client)) {
          if (!template.reset.tables.has(table)) await client.exec(`DROP TABLE public.${quote(table)} CASCADE`);
        }
        idlePglites.push(client);
      } catch {
        await client.close();
      }
    },
  };
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
  // A test database outlives no crash: its commits need not wait for the disk (bench/chaos tests durability).
  const url = new URL(urlOf(adminUrl, name));
  url.searchParams.set('options', '-c synchronous_commit=off');
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
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
