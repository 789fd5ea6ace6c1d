import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HouseRound } from '@khelo/contracts/house-games';
import { TAMBOLA_GAME_CODE, type TambolaState } from '@khelo/contracts/house-tambola';
import { callOrder, combinedClientSeed } from '@khelo/games/tambola/index';
import { houseTambolaGames } from '../../db/schema';
import { gameHistoryOf, housePlayer } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';

// Player client seeds (ADR 036): each purchase brings one (or the server draws one), sales close with their
// combined seed stored, and the calls follow it; the verify endpoint serves the seeds once the game is over.

const test = houseTestApp();
const { clock } = test;
const tambola = () => test.app.tambola;

const buy = (token: string, count: number, clientSeed?: unknown) =>
  test.app.inject({
    method: 'POST',
    url: '/house/tambola/buy',
    payload: {
      game_code: TAMBOLA_GAME_CODE,
      token,
      count,
      ...(clientSeed === undefined ? {} : { client_seed: clientSeed }),
    },
  });
async function stateOf(token: string, roundId?: number): Promise<TambolaState> {
  const query = roundId === undefined ? '' : `&round_id=${roundId}`;
  const answer = await test.app.inject({
    method: 'GET',
    url: `/house/${TAMBOLA_GAME_CODE}/state?token=${encodeURIComponent(token)}${query}`,
  });
  return answer.json<TambolaState>();
}
async function verifyRound(roundId: number): Promise<HouseRound> {
  return (await test.app.inject({ method: 'GET', url: `/house/rounds/${roundId}` })).json<{
    round: HouseRound;
  }>().round;
}

async function openGame() {
  clock.advance(120_000);
  const open = await tambola().current('real');
  if (open) await tambola().voidGame(open.round.id);
  const round = await tambola().openGame('real', new Date(clock.now().getTime() + 30_000));
  if (!round) throw new Error('no game opened');
  return round;
}

async function startAndCall(round: Awaited<ReturnType<typeof openGame>>, beforeCalls?: () => Promise<void>) {
  clock.advance(31_000);
  expect(await tambola().startGame(round)).toBe(true);
  await beforeCalls?.();
  for (let steps = 1; steps <= 92; steps++) {
    clock.advance(tambola().settings.callMs);
    if (await tambola().step(round)) return;
  }
  throw new Error('the game did not end');
}

describe('tambola client seeds', () => {
  it('refuses a bad client_seed with a 400 naming it, and nothing is bought', async () => {
    const { token } = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    await openGame();
    for (const bad of ['', 'x'.repeat(65), 'two\nlines', 'चाबी', 42]) {
      const answer = await buy(token, 1, bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain('client_seed');
    }
    expect((await stateOf(token)).game?.tickets_sold).toBe(0);
  });

  it('takes the player’s seed or draws one, and calls from the combined seed stored when sales close', async () => {
    const a = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const b = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    const mine = await buy(a.token, 2, 'my lucky seed ~7');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ client_seed: string }>().client_seed).toBe('my lucky seed ~7');
    const drawn = await buy(b.token, 1);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const drawnSeed = drawn.json<{ client_seed: string }>().client_seed;
    expect(drawnSeed).toMatch(/^[0-9a-f]{32}$/);
    expect((await buy(a.token, 1, 'second')).statusCode).toBe(200);
    // On sale: no combined seed yet; the player sees their own seeds only.
    const onSale = await stateOf(a.token);
    expect(onSale.game?.combined_client_seed).toBeNull();
    expect(onSale.game?.my_client_seeds).toEqual(['my lucky seed ~7', 'second']);
    expect((await stateOf(b.token)).game?.my_client_seeds).toEqual([drawnSeed]);

    const combined = combinedClientSeed(['my lucky seed ~7', drawnSeed, 'second']);
    await startAndCall(round, async () => {
      expect((await stateOf(a.token)).game?.combined_client_seed).toBe(combined);
    });
    const game = (await stateOf(a.token, round.id)).game!;
    expect(game.round.phase).toBe('settled');
    expect(game.combined_client_seed).toBe(combined);
    const fair = {
      serverSeed: game.round.server_seed!,
      clientSeed: game.round.client_seed,
      nonce: game.round.nonce,
    };
    expect(game.called).toEqual(callOrder(fair, combined).slice(0, game.called.length));
    // Not the order the seed alone gives: the server could not have known these calls.
    expect(game.called).not.toEqual(callOrder(fair, null).slice(0, game.called.length));
    // The verify endpoint serves every purchase's seed, and they recompute the combined one.
    const verified = await verifyRound(round.id);
    expect(verified.tambola_seeds).toEqual({
      combined_client_seed: combined,
      client_seeds: ['my lucky seed ~7', drawnSeed, 'second'].sort(),
    });
    expect(combinedClientSeed(verified.tambola_seeds!.client_seeds)).toBe(combined);
    // /game-history shows each purchase's own seed.
    const rows = (await gameHistoryOf(test.app, a.player)) as unknown as { tambola_client_seed: string }[];
    expect(rows.map((row) => row.tambola_client_seed)).toEqual(['second', 'my lucky seed ~7']);
  });

  it('does not serve the seeds of a game still on sale', async () => {
    const { token } = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    expect((await buy(token, 1, 'hidden')).statusCode).toBe(200);
    const verified = await verifyRound(round.id);
    expect(verified.server_seed).toBeNull();
    expect(verified.tambola_seeds).toBeUndefined();
  });

  it('a game from before client seeds (none stored) keeps calling from its seed alone', async () => {
    const { token } = await housePlayer(test.app, 500, TAMBOLA_GAME_CODE);
    const round = await openGame();
    expect((await buy(token, 2, 'ignored')).statusCode).toBe(200);
    await startAndCall(round, async () => {
      // As a game started before the migration: no combined seed on its row.
      await test.database.db
        .update(houseTambolaGames)
        .set({ combinedClientSeed: null })
        .where(eq(houseTambolaGames.roundId, round.id));
    });
    const game = (await stateOf(token, round.id)).game!;
    const fair = {
      serverSeed: game.round.server_seed!,
      clientSeed: game.round.client_seed,
      nonce: game.round.nonce,
    };
    expect(game.combined_client_seed).toBeNull();
    expect(game.called).toEqual(callOrder(fair, null).slice(0, game.called.length));
    expect((await verifyRound(round.id)).tambola_seeds?.combined_client_seed).toBeNull();
  });
});
