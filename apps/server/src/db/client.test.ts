import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { ConfigError } from '../config';
import { createDatabase } from './client';
import { runMigrations } from './migrate';
import { operators } from './schema';
import { DEMO_OPERATOR, seed } from './seed';

describe('the database of this test run', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.cleanup());

  it('is migrated, and migrating again changes nothing', async () => {
    await runMigrations(test.database);
    await expect(test.database.ping()).resolves.toBeUndefined();
  });

  it('seeds the demo operator idempotently and keeps edits', async () => {
    const { db } = test.database;
    await seed(db);
    await db.update(operators).set({ name: 'Khelo India' }).where(eq(operators.id, DEMO_OPERATOR.id));
    await seed(db);
    const rows = await db.select().from(operators);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 230201, code: 'KHELO', name: 'Khelo India' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });
});

describe('embedded PGlite', () => {
  it('keeps data in DATA_DIR/pglite across a close and reopen', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-pglite-'));
    try {
      const first = await createDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await runMigrations(first);
      await first.db.insert(operators).values({ id: 7, code: 'SEVEN', name: 'Seven' });
      await first.close();
      await first.close();

      const second = await createDatabase({ dataDir });
      await runMigrations(second);
      const rows = await second.db.select().from(operators).where(eq(operators.id, 7));
      expect(rows).toMatchObject([{ id: 7, code: 'SEVEN', name: 'Seven' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails ping once closed', async () => {
    const database = await createDatabase({ inMemory: true });
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('PostgreSQL', () => {
  it('reports an unreachable server as one line naming DATABASE_URL', async () => {
    const error = await createDatabase({ databaseUrl: 'postgres://root@127.0.0.1:1/test' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('DATABASE_URL: cannot connect to 127.0.0.1:1 (ECONNREFUSED)');
  });

  it.skipIf(!process.env.DATABASE_URL)('reports a missing database by name', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/khelo_no_such_database';
    const error = await createDatabase({ databaseUrl: url.toString() }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `DATABASE_URL: database khelo_no_such_database does not exist on ${url.hostname}:${url.port || '5432'}`,
    );
  });
});
