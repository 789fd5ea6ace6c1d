import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type EmbeddedClient } from './pglite-thread';
import { isUniqueViolation } from './unique-violation';

// The embedded database on its own thread (ADR 045) answers as PGlite in the server's thread did: the same
// rows, errors and transactions, one statement at a time, while the server's thread stays free.

describe('the embedded database on its own thread', () => {
  let client: EmbeddedClient;
  beforeAll(async () => {
    client = await openPgliteThread({ directory: undefined, startParams: PGlite.defaultStartParams });
    await client.exec(`create table t (id int primary key, at timestamptz, doc jsonb, note text)`);
  });
  afterAll(() => client.close());

  it('answers rows with PGlite’s values, and a type’s text where Drizzle asks for it', async () => {
    const at = new Date('2026-12-06T07:00:00.000Z');
    await client.query('insert into t values ($1, $2, $3, $4)', [1, at, { a: [1, 'दो'] }, 'नमस्ते']);
    const { rows } = await client.query('select * from t where id = $1', [1]);
    expect(rows).toEqual([{ id: 1, at, doc: { a: [1, 'दो'] }, note: 'नमस्ते' }]);
    const raw = await client.query('select at from t where id = 1', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(raw.rows).toEqual([['2026-12-06 07:00:00+00']]);
  });

  it('keeps a database error’s code and constraint', async () => {
    const error = await client.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction whose work succeeds and rolls back one that throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await client.query<{ id: number }>('select id from t where id in (2, 3) order by id');
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('tells a transaction whose failed statement was caught that nothing was kept', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values (5)');
        await tx.query('insert into t (id) values (5)').catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    const { rows } = await client.query('select id from t where id = 5');
    expect(rows).toEqual([]);
  });

  it('keeps a query outside a transaction out of it until it ends', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let inserted!: () => void;
    const insertedOne = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (4)');
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedOne;
    let counted: number | null = null;
    const count = client
      .query<{ n: number }>('select count(*)::int as n from t where id = 4')
      .then(({ rows }) => (counted = rows[0]!.n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toBeNull();
    finish();
    await transaction;
    await count;
    expect(counted).toBe(0);
  });

  it('leaves the server’s thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await client.query('select pg_sleep(0.3)');
    clearInterval(timer);
    // In the server's thread PGlite's WebAssembly would have held it for the whole 300 ms: no tick.
    expect(ticks).toBeGreaterThan(10);
  });

  it('refuses a query once closed, with a reason', async () => {
    const other = await openPgliteThread({ directory: undefined, startParams: PGlite.defaultStartParams });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/embedded database/);
  });
});
