/** Opens the database: embedded PGlite under the data dir by default, PostgreSQL when a URL is given. */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { withPreparedStatements } from './pglite-statements.ts';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of the code uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of a raw `db.execute` query, whichever driver answered it (both return `{rows}`). */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A PostgreSQL array literal of values that need no quoting (ids, numbers, booleans, ISO instants,
 * plain words), passed as one parameter and cast in the statement: `any(${pgArray(ids)}::uuid[])`.
 */
export const pgArray = (values: readonly (string | number | bigint | boolean)[]) => `{${values.join(',')}}`;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, so another pool (a second instance in tests) can open it too. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: an independent in-memory copy of the whole database (tests copy a migrated one). */
  clone?: () => Promise<DatabaseHandle>;
  /**
   * PostgreSQL only: NOTIFY messages on `channel`, on a connection of their own that reconnects
   * after a loss (`onReconnect`: messages sent meanwhile were missed).
   */
  listen?: (
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect: () => void,
  ) => Promise<{ close(): Promise<void> }>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/**
 * Beside the bundled server only (apps/server/scripts/build.mjs): a PGlite data directory made and
 * migrated at build time. A new data directory starts from it, which takes a third of PGlite's
 * own initdb; the migrations then find nothing left to do.
 */
const pgliteSeed = fileURLToPath(new URL('./pglite-seed.tar.gz', import.meta.url));

const seedFor = (dataDir: string | undefined) =>
  dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')) && existsSync(pgliteSeed)
    ? new Blob([readFileSync(pgliteSeed)])
    : undefined;

export type OpenDatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** An idle pooled connection died (server restart, admin kill); pg drops it and reconnects on demand. */
      onIdleError?: (err: Error) => void;
    }
  /** `dataDir` undefined means in memory (tests); `client` wraps an open one (a clone). */
  | { driver: 'pglite'; dataDir?: string; client?: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', options.onIdleError ?? (() => undefined));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      url: options.url,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onMessage, onReconnect) => listenPg(options.url, channel, onMessage, onReconnect),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const loadDataDir = seedFor(options.dataDir);
  const client = options.client ?? new PGlite(options.dataDir, loadDataDir && { loadDataDir });
  await client.waitReady;
  // drizzle's client: PGlite's query and transaction with statements prepared once (pglite-statements.ts).
  const db = drizzlePglite({ client: withPreparedStatements(client) as PGlite, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    clone: async () => openDatabase({ driver: 'pglite', client: (await client.clone()) as PGlite }),
  };
}

const RECONNECT_MS = 1000;

async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onMessage(msg.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    const again = () => {
      retry = undefined;
      if (closed) return;
      connect().then(onReconnect, () => {
        retry = setTimeout(again, RECONNECT_MS);
      });
    };
    retry = setTimeout(again, RECONNECT_MS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
