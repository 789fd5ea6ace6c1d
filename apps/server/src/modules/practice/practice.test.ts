import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import {
  COLOR_GAME_CODE,
  CRASH_GAME_CODE,
  type GameHistoryRow,
  type HouseGameState,
} from '@khelo/contracts/house-games';
import type { PracticeLaunch, PracticeStatus } from '@khelo/contracts/practice';
import { colorPayout } from '@khelo/games/color';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { fundPlayer } from '../../../test/helpers/compliance';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createPracticeChipsRepository } from './practice-chips.repository';
import { DEFAULT_CHIPS_POLICY } from './practice.service';

// Practice play through HTTP: practice launches, chip bets on the house games through their real wallet
// path, and the cash ledger that must not move. Rounds are driven by hand on a manual clock.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock(new Date());
let sequence = 0;
const refusedForCash = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
  // A cash rule of the test's own: whatever the eligibility rules say, these players may not play for cash.
  test.app.compliance.addRule(({ playerId, action }) =>
    Promise.resolve(
      refusedForCash.has(playerId) && action !== 'withdrawal'
        ? { reason: 'test_rule', message: 'Cash play refused by the test', statusCode: 403 }
        : null,
    ),
  );
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  test.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function practiceLaunch(player: LoginSuccess, gameCode: string) {
  return post('/api/practice-launch', { game_code: gameCode, player_id: player.player_id }, player.token);
}

const cash = async (player: LoginSuccess) => Number(await test.app.ledger.balanceInRupees(player.player_id));

async function ledgerRows(player: LoginSuccess): Promise<number> {
  const history = await post(
    '/transaction/history',
    { operator_id: player.operator_id, player_id: player.player_id },
    player.token,
  );
  return history.statusCode === 404 ? 0 : history.json<{ total: number }>().total;
}

async function openColorRound() {
  const start = clock.now().getTime();
  return (await test.app.houseGames.service.openRound(
    COLOR_GAME_CODE,
    `2026110${(sequence += 1)}`,
    new Date(start + 45_000),
    new Date(start + 60_000),
  ))!;
}

describe('api/practice-launch', () => {
  it('launches a house game for a player whom the cash rules refuse (state Assam), without asking them', async () => {
    const player = await loginByMobile(test.app);
    const saved = await post(
      '/update/personalDetails',
      {
        operator_id: DEFAULT_OPERATOR_ID,
        player_id: player.player_id,
        birthday: '1990-01-15',
        phone: '9876543210',
        city: 'Guwahati',
        state: 'Assam',
      },
      player.token,
    );
    expect(saved.statusCode).toBe(200);
    refusedForCash.add(player.player_id);
    const refusal = await test.app.compliance.check({ playerId: player.player_id, action: 'cash_game' });
    expect(refusal).not.toBeNull();

    const launched = await practiceLaunch(player, CRASH_GAME_CODE);
    expect(launched.statusCode).toBe(200);
    const body = launched.json<PracticeLaunch>();
    expect(body).toMatchObject({ mode: 'practice', chips: 10_000, game_code: CRASH_GAME_CODE });
    expect(body.url).toContain('mode=practice');

    // The game page's state shows the chips, not the (empty) cash wallet.
    const state = await test.app.inject({
      method: 'GET',
      url: `/house/${CRASH_GAME_CODE}/state?token=${encodeURIComponent(body.token)}`,
    });
    expect(state.json<HouseGameState>().balance).toBe(10_000);
  });

  it('is Bearer-only, checks player_id, and refuses games of other providers and unknown codes', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    expect((await post('/api/practice-launch', { game_code: CRASH_GAME_CODE })).statusCode).toBe(401);
    const mismatch = await post(
      '/api/practice-launch',
      { game_code: CRASH_GAME_CODE, player_id: other.player_id },
      player.token,
    );
    expect(mismatch.statusCode).toBe(403);
    const bad = await post('/api/practice-launch', { game_code: 'no spaces!' }, player.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('game_code');
    expect((await practiceLaunch(player, 'XX999999')).statusCode).toBe(404);
    // An SPB game that this server does not serve as a house game page (the sandbox provider's Dice).
    expect((await practiceLaunch(player, 'SPB02012')).statusCode).toBe(409);
    const rummy = await practiceLaunch(player, 'MZ010005');
    expect(rummy.statusCode).toBe(409);
    expect(rummy.json<{ message: string }>().message).toBe('Practice play is not available for this game');
  });

  it('refuses a suspended account', async () => {
    const player = await loginByMobile(test.app);
    await database.database.db.execute(
      sql`update players set status = 'suspended' where id = ${player.player_id}`,
    );
    // The login layer may already end a suspended player's session (401); practice itself says 403.
    const refused = await practiceLaunch(player, CRASH_GAME_CODE);
    expect([401, 403]).toContain(refused.statusCode);
    const direct = await test.app.practiceChips.launch(
      { id: player.player_id, operatorId: player.operator_id, sessionId: null } as never,
      CRASH_GAME_CODE,
    );
    expect(direct).toMatchObject({ ok: false, statusCode: 403 });
  });
});

