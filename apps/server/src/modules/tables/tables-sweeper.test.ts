import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RummyState } from '@khelo/games/rummy/state';
import { createDatabase, type Database } from '../../db/client';
import { gameTableMoves } from '../../db/schema-tables';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { FAST_TABLES, tableClient } from '../../../test/helpers/tables';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Two app instances on one database (on PostgreSQL with DATABASE_URL: two connection pools, as two
// processes would have) sweep the same tables: a due deadline fires exactly once, and a stale one (the
// engine moved on) never fires.

let database: TestDatabase;
let second: Database;
let one: TestApp;
let two: TestApp;
const clock = manualClock(new Date());
const SETTINGS = { ...FAST_TABLES, botFillMs: 600_000, turnMs: 10_000, extraMs: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.databaseUrl
    ? await createDatabase({ databaseUrl: database.databaseUrl })
    : database.database;
  one = await createTestApp(database.database, { now: clock.now, tablesSettings: SETTINGS });
  two = await createTestApp(second, { now: clock.now, tablesSettings: SETTINGS });
});
afterAll(async () => {
  await two?.cleanup();
  await one?.cleanup();
  if (second !== database.database) await second?.close();
  await database?.cleanup();
});

async function timeouts(tableId: string) {
  return one.app.tables.repository.db
    .select()
    .from(gameTableMoves)
    .where(and(eq(gameTableMoves.tableId, tableId), eq(gameTableMoves.kind, 'timeout')));
}

describe('the sweeper on two app instances', () => {
  it('fires a due deadline once, whichever instance gets it', async () => {
    const a = tableClient(one.app, await loginByMobile(one.app));
    const b = tableClient(two.app, await loginByMobile(two.app));
    const tableId = (await a.join('practice-rummy-points-2-0.5')).table.table_id;
    expect((await b.join('practice-rummy-points-2-0.5')).table.view.phase).toBe('playing');
    const before = (await one.app.tables.repository.table(tableId))!;
    const turn = (before.state as RummyState).hand!.turn;

    // Not yet due: nothing happens.
    await Promise.all([one.app.tables.sweeper.tick(), two.app.tables.sweeper.tick()]);
    expect(await timeouts(tableId)).toHaveLength(0);

    clock.advance(before.deadlineAt!.getTime() - clock.now().getTime() + 1);
    await Promise.all([
      one.app.tables.sweeper.tick(),
      two.app.tables.sweeper.tick(),
      one.app.tables.sweeper.tick(),
      two.app.tables.sweeper.tick(),
    ]);
    const fired = await timeouts(tableId);
    expect(fired).toHaveLength(1);
    const after = (await two.app.tables.repository.table(tableId))!;
    const state = after.state as RummyState;
    expect(state.hand!.seats.find((seat) => seat.seat === turn)!.missed).toBe(1);
    expect(state.hand!.turn).toBe(1 - turn);
    expect(after.version).toBe(before.version + 1);
    // The next turn's deadline is a full turn away.
    expect(after.deadlineAt!.getTime()).toBe(clock.now().getTime() + SETTINGS.turnMs);
  });

  it('ignores a deadline whose wait is over (a stale key) and re-schedules it', async () => {
    const a = tableClient(one.app, await loginByMobile(one.app));
    const b = tableClient(two.app, await loginByMobile(two.app));
    const tableId = (await a.join('practice-rummy-points-2-0.1')).table.table_id;
    await b.join('practice-rummy-points-2-0.1');
    const row = (await one.app.tables.repository.table(tableId))!;
    // As if a crash had left the key of a turn that is over.
    await one.app.tables.repository.transaction((tx) =>
      one.app.tables.repository.updateTable(tx, tableId, { deadlineKey: 'h1:t0', deadlineAt: clock.now() }),
    );
    await Promise.all([one.app.tables.sweeper.tick(), two.app.tables.sweeper.tick()]);
    expect(await timeouts(tableId)).toHaveLength(0);
    const after = (await one.app.tables.repository.table(tableId))!;
    expect(after.state).toEqual(row.state);
    expect(after.deadlineKey).toBe(row.deadlineKey);
    expect(after.deadlineAt!.getTime()).toBeGreaterThan(clock.now().getTime());
  });
});
