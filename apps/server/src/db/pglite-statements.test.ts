import * as pglite from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { useNamedStatements } from './pglite-statements';

// PGlite's `query` keeps a repeated text as a named prepared statement (docs/performance.md, "Named
// statements on PGlite"): the answers, the errors and the transactions are those of PGlite's own path.

const prepared = async (client: Pick<pglite.PGlite, 'query'>) =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

describe('named statements on PGlite', () => {
  let client: pglite.PGlite;
  let count: () => number;
  beforeAll(async () => {
    client = await pglite.PGlite.create();
    count = useNamedStatements(client, { pglite, max: 3 });
    await client.exec(`create table t (id uuid primary key, n bigint not null, tags text[], doc jsonb,
      at timestamptz, note text)`);
  });
  afterAll(() => client.close());

  const insert = `insert into t (id, n, tags, doc, at, note) values ($1, $2, $3, $4, $5, $6) returning *`;

  it('answers a repeated text from a named statement, with the same values both ways', async () => {
    const at = new Date('2026-12-06T07:00:00.000Z');
    const rows = [];
    for (const [id, n] of [
      ['00000000-0000-4000-8000-000000000001', 1],
      ['00000000-0000-4000-8000-000000000002', 2],
      ['00000000-0000-4000-8000-000000000003', 3],
    ] as const)
      rows.push((await client.query(insert, [id, n, ['a', 'b c'], { k: [1, 'x'] }, at, null])).rows[0]);
    expect(rows.map((row) => (row as { n: number }).n)).toEqual([1, 2, 3]);
    // The first call took PGlite's own path, the later ones the named statement: identical shapes.
    expect(rows[2]).toEqual({ ...(rows[0] as object), id: '00000000-0000-4000-8000-000000000003', n: 3 });
    expect(rows[0]).toMatchObject({ tags: ['a', 'b c'], doc: { k: [1, 'x'] }, at, note: null });
    expect(await prepared(client)).toHaveLength(1);

    const select = 'select n from t where id = any($1::uuid[]) order by n';
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003'];
    await client.query(select, [ids]);
    const again = await client.query(select, [ids], { rowMode: 'array' });
    expect(again.rows).toEqual([[1], [3]]);
    expect(again.fields.map((field) => field.name)).toEqual(['n']);
  });

  it('throws a failing statement’s error as PGlite does and goes on answering', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const error = await client.query(insert, [id, 9, null, null, null, 'twice']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert });
    const divide = 'select 10 / $1::int as q';
    await client.query(divide, [2]);
    await expect(client.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await client.query('select n from t where id = $1', [id])).toMatchObject({ rows: [{ n: 1 }] });
    // A text PostgreSQL cannot parse fails on both paths alike.
    for (let attempt = 0; attempt < 2; attempt++)
      await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('keeps at most its limit, closing the least recently used, which answers again when asked', async () => {
    const texts = [1, 2, 3, 4, 5].map((k) => `select ${k}::int as k, $1::text as v`);
    for (const text of texts) for (let call = 0; call < 2; call++) await client.query(text, ['v']);
    expect(count()).toBe(3);
    expect(await prepared(client)).toHaveLength(3);
    expect((await client.query(texts[0]!, ['back'])).rows).toEqual([{ k: 1, v: 'back' }]);
  });

  it('follows a table whose columns change under a prepared select', async () => {
    const text = 'select * from t where id = $1';
    const id = '00000000-0000-4000-8000-000000000002';
    await client.query(text, [id]);
    await client.query(text, [id]);
    const before = await prepared(client);
    await client.exec('alter table t add column extra int default 7');
    expect((await client.query(text, [id])).rows[0]).toMatchObject({ n: 2, extra: 7 });
    // The stale statement is closed, not left beside its successor.
    expect(await prepared(client)).toHaveLength(before.length);
  });

  it('leaves transactions to PGlite: a rolled-back one leaves nothing', async () => {
    const text = 'insert into t (id, n) values ($1, $2)';
    await client
      .transaction(async (tx) => {
        await tx.query(text, ['00000000-0000-4000-8000-000000000009', 9]);
        await tx.query(text, ['00000000-0000-4000-8000-000000000010', 10]);
        await tx.rollback();
      })
      .catch(() => undefined);
    expect((await client.query('select count(*)::int as c from t where n >= 9')).rows).toEqual([{ c: 0 }]);
  });

  it('is on for the app’s embedded database', async () => {
    const database = await createDatabase({ inMemory: true });
    // PGlite's own thread (ADR 045) holds the statements; the count is read through it.
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const embedded = database.client;
    for (let call = 0; call < 2; call++) await embedded.query('select $1::int as one', [1]);
    expect(await prepared(embedded)).toHaveLength(1);
    await database.close();
  });
});
