import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { COLOR_GAME_CODE, CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { loginByMobile } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createHouseGamesRepository } from './house-games.repository';
import { createHouseGamesService } from './house-games.service';
import { createHouseScheduler } from './house-scheduler';
import { houseWalletOf } from './register-house-games';
import { createRoundLock } from './round-lock.repository';

// The scheduler on real timers with short rounds: it takes the lock, runs crash flights and color issues
// one after another, settles the bets placed in them and stops cleanly between steps.

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('house scheduler', () => {
  it('runs and settles crash rounds and color issues while it holds the lock', async () => {
    const timings = {
      crashBettingMs: 1_000,
      crashPauseMs: 500,
      crashGrowthPerSecond: 2,
      colorOrderMs: 2_000,
      colorWaitMs: 1_000,
    };
    const events: string[] = [];
    const repository = createHouseGamesRepository(database.database.db);
    const service = createHouseGamesService({
      repository,
      wallet: houseWalletOf(test.app),
      resolveLaunch: (token) => test.app.gameLaunches.resolve(token),
      now: () => new Date(),
      timings,
      emit: (event) => events.push(`${event.game_code}:${event.kind}`),
      log: { error: () => undefined },
    });
    const scheduler = createHouseScheduler({
      service,
      lock: createRoundLock(database.database),
      timings,
      now: () => new Date(),
      log: { info: () => undefined, error: () => undefined },
    });
    const player = await loginByMobile(test.app);
    await test.app.ledger.transfer({
      operatorId: player.operator_id,
      playerId: player.player_id,
      type: 'deposit',
      status: 'completed',
      source: 'test',
      externalRef: 'scheduler-deposit',
      amount: 100_000n,
      direction: 'in',
      counterparty: 'gateway_clearing',
      remarks: 'test deposit',
    });
    const launch = async (gameCode: string) =>
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/game-launch',
          headers: { authorization: `Bearer ${player.token}` },
          payload: { game_code: gameCode },
        })
      ).json<GameLaunch>().token;
    const colorToken = await launch(COLOR_GAME_CODE);

    scheduler.start();
    try {
      // An order as soon as an issue takes orders.
      let placed = false;
      for (let attempt = 0; attempt < 40 && !placed; attempt++) {
        const result = await service.placeBet({
          token: colorToken,
          gameCode: COLOR_GAME_CODE,
          slot: 0,
          selection: 'big',
          paise: 1_000,
          autoCashout: null,
        });
        placed = result.ok;
        if (!placed) await wait(200);
      }
      expect(placed).toBe(true);
      await wait(4_000);
    } finally {
      await scheduler.stop();
    }
    expect(events.filter((event) => event === `${CRASH_GAME_CODE}:settled`).length).toBeGreaterThanOrEqual(1);
    expect(events.filter((event) => event === `${COLOR_GAME_CODE}:settled`).length).toBeGreaterThanOrEqual(1);
    const history = await service.history(player.player_id, 1, 10);
    expect(history.rows).toHaveLength(1);
    expect(['won', 'lost']).toContain(history.rows[0]!.status);
  }, 30_000);
});
