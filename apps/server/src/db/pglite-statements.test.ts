import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withPreparedStatements, type PgliteClient } from './pglite-statements.ts';

/** The session's prepared statements, by text (PGlite's own unnamed ones are not listed). */
async function preparedTexts(pglite: PGlite) {
  const { rows } = await pglite.query<{ statement: string }>('select statement from pg_prepared_statements');
  return rows.map((r) => r.statement);
}

describe('PGlite with statements prepared once', () => {
  let pglite: PGlite;
  let client: PgliteClient;
  const ROW = 'select id, name, made_at, amount, tags, doc, flag from things where id = $1';

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`create table things (id int primary key, name text, made_at timestamptz, amount bigint,
      tags text[], doc jsonb, flag boolean);
      insert into things values (1, 'one', '2026-11-29T10:00:00Z', 9007199254740993, '{a,b}', '{"k":[1,2]}', true),
        (2, null, null, null, null, null, null)`);
    client = withPreparedStatements(pglite, 3);
  });
  afterAll(() => pglite.close());

  it('answers what PGlite answers, the first time and once prepared, and prepares on the second sight', async () => {
    const plain = await pglite.query(ROW, [1]);
    const first = await client.query(ROW, [1]);
    expect(await preparedTexts(pglite)).toEqual([]);
    const second = await client.query(ROW, [1]);
    const third = await client.query(ROW, [2]);
    expect(await preparedTexts(pglite)).toEqual([ROW]);
    expect(first.rows).toEqual(plain.rows);
    expect(second.rows).toEqual(plain.rows);
    expect(second.fields).toEqual(plain.fields);
    expect(third.rows).toEqual((await pglite.query(ROW, [2])).rows);
    // Array rows with drizzle's parsers (timestamps as text) come out the same way too.
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    expect((await client.query(ROW, [1], options)).rows).toEqual((await pglite.query(ROW, [1], options)).rows);
  });

  it('serialises values as PGlite does (json, arrays, dates, bigints, null) and counts affected rows', async () => {
    const insert = 'insert into things (id, name, made_at, amount, tags, doc) values ($1, $2, $3, $4, $5, $6)';
    const made = new Date('2026-01-02T03:04:05Z');
    for (const id of [10, 11]) {
      const res = await client.query(insert, [id, `n${id}`, made, 12n, ['x', 'y z'], { deep: { id } }]);
      expect(res.affectedRows).toBe(1);
    }
    const read = 'select made_at, amount, tags, doc from things where id = any($1::int[]) order by id';
    await client.query(read, [[10, 11]]);
    const { rows } = await client.query(read, [[10, 11]]);
    expect(rows).toEqual([
      { made_at: made, amount: 12, tags: ['x', 'y z'], doc: { deep: { id: 10 } } },
      { made_at: made, amount: 12, tags: ['x', 'y z'], doc: { deep: { id: 11 } } },
    ]);
    expect(rows).toEqual((await pglite.query(read, [[10, 11]])).rows);
    expect((await client.query('update things set name = $1 where id >= $2', ['z', 10])).affectedRows).toBe(2);
  });

  it('fails as PGlite fails, with the code and the statement, and goes on working', async () => {
    const dup = 'insert into things (id) values ($1)';
    await client.query(dup, [20]);
    const err = await client.query(dup, [20]).then(
      () => undefined,
      (e: unknown) => e as { code: string; query: string; params: unknown[] },
    );
    expect(err).toMatchObject({ code: '23505', query: dup, params: [20] });
    expect((await client.query(ROW, [20])).rows).toHaveLength(1);
  });

  it('keeps a transaction whole: its prepared statements see its writes, a rollback undoes them', async () => {
    const count = 'select count(*)::int as n from things where id between $1 and $2';
    await client.query(count, [30, 39]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (id) values ($1)', [30]);
        await tx.query('insert into things (id) values ($1)', [31]);
        expect((await tx.query<{ n: number }>(count, [30, 39])).rows[0]!.n).toBe(2);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await client.query<{ n: number }>(count, [30, 39])).rows[0]!.n).toBe(0);
    // A statement on a transaction that ended is refused, prepared or not, as PGlite refuses it.
    let ended: Parameters<Parameters<PgliteClient['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      ended = tx;
      await tx.query(count, [30, 39]);
    });
    await expect(ended!.query(count, [30, 39])).rejects.toThrow('Transaction is closed');
  });

  it('queries made at once while a transaction runs wait for it and each get their own answer', async () => {
    const byId = 'select id from things where id = $1';
    await client.query(byId, [1]);
    const ids = [1, 2, 10, 11];
    // Seen once: each of these would prepare it, and only the first does.
    const during = client.transaction(async (tx) => {
      await tx.query('insert into things (id) values ($1)', [40]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('delete from things where id = $1', [40]);
    });
    const answers = await Promise.all(ids.map((id) => client.query<{ id: number }>(byId, [id])));
    await during;
    expect(answers.map((a) => a.rows[0]?.id)).toEqual(ids);
    expect((await client.query(byId, [40])).rows).toEqual([]);
    expect((await preparedTexts(pglite)).filter((text) => text === byId)).toHaveLength(1);
  });

  it('keeps only the most recently used statements and closes the others', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} + $1::int as n`);
    for (const text of texts) {
      await client.query(text, [1]);
      expect((await client.query<{ n: number }>(text, [1])).rows[0]!.n).toBe(Number(text.split(' ')[1]) + 1);
    }
    // The one pushed out last is closed with the next message sent.
    await client.query(texts[4]!, [1]);
    expect((await preparedTexts(pglite)).sort()).toEqual(texts.slice(2).sort());
  });
});
