import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from './test-databases.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

// On PGlite the second database is the first one given back and emptied; on PostgreSQL a new copy.
it('the next test file gets a database as fresh as a new one, and the closed handle refuses every call', async () => {
  const first = await openTestDatabase();
  await first.handle.db.execute(sql`insert into domain_events (type, aggregate_id, data) values ('t', 'a', '{}')`);
  await first.handle.db.execute(sql`select nextval('user_address_index_seq')`);
  await first.handle.db.execute(sql`create table zz_leftover (id int)`);
  await first.handle.close();
  await first.drop();
  await expect(first.handle.db.execute(sql`select 1`)).rejects.toThrow();

  const second = await openTestDatabase();
  try {
    expect(rowsOf(await second.handle.db.execute(sql`select count(*)::int as n from domain_events`))).toEqual([
      { n: 0 },
    ]);
    const [event] = rowsOf(
      await second.handle.db.execute(
        sql`insert into domain_events (type, aggregate_id, data) values ('t', 'b', '{}') returning id::int as id`,
      ),
    );
    expect(event).toEqual({ id: 1 });
    expect(rowsOf(await second.handle.db.execute(sql`select nextval('user_address_index_seq')::int as n`))).toEqual([
      { n: 1 },
    ]);
    expect(rowsOf(await second.handle.db.execute(sql`select to_regclass('public.zz_leftover') as t`))).toEqual([
      { t: null },
    ]);
  } finally {
    await second.handle.close();
    await second.drop();
  }
});
