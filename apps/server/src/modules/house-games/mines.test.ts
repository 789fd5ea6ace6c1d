import { describe, expect, it } from 'vitest';
import { MINES_GAME_CODE, type HouseRound } from '@khelo/contracts/house-games';
import type { MinesGameState, MinesRound } from '@khelo/contracts/house-mines';
import { commitmentOf, seedBelongsToChain } from '@khelo/games/fair';
import { maskTiles, minesLayout, minesMultiplierHundredths, minesPayout } from '@khelo/games/mines';
import { verifyRound } from '@khelo/games/verify';
import { gameHistoryOf, housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { createHouseGamesRepository } from './house-games.repository';

// Mines through HTTP with real launches and wallet-api calls. The tests read the committed layout from
// the database (as only the server can) to tap safe tiles and mines on purpose.

const test = houseTestApp();
const { clock } = test;

type Answer = { status: number; message: string; round: MinesRound; balance: number | null };
const post = async (path: string, payload: Record<string, unknown>) => {
  const response = await test.app.inject({
    method: 'POST',
    url: `/house/mines/${path}`,
    payload: { game_code: MINES_GAME_CODE, ...payload },
  });
  return { statusCode: response.statusCode, body: response.json<Answer>() };
};

/** The mined tiles of a round, from the server's own row. */
async function layoutOf(roundId: number): Promise<number[]> {
  const round = await createHouseGamesRepository(test.database.db).round(roundId);
  return maskTiles(round!.outcome);
}

const safeOf = (mines: number[]) => [...Array(25).keys()].filter((tile) => !mines.includes(tile));

describe('mines (SPB02010)', () => {
  it('commits the layout at the start, pays a cash-out once, and reveals seed and layout at the end', async () => {
    const { player, token, start } = await housePlayer(test.app, 1000, MINES_GAME_CODE);
    const bad = await post('start', { token, amount: 100, mines: 25 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('mines: must be a number from 1 to 24');
    const badSeed = await post('start', { token, amount: 100, mines: 3, client_seed: 'a b' });
    expect(badSeed.body.message).toBe('client_seed: must be 1-64 letters, digits, - or _');

    const started = await post('start', { token, amount: 100, mines: 3, client_seed: 'my-lucky-seed' });
    expect(started.statusCode).toBe(200);
    const round = started.body.round;
    expect(round).toMatchObject({ phase: 'playing', mines: 3, amount: 100, revealed: [], multiplier: 0 });
    expect(round.server_seed).toBeNull();
    expect(round.mine_tiles).toBeNull();
    expect(round.next_multiplier).toBe(1.12);
    expect(started.body.balance).toBe(start - 100);
    expect((await post('start', { token, amount: 10, mines: 1 })).statusCode).toBe(409);

    const mines = await layoutOf(round.round_id);
    const [first, second] = safeOf(mines);
    const tapped = await post('reveal', { token, round_id: round.round_id, tile: first });
    expect(tapped.body.round).toMatchObject({ revealed: [first], multiplier: 1.12, server_seed: null });
    expect((await post('reveal', { token, round_id: round.round_id, tile: first })).body.message).toBe(
      'This tile is already open',
    );
    await post('reveal', { token, round_id: round.round_id, tile: second });

    // The page may send a cash-out twice (double tap, retry): exactly one pays.
    const [a, b] = await Promise.all([
      post('cashout', { token, round_id: round.round_id }),
      post('cashout', { token, round_id: round.round_id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = (a.statusCode === 200 ? a : b).body.round;
    const payout = minesPayout(10_000, 3, 2) / 100;
    expect(won).toMatchObject({ phase: 'won', payout, multiplier: minesMultiplierHundredths(3, 2) / 100 });
    expect(won.mine_tiles).toEqual(mines);
    expect(commitmentOf(won.server_seed!)).toBe(won.commitment);
    expect(minesLayout(won.server_seed!, 'my-lucky-seed', won.nonce, 3)).toEqual(mines);
    expect(await playerBalance(test.app, player)).toBeCloseTo(start - 100 + payout, 2);

    const late = await post('reveal', { token, round_id: round.round_id, tile: safeOf(mines)[2] });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('This round is over');
    expect((await post('cashout', { token, round_id: round.round_id })).statusCode).toBe(409);
    expect(await playerBalance(test.app, player)).toBeCloseTo(start - 100 + payout, 2);

    const rows = await gameHistoryOf(test.app, player);
    expect(rows).toMatchObject([
      {
        game_code: MINES_GAME_CODE,
        status: 'won',
        stake: 100,
        payout,
        // What the game showed (rounded down), not payout / stake.
        cashout_multiplier: minesMultiplierHundredths(3, 2) / 100,
        verifiable: true,
      },
    ]);
    const revealed = (await test.app.inject(`/house/rounds/${round.round_id}`)).json<{ round: HouseRound }>()
      .round;
    expect(seedBelongsToChain(revealed.server_seed!, revealed.chain_index, revealed.chain_commitment)).toBe(
      true,
    );
    const verified = verifyRound({
      kind: 'mines',
      mines: 3,
      serverSeed: revealed.server_seed!,
      clientSeed: revealed.client_seed,
      nonce: revealed.nonce,
      commitment: revealed.commitment,
    });
    expect(verified).toMatchObject({ commitmentMatches: true, tiles: mines, outcome: revealed.result });
  });

  it('ends the round on a mine, shows the layout, and keeps the stake', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, MINES_GAME_CODE);
    const { token: otherToken } = await housePlayer(test.app, 500, MINES_GAME_CODE);
    const { round } = (await post('start', { token, amount: 50, mines: 5 })).body;
    expect((await post('cashout', { token, round_id: round.round_id })).body.message).toBe(
      'Open at least one tile before cashing out',
    );
    expect((await post('reveal', { token: otherToken, round_id: round.round_id, tile: 0 })).statusCode).toBe(
      404,
    );
    const mines = await layoutOf(round.round_id);
    await post('reveal', { token, round_id: round.round_id, tile: safeOf(mines)[0] });
    const boom = await post('reveal', { token, round_id: round.round_id, tile: mines[0] });
    expect(boom.statusCode).toBe(200);
    expect(boom.body.message).toBe('Mine! The round is over');
    expect(boom.body.round).toMatchObject({
      phase: 'lost',
      hit_tile: mines[0],
      mine_tiles: mines,
      payout: 0,
    });
    expect(commitmentOf(boom.body.round.server_seed!)).toBe(round.commitment);
    expect(
      (await post('reveal', { token, round_id: round.round_id, tile: safeOf(mines)[1] })).statusCode,
    ).toBe(409);
    expect(await playerBalance(test.app, player)).toBe(start - 50);

    const state = (
      await test.app.inject(`/house/${MINES_GAME_CODE}/state?token=${token}`)
    ).json<MinesGameState>();
    expect(state.mines).toMatchObject({ round_id: round.round_id, phase: 'lost' });
    expect(state.house_edge_percent).toBe(1);
    expect(state.balance).toBe(start - 50);
  });

  it('cashes out automatically when every safe tile is open', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, MINES_GAME_CODE);
    const { round } = (await post('start', { token, amount: 10, mines: 24 })).body;
    const [safe] = safeOf(await layoutOf(round.round_id));
    const last = await post('reveal', { token, round_id: round.round_id, tile: safe });
    expect(last.body.round).toMatchObject({ phase: 'won', multiplier: 24.75, payout: 247.5 });
    expect(await playerBalance(test.app, player)).toBe(start - 10 + 247.5);
  });

  it('settles rounds left alone: cashed out after a safe tile, refunded before any', async () => {
    const tapped = await housePlayer(test.app, 500, MINES_GAME_CODE);
    const untouched = await housePlayer(test.app, 500, MINES_GAME_CODE);
    const first = (await post('start', { token: tapped.token, amount: 100, mines: 1 })).body.round;
    const [safe] = safeOf(await layoutOf(first.round_id));
    await post('reveal', { token: tapped.token, round_id: first.round_id, tile: safe });
    await post('start', { token: untouched.token, amount: 100, mines: 1 });
    const mines = test.app.wheelGames.mines;
    expect(await mines.sweepIdle()).toBe(0);
    clock.advance(test.app.wheelGames.timings.minesIdleMs + 1_000);
    for (let run = 0; run < 3; run++) await mines.recover();
    expect(await playerBalance(test.app, tapped.player)).toBeCloseTo(tapped.start - 100 + 103.12, 2);
    expect(await playerBalance(test.app, untouched.player)).toBe(untouched.start);
    const state = (
      await test.app.inject(`/house/${MINES_GAME_CODE}/state?token=${untouched.token}`)
    ).json<MinesGameState>();
    expect(state.mines).toMatchObject({ phase: 'refunded', payout: null });
  });
});
