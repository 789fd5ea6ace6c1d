import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { FAST_TABLES, tableClient } from '../../../test/helpers/tables';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { lockedTable } from './table-commit';
import { openHand } from './table-deal';
import { createTableSeeds } from './table-seeds';

// A process that died while a hand was collecting its stakes (after the collect, before the deal): at the
// next start the hand is voided, every stake comes back in full, the players are told, and the table deals
// a new hand.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock(new Date());
const SETTINGS = { ...FAST_TABLES, botFillMs: 600_000, nextHandMs: 1_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now, tablesSettings: SETTINGS });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

describe('a hand cut short while collecting', () => {
  it('is voided at start with every stake refunded, and the table deals again', async () => {
    const { app } = test;
    const a = tableClient(app, await loginByMobile(app));
    const b = tableClient(app, await loginByMobile(app));
    const offer = 'practice-rummy-points-2-1';
    const tableId = (await a.join(offer)).table.table_id;
    // The second seat is taken without the deal that would follow (as if the process died at once).
    const chipsBefore = (await app.practiceChips.status(a.player.player_id)).chips;
    await app.tables.stop();
    const { repository } = app.tables;
    const deps = { repository, adapters: app.tables.adapters, settings: SETTINGS, now: clock.now };
    await b.join(offer);
    expect((await repository.table(tableId))!.handNo).toBe(0);
    const full = { ...deps, money: app.tables.money, log: app.log };
    // Steps 1 and 2 of the deal (table-deal.ts), then the "crash": step 3 never runs.
    const prep = await repository.transaction(async (tx) => {
      const row = (await repository.lockTable(tx, tableId))!;
      return openHand(full, createTableSeeds(repository), tx, await lockedTable(full, tx, row));
    });
    await app.tables.money.collect(prep!.hand, prep!.payers, prep!.paise);
    const collecting = await repository.table(tableId);
    const hand = await repository.hand(repository.db, collecting!.handId!);
    expect(hand!.status).toBe('collecting');
    expect((await app.practiceChips.status(a.player.player_id)).chips).toBe(chipsBefore - 80);

    clock.advance(5_000);
    app.tables.start();
    const notice = await (async () => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const { table } = await a.state(tableId);
        if (table.notice) return table;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('no notice');
    })();
    expect(notice.notice).toMatch(/refunded in full/);
    expect((await repository.hand(repository.db, hand!.id))!.status).toBe('void');
    expect((await app.practiceChips.status(a.player.player_id)).chips).toBe(chipsBefore);

    // The next hand comes after the pause, with a new number and a new seed.
    clock.advance(SETTINGS.nextHandMs + 1);
    for (let attempt = 0; attempt < 200; attempt++) {
      const { table } = await a.state(tableId);
      if (table.view.phase === 'playing') {
        expect(table.hand_no).toBe(hand!.handNo + 1);
        expect(table.fairness!.hand_id).not.toBe(hand!.id);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the table did not deal again');
  });
});
