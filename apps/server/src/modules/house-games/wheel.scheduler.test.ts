import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROULETTE_GAME_CODE } from '@khelo/contracts/house-games';
import { housePlayer } from '../../../test/helpers/house-player';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseLoopContext } from './house-scheduler';
import { houseWalletOf } from './register-house-games';
import { createRouletteService } from './roulette.service';
import { rouletteLoop } from './wheel.scheduler';

// The roulette loop on real timers with short spins: betting window, spin, settlement, next spin — and a
// bet placed in a window is paid by the pocket that spin committed to.

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

describe('roulette loop', () => {
  it('opens, spins and settles spins one after another and pays the bets of each', async () => {
    const timings = {
      rouletteBettingMs: 700,
      rouletteSpinMs: 300,
      roulettePauseMs: 100,
      zooBettingMs: 700,
      zooSpinMs: 300,
      zooPauseMs: 100,
      minesIdleMs: 60_000,
    };
    const events: string[] = [];
    const roulette = createRouletteService({
      repository: createHouseGamesRepository(database.database.db),
      wallet: houseWalletOf(test.app),
      base: test.app.houseGames.service,
      resolveLaunch: (token) => test.app.gameLaunches.resolve(token),
      now: () => new Date(),
      timings,
      emit: (event) => events.push(`${event.kind}:${event.round?.phase ?? ''}`),
      log: { error: () => undefined },
    });
    const { player, token, start } = await housePlayer(test.app, 100, ROULETTE_GAME_CODE);
    let stopped = false;
    const context: HouseLoopContext = {
      sleep: wait,
      sleepUntil: (at) => wait(at.getTime() - Date.now()),
      stopped: () => stopped,
    };
    const running = rouletteLoop(roulette, timings, () => new Date()).run(context);
    let placed = false;
    for (let attempt = 0; attempt < 30 && !placed; attempt++) {
      placed = (await roulette.placeSlip(token, [{ type: 'straight', numbers: [7], amount: 10 }])).ok;
      if (!placed) await wait(50);
    }
    await wait(2_500);
    stopped = true;
    await running;
    expect(placed).toBe(true);
    expect(events.filter((event) => event === 'settled:settled').length).toBeGreaterThanOrEqual(2);
    const [row] = (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows;
    expect(row).toMatchObject({ game_code: ROULETTE_GAME_CODE, stake: 10 });
    expect(row!.payout).toBe(row!.result === 7 ? 360 : 0);
    expect(Number(await test.app.ledger.balanceInRupees(player.player_id))).toBe(start - 10 + row!.payout!);
  }, 20_000);
});
