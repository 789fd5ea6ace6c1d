import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { waitFor } from '../../../test/helpers/tables';
import { createCollectLocks } from './collect-lock';

// The crash rule of collecting hands in a cluster (docs/deployment.md): a hand another live process is
// collecting is not voided; once that process is gone (its connection with it), it is.

let database: TestDatabase;
let other: Database | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  if (database.databaseUrl) other = await createDatabase({ databaseUrl: database.databaseUrl });
});
afterAll(async () => {
  await other?.close();
  await database.cleanup();
});

describe.runIf(Boolean(process.env.DATABASE_URL))('collect locks across processes', () => {
  it('a hand held by one process is not free for another until released or the holder is gone', async () => {
    const holder = createCollectLocks(database.database);
    const voider = createCollectLocks(other!);
    const hand = randomUUID();
    const release = await holder.hold(hand);
    expect(await voider.isFree(hand)).toBe(false);
    expect(await voider.isFree(randomUUID())).toBe(true);
    await release();
    expect(await voider.isFree(hand)).toBe(true);

    const again = randomUUID();
    await holder.hold(again);
    expect(await voider.isFree(again)).toBe(false);
    // The holder's process dies: its connection ends and the lock goes with it.
    await holder.close();
    // The server ends the session a moment after the socket closes.
    expect(
      await waitFor('the lock to go', async () => ((await voider.isFree(again)) ? true : undefined)),
    ).toBe(true);
  });
});

describe('collect locks on PGlite', () => {
  it('guard nothing: one process', async () => {
    const pglite = await createDatabase({ inMemory: true });
    const locks = createCollectLocks(pglite);
    await locks.hold('x');
    expect(await locks.isFree('x')).toBe(true);
    await pglite.close();
  });
});