describe('practice bets', () => {
  it('move chips, never cash: the ledger and /history stay untouched', async () => {
    const player = await loginByMobile(test.app);
    refusedForCash.add(player.player_id);
    const cashBefore = await cash(player);
    const rowsBefore = await ledgerRows(player);
    const { token } = (await practiceLaunch(player, COLOR_GAME_CODE)).json<PracticeLaunch>();
    const round = await openColorRound();
    const bet = await post('/house/color/bet', {
      token,
      game_code: COLOR_GAME_CODE,
      selection: 'green',
      amount: 500,
    });
    expect(bet.statusCode).toBe(200);
    expect(bet.json<{ balance: number }>().balance).toBe(9_500);

    clock.advance(60_000);
    await test.app.houseGames.service.settleRound(round);
    const won = colorPayout(50_000, 'green', round.outcome) / 100;
    const status = await post('/api/practice', { player_id: player.player_id }, player.token);
    expect(status.json<PracticeStatus>()).toMatchObject({ chips: 9_500 + won, practice_allowed: true });
    expect(await cash(player)).toBe(cashBefore);
    expect(await ledgerRows(player)).toBe(rowsBefore);
  });

  it("show on /game-history as practice, next to the same player's cash bets", async () => {
    const player = await loginByMobile(test.app);
    await fundPlayer(test.app, player, 100_000n);
    const cashLaunch = await post('/api/game-launch', { game_code: COLOR_GAME_CODE }, player.token);
    const { token: chipsToken } = (await practiceLaunch(player, COLOR_GAME_CODE)).json<PracticeLaunch>();
    await openColorRound();
    const bet = (token: string, amount: number) =>
      post('/house/color/bet', { token, game_code: COLOR_GAME_CODE, selection: 'red', amount });
    expect((await bet(cashLaunch.json<{ token: string }>().token, 100)).statusCode).toBe(200);
    expect((await bet(chipsToken, 700)).statusCode).toBe(200);

    const history = await post(
      '/api/game-history',
      { operator_id: player.operator_id, player_id: player.player_id },
      player.token,
    );
    const rows = history.json<{ data: GameHistoryRow[] }>().data;
    expect(rows.map((row) => [row.stake, row.mode]).sort()).toEqual([
      [100, 'real'],
      [700, 'practice'],
    ]);
    expect(await cash(player)).toBe(900);
  });

  it('refuses a bet beyond the chips, and a practice token is refused by the cash wallet-api', async () => {
    const player = await loginByMobile(test.app);
    const { token } = (await practiceLaunch(player, COLOR_GAME_CODE)).json<PracticeLaunch>();
    await openColorRound();
    for (let spent = 0; spent < 9_000; spent += 3_000)
      expect(
        (
          await post('/house/color/bet', {
            token,
            game_code: COLOR_GAME_CODE,
            selection: 'red',
            amount: 3_000,
          })
        ).statusCode,
      ).toBe(200);
    const tooMuch = await post('/house/color/bet', {
      token,
      game_code: COLOR_GAME_CODE,
      selection: 'red',
      amount: 5_000,
    });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json<{ balance: number }>().balance).toBe(1_000);

    // Even signed by the house provider, the cash wallet does not know a practice token.
    const { signBody } = await import('../wallet-api/signature');
    const secret = (await test.app.walletProviders.secretFor('SPB'))!.secret;
    const body = JSON.stringify({
      request_id: 'practice-1',
      token,
      game_code: COLOR_GAME_CODE,
      transaction_id: 'practice-cash-1',
      round_id: '1',
      amount: 10,
      currency: 'INR',
    });
    const direct = await test.app.inject({
      method: 'POST',
      url: '/wallet-api/debit',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-provider-code': 'SPB',
        'x-signature': signBody(secret, body),
      },
    });
    expect(direct.statusCode).toBe(401);
    expect(direct.json<{ code: string }>().code).toBe('INVALID_TOKEN');
  });

  it('refills the chips to the start once they fall below the floor', async () => {
    const player = await loginByMobile(test.app);
    const { token } = (await practiceLaunch(player, COLOR_GAME_CODE)).json<PracticeLaunch>();
    const round = await openColorRound();
    for (const amount of [5_000, 4_500])
      expect(
        (
          await post('/house/color/bet', {
            token,
            game_code: COLOR_GAME_CODE,
            selection: String(round.outcome === 0 ? 1 : 0),
            amount,
          })
        ).statusCode,
      ).toBe(200);
    clock.advance(60_000);
    await test.app.houseGames.service.settleRound(round);
    // 500 chips left, below the floor of 1,000: the next read refills to 10,000.
    const status = await post('/api/practice', { player_id: player.player_id }, player.token);
    expect(status.json<PracticeStatus>().chips).toBe(10_000);
  });

  it('a repeated or rolled-back chip move counts once (the house games retry under the same id)', async () => {
    const player = await loginByMobile(test.app);
    const chips = createPracticeChipsRepository(database.database.db, DEFAULT_CHIPS_POLICY);
    const bet = {
      playerId: player.player_id,
      ref: 'house-bet-x1',
      kind: 'debit' as const,
      amount: 10_000n,
      acceptNew: true,
    };
    expect(await chips.move(bet)).toMatchObject({ ok: true, balance: 990_000n, replayed: false });
    expect(await chips.move(bet)).toMatchObject({ ok: true, balance: 990_000n, replayed: true });
    const refund = { playerId: player.player_id, ref: 'house-refund-x1', betRef: 'house-bet-x1' };
    expect(await chips.rollback(refund)).toMatchObject({ ok: true, balance: 1_000_000n });
    expect(await chips.rollback(refund)).toMatchObject({ ok: true, balance: 1_000_000n, replayed: true });
    // A rollback before its bet reserves the id: the late bet is refused.
    await chips.rollback({ playerId: player.player_id, ref: 'house-refund-x2', betRef: 'house-bet-x2' });
    expect(await chips.move({ ...bet, ref: 'house-bet-x2' })).toMatchObject({
      ok: false,
      reason: 'tombstoned',
    });
  });
});
