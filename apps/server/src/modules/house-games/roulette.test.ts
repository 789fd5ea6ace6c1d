import { describe, expect, it } from 'vitest';
import {
  CRASH_GAME_CODE,
  ROULETTE_GAME_CODE,
  type HouseGameState,
  type HouseRound,
} from '@khelo/contracts/house-games';
import { checkBet, pocketColor, slipReturn } from '@khelo/games/roulette';
import { verifyRound } from '@khelo/games/verify';
import { gameHistoryOf, housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';

// European roulette through HTTP with real launches and wallet-api calls; spins are driven by hand on a
// manual clock instead of the scheduler.

const test = houseTestApp();
const { clock } = test;

const roulette = () => test.app.wheelGames.roulette;
const bet = (payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: '/house/roulette/bet',
    payload: { game_code: ROULETTE_GAME_CODE, ...payload },
  });

async function openSpin() {
  clock.advance(60_000);
  const round = await roulette().openSpin(new Date(clock.now().getTime() + 20_000));
  if (!round) throw new Error('no spin opened');
  return round;
}

describe('european roulette (SPB02020)', () => {
  it('validates every bet with a 400 naming the field and moves no money', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, ROULETTE_GAME_CODE);
    const { token: crashToken } = await housePlayer(test.app, 500, CRASH_GAME_CODE);
    const round = await openSpin();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'split', numbers: [1, 5], amount: 10 }, 400, 'bets.0.numbers: must be two adjacent numbers'],
      [
        { type: 'street', numbers: [2, 3, 4], amount: 10 },
        400,
        'bets.0.numbers: must be a row of three numbers',
      ],
      [
        { type: 'corner', numbers: [3, 4, 6, 7], amount: 10 },
        400,
        'bets.0.numbers: must be four numbers meeting at a corner',
      ],
      [{ type: 'line', numbers: [1, 2, 3], amount: 10 }, 400, 'bets.0.numbers: must be six numbers'],
      [{ type: 'straight', numbers: [37], amount: 10 }, 400, 'bets.0.numbers: must be numbers from 0 to 36'],
      [{ type: 'dozen', index: 4, amount: 10 }, 400, 'bets.0.index: must be 1, 2 or 3'],
      [{ type: 'basket', amount: 10 }, 400, 'bets.0.type: must be one of'],
      [{ type: 'red', amount: 5 }, 400, 'bets.0.amount: must be at least 10'],
      [{ type: 'red', amount: 10.005 }, 400, 'bets.0.amount: must have at most two decimals'],
    ];
    for (const [line, status, message] of cases) {
      const answer = await bet({ token, bets: [{ type: 'red', amount: 10 }, line] });
      expect(answer.statusCode, JSON.stringify(line)).toBe(status);
      expect(answer.json<{ message: string }>().message).toContain(message.replace('bets.0', 'bets.1'));
    }
    const empty = await bet({ token, bets: [] });
    expect(empty.json<{ message: string }>().message).toBe('bets: must hold at least one bet');
    const tooMuch = await bet({
      token,
      bets: Array.from({ length: 6 }, () => ({ type: 'red', amount: 10_000 })),
    });
    expect(tooMuch.json<{ message: string }>().message).toBe('bets: must add up to at most 50000');
    expect((await bet({ token: 'nope', bets: [{ type: 'red', amount: 10 }] })).statusCode).toBe(401);
    expect((await bet({ token: crashToken, bets: [{ type: 'red', amount: 10 }] })).statusCode).toBe(403);
    expect(await playerBalance(test.app, player)).toBe(start);
    await roulette().settleSpin(round);
  });

  it('takes a table of bets as one debit, pays it by the committed pocket, and verifies', async () => {
    const { player, token, start } = await housePlayer(test.app, 1000, ROULETTE_GAME_CODE);
    const round = await openSpin();
    const pocket = round.outcome;
    const state = (
      await test.app.inject(`/house/${ROULETTE_GAME_CODE}/state?token=${token}`)
    ).json<HouseGameState>();
    expect(state.round).toMatchObject({
      round_id: round.id,
      phase: 'betting',
      server_seed: null,
      result: null,
    });
    expect(state.house_edge_percent).toBe(2.7);
    expect(state.balance).toBe(start);

    const neighbour = pocket === 36 ? 33 : pocket === 0 ? 1 : pocket % 3 === 0 ? pocket - 3 : pocket + 1;
    const bets = [
      { type: 'straight', numbers: [pocket], amount: 10 },
      { type: 'split', numbers: [Math.min(pocket, neighbour), Math.max(pocket, neighbour)], amount: 20 },
      { type: 'red', amount: 50 },
      { type: 'dozen', index: 2, amount: 30 },
      { type: 'column', index: 1, amount: 10 },
      { type: 'line', numbers: [1, 2, 3, 4, 5, 6], amount: 15.5 },
    ];
    const placed = await bet({ token, bets });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<{ balance: number }>().balance).toBe(start - 135.5);
    const more = await bet({ token, bets: [{ type: 'corner', numbers: [0, 1, 2, 3], amount: 10 }] });
    expect(more.json<{ balance: number }>().balance).toBe(start - 145.5);

    clock.advance(20_000);
    expect((await bet({ token, bets: [{ type: 'odd', amount: 10 }] })).statusCode).toBe(409);
    await roulette().startSpin(round);
    await roulette().settleSpin(round);

    const lines = bets.map((line) => {
      const checked = checkBet(line);
      if (!checked.ok) throw new Error('bad test bet');
      return { bet: checked.bet, paise: Math.round(line.amount * 100) };
    });
    const corner = checkBet({ type: 'corner', numbers: [0, 1, 2, 3] });
    const paid =
      slipReturn(lines, pocket) + (corner.ok && corner.bet.numbers.includes(pocket) ? 9 * 1000 : 0);
    // The straight alone returns 36 × 10, whatever the pocket.
    expect(paid).toBeGreaterThanOrEqual(36_000);
    expect(await playerBalance(test.app, player)).toBeCloseTo(start - 145.5 + paid / 100, 2);
    if (pocketColor(pocket) === 'red') expect(paid).toBeGreaterThanOrEqual(36_000 + 10_000);

    const rows = await gameHistoryOf(test.app, player);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.game_code === ROULETTE_GAME_CODE && row.verifiable)).toBe(true);
    expect(rows.reduce((sum, row) => sum + (row.payout ?? 0), 0)).toBeCloseTo(paid / 100, 2);

    const revealed = (await test.app.inject(`/house/rounds/${round.id}`)).json<{ round: HouseRound }>().round;
    expect(revealed.result).toBe(pocket);
    expect(
      verifyRound({
        kind: 'roulette',
        serverSeed: revealed.server_seed!,
        clientSeed: revealed.client_seed,
        nonce: revealed.nonce,
        commitment: revealed.commitment,
      }),
    ).toMatchObject({ commitmentMatches: true, outcome: pocket });
    const after = (await test.app.inject(`/house/${ROULETTE_GAME_CODE}/state`)).json<HouseGameState>();
    expect(after.recent[0]).toMatchObject({ round_id: round.id, result: pocket });
  });

  it('refuses a bet above the balance with 402 and recovers a spin left open by its committed pocket', async () => {
    const { player, token, start } = await housePlayer(test.app, 50, ROULETTE_GAME_CODE);
    const round = await openSpin();
    const broke = await bet({ token, bets: [{ type: 'red', amount: start + 1 }] });
    expect(broke.statusCode).toBe(402);
    expect(
      (await bet({ token, bets: [{ type: 'straight', numbers: [round.outcome], amount: 10 }] })).statusCode,
    ).toBe(200);
    // The server "dies" after the betting window: the next holder of the lock settles the spin.
    clock.advance(30_000);
    for (let run = 0; run < 3; run++) await roulette().recover();
    expect(await playerBalance(test.app, player)).toBe(start - 10 + 360);
  });
});
