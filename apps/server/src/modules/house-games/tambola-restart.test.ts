import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAMBOLA_GAME_CODE, type TambolaState } from '@khelo/contracts/house-tambola';
import { callOrder, combinedClientSeed } from '@khelo/games/tambola/index';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// The Tambola loop on real short timers: a game is bought into, called part way, the process holding the
// scheduler stops (a restart), and a new process on the same database calls the same game on from the call
// it had reached, to the end, and pays it.

// Both processes share their secrets, as a cluster's processes do (launch tokens, wallet-api signatures).
const ENV = {
  SESSION_SECRET: 'tambola-restart-test-session-secret-0123456789abcdef',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const SETTINGS = { TAMBOLA_SALE_MS: '2500', TAMBOLA_CALL_MS: '200', TAMBOLA_PAUSE_MS: '60000' };
let database: TestDatabase;
const apps: TestApp[] = [];
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [name, value] of Object.entries(SETTINGS)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.cleanup();
  await database?.cleanup();
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stateOf(app: TestApp, token: string): Promise<TambolaState> {
  const answer = await app.app.inject({
    method: 'GET',
    url: `/house/${TAMBOLA_GAME_CODE}/state?token=${token}`,
  });
  return answer.json<TambolaState>();
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await wait(100);
  }
}

describe('tambola restart', () => {
  it('continues a game from the database after the scheduler process goes', async () => {
    const first = await createTestApp(database.database, { env: ENV });
    apps.push(first);
    const player = await housePlayer(first.app, 500, TAMBOLA_GAME_CODE);
    first.app.houseGames.start();
    await until(
      'a game on sale',
      () => stateOf(first, player.token),
      (state) => state.game?.round.phase === 'betting',
    );
    const bought = await first.app.inject({
      method: 'POST',
      url: '/house/tambola/buy',
      payload: { token: player.token, game_code: TAMBOLA_GAME_CODE, count: 3, client_seed: 'restart me' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const midway = await until(
      'some calls',
      () => stateOf(first, player.token),
      (state) => (state.game?.called.length ?? 0) >= 5,
    );
    await first.app.houseGames.stop();
    const stopped = await stateOf(first, player.token);
    expect(stopped.game!.round.phase).toBe('running');
    const reached = stopped.game!.called;
    // The combined client seed was stored when sales closed: the next process calls on from it.
    expect(stopped.game!.combined_client_seed).toBe(combinedClientSeed(['restart me']));
    expect(reached.slice(0, midway.game!.called.length)).toEqual(midway.game!.called);

    const second = await createTestApp(database.database, { env: ENV });
    apps.push(second);
    second.app.houseGames.start();
    const final = await until(
      'the game to end',
      () => stateOf(second, player.token),
      (state) =>
        state.game?.round.round_id === stopped.game!.round.round_id && state.game.round.phase === 'settled',
      40_000,
    );
    const game = final.game!;
    expect(game.called.slice(0, reached.length)).toEqual(reached);
    expect(game.called.length).toBeGreaterThan(reached.length);
    expect(game.combined_client_seed).toBe(combinedClientSeed(['restart me']));
    const fair = {
      serverSeed: game.round.server_seed!,
      clientSeed: game.round.client_seed,
      nonce: game.round.nonce,
    };
    expect(game.called).toEqual(callOrder(fair, game.combined_client_seed).slice(0, game.called.length));
    expect(game.prizes.every((prize) => prize.won_at_call !== null)).toBe(true);
    // One player, auto-claim on: every prize is theirs, the sales less the rake (the credit follows the
    // round's close).
    const won = game.prizes.reduce((sum, prize) => sum + (prize.amount ?? 0), 0);
    expect(won).toBe(27);
    await until(
      'the prizes credited',
      () => playerBalance(second.app, player.player),
      (balance) => Math.abs(balance - (player.start - 30 + won)) < 0.005,
    );
    await second.app.houseGames.stop();
  }, 90_000);
});
