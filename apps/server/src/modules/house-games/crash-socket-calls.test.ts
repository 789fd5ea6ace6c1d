import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import type { ClientToServerEvents, ServerToClientEvents } from '@khelo/contracts/socket-events';
import { msToReach, multiplierAt } from '@khelo/games/crash';
import { openCrashRound } from '../../../test/helpers/crash-round';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { createTestApp } from '../../../test/helpers/test-app';
import { createTestDatabase } from '../../../test/helpers/test-database';
import { callLimit } from './crash-socket-calls';

// A crash bet and cash-out over the room's socket (ADR 047): the same checks and answers as the HTTP
// calls, through a real socket.io connection to a listening app; rounds are driven by hand.

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const house = houseTestApp();
let client: Client;

async function listenAndConnect(app: typeof house.app): Promise<Client> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket: Client = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

beforeAll(async () => {
  client = await listenAndConnect(house.app);
});
afterAll(() => {
  client?.disconnect();
});

const bet = (payload: Record<string, unknown>) => client.emitWithAck('house_crash_bet', payload as never);
const cashout = (payload: Record<string, unknown>) =>
  client.emitWithAck('house_crash_cashout', payload as never);

describe('crash calls over the socket', () => {
  it('bets, refuses what the HTTP call refuses, and pays a cash-out at the server clock', async () => {
    const { player, token, start } = await housePlayer(house.app, 1000, CRASH_GAME_CODE);
    const round = await openCrashRound(house, 150);

    const tooSmall = await bet({ token, game_code: CRASH_GAME_CODE, slot: 1, amount: 5 });
    expect(tooSmall).toMatchObject({ code: 400, status: 0 });
    expect(tooSmall.message).toMatch(/^amount: /);
    const noSlot = await bet({ token, game_code: CRASH_GAME_CODE, amount: 50 });
    expect(noSlot).toMatchObject({ code: 400, message: expect.stringMatching(/^slot: /) as string });
    expect(await bet('not a body' as never)).toMatchObject({ code: 400, status: 0 });
    // PostgreSQL stores no NUL: refused as a 400 naming the field, as the HTTP routes do, not a 500.
    const nul = await bet({ token: `${token}\u0000`, game_code: CRASH_GAME_CODE, slot: 1, amount: 50 });
    expect(nul).toMatchObject({ code: 400, message: 'token: must not contain NUL characters' });
    const unknownToken = await bet({
      token: 'x'.repeat(40),
      game_code: CRASH_GAME_CODE,
      slot: 1,
      amount: 50,
    });
    expect(unknownToken).toMatchObject({ code: 401, status: 0 });
    expect(await playerBalance(house.app, player)).toBe(start);

    const first = await bet({ token, game_code: CRASH_GAME_CODE, slot: 1, amount: 100 });
    expect(first).toMatchObject({ code: 200, status: 1, balance: start - 100 });
    expect(first.bet).toMatchObject({ slot: 1, amount: 100, round_id: round.id });
    const second = await bet({ token, game_code: CRASH_GAME_CODE, slot: 2, amount: 50, auto_cashout: null });
    expect(second).toMatchObject({ code: 200, balance: start - 150 });
    const again = await bet({ token, game_code: CRASH_GAME_CODE, slot: 1, amount: 10 });
    expect(again).toMatchObject({ code: 409, status: 0 });

    house.clock.advance(7_000);
    expect(await bet({ token, game_code: CRASH_GAME_CODE, slot: 1, amount: 10 })).toMatchObject({
      code: 409,
    });
    await house.app.houseGames.service.startRound(round);

    const flight = Math.floor(msToReach(round.outcome) / 2);
    house.clock.advance(flight);
    const paid = await cashout({ token, game_code: CRASH_GAME_CODE, bet_id: first.bet!.bet_id });
    const payout = Math.floor(100 * multiplierAt(flight)) / 100;
    expect(paid).toMatchObject({ code: 200, status: 1, bet: { status: 'won', payout } });
    expect(await cashout({ token, game_code: CRASH_GAME_CODE, bet_id: 'not-a-uuid' })).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^bet_id: /) as string,
    });

    house.clock.advance(msToReach(round.outcome) - flight);
    const late = await cashout({ token, game_code: CRASH_GAME_CODE, bet_id: second.bet!.bet_id });
    expect(late).toMatchObject({ code: 409, status: 0 });
    await house.app.houseGames.service.settleRound(round);
    expect(await playerBalance(house.app, player)).toBeCloseTo(start - 150 + payout, 2);
  });

  it('ignores a call that asks for no answer and stays connected', async () => {
    const { player, token, start } = await housePlayer(house.app, 100, CRASH_GAME_CODE);
    await openCrashRound(house);
    client.emit(
      'house_crash_bet',
      { token, game_code: CRASH_GAME_CODE, slot: 1, amount: 50 },
      undefined as never,
    );
    const answer = await bet({ token, game_code: CRASH_GAME_CODE, slot: 1, amount: 50 });
    expect(answer).toMatchObject({ code: 200, balance: start - 50 });
    expect(await playerBalance(house.app, player)).toBe(start - 50);
  });
});

describe('the socket calls limit', () => {
  it('refuses calls over the per-minute limit with 429 and when to come back, then lets them through', () => {
    const limited = callLimit(2, 60_000);
    expect(limited(1_000)).toBeNull();
    expect(limited(2_000)).toBeNull();
    expect(limited(31_000)).toEqual({
      code: 429,
      body: { status: 0, message: 'Rate limit exceeded: try again in 30 s.', retry_after: 30 },
    });
    expect(limited(61_000)).toBeNull();
  });

  it("is the app's own rate limit, per socket", async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, { rateLimitMax: 2 });
    const socket = await listenAndConnect(test.app);
    try {
      const call = () => socket.emitWithAck('house_crash_bet', { token: 'x'.repeat(40) } as never);
      const answers = [await call(), await call(), await call()];
      expect(answers.map((answer) => answer.code)).toEqual([400, 400, 429]);
      expect(answers[2]!.retry_after).toBeGreaterThan(0);
    } finally {
      socket.disconnect();
      await test.cleanup();
      await database.cleanup();
    }
  });
});
