/**
 * Statements for the hottest reads, built by drizzle once per database instead of on every call:
 * drizzle's query building costs more CPU than a small indexed query (docs/benchmarks.md). Values
 * come in through `sql.placeholder`; on PostgreSQL the statement is also prepared by name on each
 * pooled connection, so the server parses it once.
 */
import type { Database } from './client.ts';

export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}
