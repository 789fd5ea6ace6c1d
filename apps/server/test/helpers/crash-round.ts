import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import type { RoundRow } from '../../src/modules/house-games/house-games.repository';
import type { HouseTestApp } from './house-test-app';

/**
 * A new crash round open for bets for 7 s, a minute after the last one on the test clock; with
 * `minOutcome`, rounds that crash below it are voided until one flies that far.
 */
export async function openCrashRound(test: HouseTestApp, minOutcome = 0): Promise<RoundRow> {
  const service = test.app.houseGames.service;
  for (;;) {
    test.clock.advance(60_000);
    const round = await service.openRound(
      CRASH_GAME_CODE,
      await service.nextCrashRoundNo(),
      new Date(test.clock.now().getTime() + 7_000),
    );
    if (!round) continue;
    if (round.outcome >= minOutcome) return round;
    await service.voidRound(round);
  }
}
