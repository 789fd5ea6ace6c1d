import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAGON_TIGER_GAME_CODE } from '@khelo/contracts/house-games';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { DEFAULT_CARD_SETTINGS } from './cards.config';
import { createCardsRepository } from './cards.repository';
import { createCardTableLoop } from './cards.scheduler';
import { cardPayout, createCardsService } from './cards.service';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseLoopContext } from './house-scheduler';
import { houseWalletOf } from './register-house-games';

// The card table's loop on real timers with short hands: a round a failed pass left open (a database error
// under load) is settled by its committed cards before the next round opens, not left open with its bets.

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

describe('card table loop', () => {
  it('settles a round a failed pass left open before it deals the next', async () => {
    const repository = createHouseGamesRepository(database.database.db);
    /** A table whose clock runs `aheadMs` ahead of the real one, with hands of `bettingMs`. */
    const tableAt = (aheadMs: number, bettingMs: number) => {
      const settings = { ...DEFAULT_CARD_SETTINGS, bettingMs, dealMs: 200, pauseMs: 100 };
      const now = () => new Date(Date.now() + aheadMs);
      const service = createCardsService({
        house: test.app.houseGames.service,
        repository,
        cards: createCardsRepository(database.database.db),
        wallet: houseWalletOf(test.app),
        resolveLaunch: (token) => test.app.gameLaunches.resolve(token),
        now,
        settings,
        emit: () => undefined,
        log: { error: () => undefined },
      });
      return { service, settings, now };
    };
    const { player, token, start } = await housePlayer(test.app, 100, DRAGON_TIGER_GAME_CODE);
    // A pass opened this round and took a bet (a window long enough for a loaded machine), then failed
    // before settling it.
    const failed = tableAt(0, 5_000).service;
    const abandoned = (await failed.openRound(DRAGON_TIGER_GAME_CODE))!;
    const placed = await failed.placeBet({
      token,
      gameCode: DRAGON_TIGER_GAME_CODE,
      spot: 'tiger',
      paise: 1_000,
    });
    expect(placed.ok).toBe(true);

    // The next pass, on a clock past the abandoned round's end.
    const { service, settings, now } = tableAt(10_000, 600);
    let stopped = false;
    const context: HouseLoopContext = {
      sleep: wait,
      sleepUntil: (at) => wait(at.getTime() - now().getTime()),
      stopped: () => stopped,
    };
    const running = createCardTableLoop(service, DRAGON_TIGER_GAME_CODE, settings).run(context);
    const stateOf = async () => (await repository.round(abandoned.id))?.state;
    for (let attempt = 0; attempt < 100 && (await stateOf()) !== 'settled'; attempt++) await wait(100);
    stopped = true;
    await running; // the loop finishes the settlement it is in

    expect(await stateOf()).toBe('settled');
    const payout = cardPayout(DRAGON_TIGER_GAME_CODE, 'tiger', 1_000, abandoned.outcome);
    const [row] = (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows;
    expect(row).toMatchObject({ status: payout > 0 ? 'won' : 'lost', round_id: abandoned.id });
    expect(await playerBalance(test.app, player)).toBe(start - 10 + payout / 100);
  }, 20_000);
});
