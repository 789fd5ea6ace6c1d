import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { crashPayout, msToReach, multiplierAt } from '@khelo/games/crash';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { openCrashRound } from '../../../test/helpers/crash-round';
import type { RoundRow } from './house-games.repository';

// A cash-out's time of record is when the server received it (docs/house-games.md): a player who pressed
// in time wins even when the answer is worked out after the crash, or after the settlement started.

const test = houseTestApp();
const { clock } = test;

const service = () => test.app.houseGames.service;
const balance = (player: LoginSuccess) => playerBalance(test.app, player);

/** A funded player with a crash launch token (test/helpers/house-player.ts). */
const newPlayer = (deposit: number) => housePlayer(test.app, deposit, CRASH_GAME_CODE);

/** A running round that flies to at least 2x, with one bet of ₹100 by the player. */
async function flyingBet(token: string): Promise<{ round: RoundRow; betId: string }> {
  const round = await openCrashRound(test, 200);
  const bet = await test.app.inject({
    method: 'POST',
    url: '/house/crash/bet',
    payload: { token, game_code: CRASH_GAME_CODE, slot: 1, amount: 100 },
  });
  expect(bet.statusCode).toBe(200);
  clock.advance(7_000);
  await service().startRound(round);
  return { round, betId: bet.json<{ bet: { bet_id: string } }>().bet.bet_id };
}

describe('crash cash-out time of record', () => {
  it('pays a cash-out received before the crash at its receive time, though answered after the crash', async () => {
    const { player, token } = await newPlayer(500);
    const { round, betId } = await flyingBet(token);
    const flight = msToReach(150);
    const receivedAt = new Date(round.startsAt.getTime() + flight);
    // The server clock is already past the crash when the queued request gets its turn.
    clock.advance(round.endsAt.getTime() + 1_500 - clock.now().getTime());

    const answer = await service().cashout(token, betId, receivedAt);
    expect(answer.ok).toBe(true);
    const multiplier = multiplierAt(flight);
    expect(answer.ok && answer.bet.cashoutMultiplier).toBe(multiplier);
    expect(await balance(player)).toBe(400 + crashPayout(10_000, multiplier) / 100);

    await service().settleRound(round);
    expect(await balance(player)).toBe(400 + crashPayout(10_000, multiplier) / 100);
  });

  it('still refuses a cash-out received at or after the crash instant', async () => {
    const { player, token } = await newPlayer(500);
    const { round, betId } = await flyingBet(token);
    const answer = await service().cashout(token, betId, round.endsAt);
    expect(answer).toMatchObject({ ok: false, statusCode: 409 });
    await service().settleRound(round);
    expect(await balance(player)).toBe(400);
  });

  it('pays a cash-out received in time that is still in flight when the settlement starts', async () => {
    const { player, token } = await newPlayer(500);
    const { round, betId } = await flyingBet(token);
    const flight = msToReach(180);
    const receivedAt = new Date(round.startsAt.getTime() + flight);
    clock.advance(round.endsAt.getTime() - clock.now().getTime());

    const cashout = service().cashout(token, betId, receivedAt);
    await service().settleRound(round);
    const answer = await cashout;

    expect(answer.ok).toBe(true);
    const paid = crashPayout(10_000, multiplierAt(flight)) / 100;
    expect(await balance(player)).toBe(400 + paid);
    const history = await test.app.houseGames.service.history(player.player_id, 1, 10);
    expect(history.rows.map((row) => row.status)).toEqual(['won']);
  });
});

describe('crash bet time of record', () => {
  it('takes a bet received inside the betting window though worked out after the flight started', async () => {
    const { player, token } = await newPlayer(500);
    let round: RoundRow | null = null;
    while (!round || round.outcome < 200) {
      if (round) await service().voidRound(round);
      clock.advance(60_000);
      round = await service().openRound(
        CRASH_GAME_CODE,
        await service().nextCrashRoundNo(),
        new Date(clock.now().getTime() + 7_000),
      );
    }
    const receivedAt = new Date(round.bettingClosesAt.getTime() - 1);
    clock.advance(7_500);
    await service().startRound(round);

    const late = await service().placeBet({
      token,
      gameCode: CRASH_GAME_CODE,
      slot: 1,
      selection: 'crash',
      paise: 10_000,
      autoCashout: 150,
    });
    expect(late).toMatchObject({ ok: false, statusCode: 409 });
    const inTime = await service().placeBet({
      token,
      gameCode: CRASH_GAME_CODE,
      slot: 1,
      selection: 'crash',
      paise: 10_000,
      autoCashout: 150,
      receivedAt,
    });
    expect(inTime.ok).toBe(true);
    expect(await balance(player)).toBe(400);

    clock.advance(round.endsAt.getTime() - clock.now().getTime());
    await service().settleRound(round);
    expect(await balance(player)).toBe(400 + crashPayout(10_000, 150) / 100);
  });
});
