import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROULETTE_GAME_CODE, ZOO_ROULETTE_GAME_CODE } from '@khelo/contracts/house-games';
import { groupOf, ZOO_WHEEL } from '@khelo/games/zoo-roulette';
import { housePlayer } from '../../../test/helpers/house-player';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseLoopContext } from './house-scheduler';
import { houseWalletOf } from './register-house-games';
import { createRouletteService } from './roulette.service';
import { rouletteLoop, zooLoop } from './wheel.scheduler';
import { createZooRouletteService } from './zoo-roulette.service';

// The roulette and Zoo Roulette loops on real timers with short spins: betting window, spin, settlement, next spin — and a
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

  it('zoo roulette: spins one after another and pays a bet by the sector of its spin', async () => {
    const timings = { ...test.app.wheelGames.timings, zooBettingMs: 700, zooSpinMs: 300, zooPauseMs: 100 };
    const zoo = createZooRouletteService({
      repository: createHouseGamesRepository(database.database.db),
      base: test.app.houseGames.service,
      timings,
    });
    const { player, token, start } = await housePlayer(test.app, 100, ZOO_ROULETTE_GAME_CODE);
    let stopped = false;
    const context: HouseLoopContext = {
      sleep: wait,
      sleepUntil: (at) => wait(at.getTime() - Date.now()),
      stopped: () => stopped,
    };
    const running = zooLoop(zoo, timings, () => new Date()).run(context);
    let placed = false;
    for (let attempt = 0; attempt < 30 && !placed; attempt++) {
      placed = (await zoo.placeSlip(token, [{ bet: 'beasts', amount: 10 }])).ok;
      if (!placed) await wait(50);
    }
    await wait(2_500);
    stopped = true;
    await running;
    expect(placed).toBe(true);
    const [row] = (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows;
    expect(row).toMatchObject({ game_code: ZOO_ROULETTE_GAME_CODE, stake: 10 });
    expect(row!.payout).toBe(groupOf(ZOO_WHEEL[row!.result!]!) === 'beasts' ? 20 : 0);
    expect(Number(await test.app.ledger.balanceInRupees(player.player_id))).toBe(start - 10 + row!.payout!);
    const state = await zoo.state(undefined);
    expect(state.recent.length).toBeGreaterThanOrEqual(2);
  }, 20_000);
});
