import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import {
  COLOR_GAME_CODE,
  CRASH_GAME_CODE,
  type GameHistoryRow,
  type HouseGameState,
  type HouseRound,
} from '@khelo/contracts/house-games';
import { colorPayout } from '@khelo/games/color';
import { msToReach, multiplierAt } from '@khelo/games/crash';
import { verifyRound } from '@khelo/games/verify';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { DEFAULT_HOUSE_TIMINGS } from './house-games.config';
import { createHouseGamesRepository, type RoundRow } from './house-games.repository';
import { createHouseGamesService } from './house-games.service';
import { houseWalletOf } from './register-house-games';

// The house provider through HTTP with real logins, launches and wallet-api calls; rounds are driven by
// hand on a manual clock instead of the scheduler's timers.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const repository = () => createHouseGamesRepository(database.database.db);
const service = () => test.app.houseGames.service;

async function newPlayer(
  deposit: number,
  gameCode: string,
): Promise<{ player: LoginSuccess; token: string }> {
  const player = await loginByMobile(test.app);
  const funded = await test.app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type: 'deposit',
    status: 'completed',
    source: 'test',
    externalRef: `house-${(sequence += 1)}`,
    amount: BigInt(deposit * 100),
    direction: 'in',
    counterparty: 'gateway_clearing',
    remarks: 'test deposit',
  });
  if (!funded.ok) throw new Error('deposit failed');
  const launched = await test.app.inject({
    method: 'POST',
    url: '/api/game-launch',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { game_code: gameCode },
  });
  return { player, token: launched.json<GameLaunch>().token };
}

const balance = async (player: LoginSuccess) =>
  Number(await test.app.ledger.balanceInRupees(player.player_id));

/** Opens crash rounds until one flies to at least `minimum` (hundredths), voiding the others. */
async function crashRoundAtLeast(minimum: number): Promise<RoundRow> {
  for (;;) {
    clock.advance(60_000);
    const roundNo = await service().nextCrashRoundNo();
    const round = await service().openRound(
      CRASH_GAME_CODE,
      roundNo,
      new Date(clock.now().getTime() + 7_000),
    );
    if (round && round.outcome >= minimum) return round;
    if (round) await service().voidRound(round);
  }
}

const post = (url: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url, payload });

describe('crash (SPB02001)', () => {
  it('takes two bets, pays a cash-out at the server multiplier, refuses one after the crash, and verifies', async () => {
    const { player, token } = await newPlayer(1000, CRASH_GAME_CODE);
    const round = await crashRoundAtLeast(150);

    const tooSmall = await post('/house/crash/bet', {
      token,
      game_code: CRASH_GAME_CODE,
      slot: 1,
      amount: 5,
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json<{ message: string }>().message).toContain('amount');

    const first = await post('/house/crash/bet', { token, game_code: CRASH_GAME_CODE, slot: 1, amount: 100 });
    expect(first.statusCode).toBe(200);
    const second = await post('/house/crash/bet', { token, game_code: CRASH_GAME_CODE, slot: 2, amount: 50 });
    expect(second.json<{ balance: number }>().balance).toBe(850);
    const again = await post('/house/crash/bet', { token, game_code: CRASH_GAME_CODE, slot: 1, amount: 10 });
    expect(again.statusCode).toBe(409);

    clock.advance(7_000);
    const late = await post('/house/crash/bet', { token, game_code: CRASH_GAME_CODE, slot: 1, amount: 10 });
    expect(late.statusCode).toBe(409);
    await service().startRound(round);

    // Mid-flight, before the crash: the multiplier comes from the server clock, not the client.
    const flight = Math.floor(msToReach(round.outcome) / 2);
    clock.advance(flight);
    const expectedMultiplier = multiplierAt(flight);
    const cashout = await post('/house/crash/cashout', {
      token,
      game_code: CRASH_GAME_CODE,
      bet_id: first.json<{ bet: { bet_id: string } }>().bet.bet_id,
    });
    expect(cashout.statusCode).toBe(200);
    const paid = Math.floor(100 * expectedMultiplier) / 100;
    expect(cashout.json<{ bet: { payout: number } }>().bet.payout).toBe(paid);

    clock.advance(msToReach(round.outcome) - flight);
    const afterCrash = await post('/house/crash/cashout', {
      token,
      game_code: CRASH_GAME_CODE,
      bet_id: second.json<{ bet: { bet_id: string } }>().bet.bet_id,
    });
    expect(afterCrash.statusCode).toBe(409);
    await service().settleRound(round);
    expect(await balance(player)).toBeCloseTo(850 + paid, 2);

    const history = await test.app.inject({
      method: 'POST',
      url: '/api/game-history',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { operator_id: player.operator_id, player_id: player.player_id },
    });
    const rows = history.json<{ data: GameHistoryRow[] }>().data;
    expect(rows.map((row) => row.status).sort()).toEqual(['lost', 'won']);
    // The player's own outcome beside the round's crash point.
    const won = rows.find((row) => row.status === 'won')!;
    expect(won.cashout_multiplier).toBe(expectedMultiplier / 100);
    expect(won.result).toBe(round.outcome / 100);
    expect(rows.find((row) => row.status === 'lost')!.cashout_multiplier).toBeNull();
    expect(rows.every((row) => row.verifiable)).toBe(true);

    const revealed = (await test.app.inject(`/house/rounds/${round.id}`)).json<{ round: HouseRound }>().round;
    const verified = verifyRound({
      kind: 'crash',
      serverSeed: revealed.server_seed!,
      clientSeed: revealed.client_seed,
      nonce: revealed.nonce,
      commitment: revealed.commitment,
    });
    expect(verified).toMatchObject({ commitmentMatches: true, outcome: Math.round(revealed.result! * 100) });
  });

  it('hides the seed while the round runs and pays an auto cash-out at its target', async () => {
    const { player, token } = await newPlayer(500, CRASH_GAME_CODE);
    const round = await crashRoundAtLeast(200);
    const state = (
      await test.app.inject(`/house/${CRASH_GAME_CODE}/state?token=${token}`)
    ).json<HouseGameState>();
    expect(state.round).toMatchObject({
      round_id: round.id,
      server_seed: null,
      result: null,
      phase: 'betting',
    });
    expect(state.balance).toBe(500);
    await post('/house/crash/bet', {
      token,
      game_code: CRASH_GAME_CODE,
      slot: 1,
      amount: 100,
      auto_cashout: 1.5,
    });
    clock.advance(7_000);
    await service().startRound(round);
    clock.advance(msToReach(160));
    await service().autoCashouts(round, multiplierAt(msToReach(160)));
    expect(await balance(player)).toBe(550);
    await service().settleRound(round);
    expect(await balance(player)).toBe(550);
  });
});

describe('color prediction (SPB02014)', () => {
  it('settles every order of an issue by the drawn number with the spec payouts', async () => {
    const { player, token } = await newPlayer(1000, COLOR_GAME_CODE);
    const start = clock.now().getTime();
    const round = (await service().openRound(
      COLOR_GAME_CODE,
      `2026120${(sequence += 1)}`,
      new Date(start + 45_000),
      new Date(start + 60_000),
    ))!;
    for (const selection of ['green', 'red', 'violet', 'big', '7'])
      expect(
        (await post('/house/color/bet', { token, game_code: COLOR_GAME_CODE, selection, amount: 100 }))
          .statusCode,
      ).toBe(200);
    const bad = await post('/house/color/bet', {
      token,
      game_code: COLOR_GAME_CODE,
      selection: 'blue',
      amount: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('selection');
    clock.advance(60_000);
    await service().settleRound(round);
    const won = ['green', 'red', 'violet', 'big', '7'].reduce(
      (sum, selection) => sum + colorPayout(10_000, selection as 'green', round.outcome),
      0,
    );
    expect(await balance(player)).toBeCloseTo(500 + won / 100, 2);
  });
});

describe('recovery after the server died mid-round', () => {
  it('refunds or settles every open bet exactly once, however often recovery runs', async () => {
    const crash = await newPlayer(1000, CRASH_GAME_CODE);
    const color = await newPlayer(1000, COLOR_GAME_CODE);
    const crashRound = await crashRoundAtLeast(300);
    const cashed = await post('/house/crash/bet', {
      token: crash.token,
      game_code: CRASH_GAME_CODE,
      slot: 1,
      amount: 100,
    });
    await post('/house/crash/bet', { token: crash.token, game_code: CRASH_GAME_CODE, slot: 2, amount: 200 });
    const start = clock.now().getTime();
    const colorRound = (await service().openRound(
      COLOR_GAME_CODE,
      `2026121${(sequence += 1)}`,
      new Date(start + 45_000),
      new Date(start + 60_000),
    ))!;
    await post('/house/color/bet', {
      token: color.token,
      game_code: COLOR_GAME_CODE,
      selection: 'small',
      amount: 100,
    });
    // A bet whose debit went through but whose answer never arrived: still "placing".
    const inFlight = (await repository().insertBet({
      roundId: colorRound.id,
      gameCode: COLOR_GAME_CODE,
      playerId: color.player.player_id,
      operatorId: color.player.operator_id,
      launchToken: color.token,
      selection: 'red',
      stakePaise: 5_000,
    }))!;
    await houseWalletOf(test.app).debit({
      id: inFlight.id,
      token: color.token,
      gameCode: COLOR_GAME_CODE,
      roundNo: colorRound.roundNo,
      paise: 5_000,
    });
    clock.advance(7_000);
    await service().startRound(crashRound);
    clock.advance(msToReach(200));
    await post('/house/crash/cashout', {
      token: crash.token,
      game_code: CRASH_GAME_CODE,
      bet_id: cashed.json<{ bet: { bet_id: string } }>().bet.bet_id,
    });
    const cashedAt = (await repository().bet(cashed.json<{ bet: { bet_id: string } }>().bet.bet_id))!
      .payoutPaise!;
    expect(await balance(crash.player)).toBe(700 + cashedAt / 100);
    expect(await balance(color.player)).toBe(850);

    // The process dies here. A new one starts after the color draw time and recovers.
    clock.advance(60_000);
    const revived = createHouseGamesService({
      repository: repository(),
      wallet: houseWalletOf(test.app),
      resolveLaunch: (token) => test.app.gameLaunches.resolve(token),
      now: clock.now,
      timings: DEFAULT_HOUSE_TIMINGS,
      emit: () => undefined,
      log: { error: () => undefined },
    });
    for (let pass = 0; pass < 3; pass++) {
      await revived.recover(CRASH_GAME_CODE);
      await revived.recover(COLOR_GAME_CODE);
    }
    // Crash: the cash-out stays paid, the open bet of 200 comes back.
    expect(await balance(crash.player)).toBe(900 + cashedAt / 100);
    expect((await repository().round(crashRound.id))!.state).toBe('void');
    // Color: the draw time passed, so the order settles by the committed number; the in-flight bet is refunded.
    const drawn = (await repository().round(colorRound.id))!;
    expect(drawn.state).toBe('settled');
    expect(await balance(color.player)).toBeCloseTo(
      900 + colorPayout(10_000, 'small', drawn.outcome) / 100,
      2,
    );
    expect((await repository().bet(inFlight.id))!.status).toBe('refunded');
  });
});

describe('a settlement the wallet did not confirm', () => {
  it('is sent again by recovery under the same transaction id and pays once', async () => {
    const { player, token } = await newPlayer(1000, COLOR_GAME_CODE);
    const start = clock.now().getTime();
    const round = (await service().openRound(
      COLOR_GAME_CODE,
      `2026122${(sequence += 1)}`,
      new Date(start + 45_000),
      new Date(start + 60_000),
    ))!;
    for (const selection of ['big', 'small'])
      await post('/house/color/bet', { token, game_code: COLOR_GAME_CODE, selection, amount: 100 });
    clock.advance(60_000);
    const working = houseWalletOf(test.app);
    // The wallet is unreachable for the settlement's credits.
    const offline = createHouseGamesService({
      repository: repository(),
      wallet: {
        ...working,
        credit: () => Promise.reject(new Error('connection refused')),
        creditMany: () => Promise.reject(new Error('connection refused')),
      },
      resolveLaunch: (launchToken) => test.app.gameLaunches.resolve(launchToken),
      now: clock.now,
      timings: DEFAULT_HOUSE_TIMINGS,
      emit: () => undefined,
      log: { error: () => undefined },
    });
    await offline.settleRound(round);
    expect(await balance(player)).toBe(800);

    const revived = createHouseGamesService({
      repository: repository(),
      wallet: working,
      resolveLaunch: (launchToken) => test.app.gameLaunches.resolve(launchToken),
      now: clock.now,
      timings: DEFAULT_HOUSE_TIMINGS,
      emit: () => undefined,
      log: { error: () => undefined },
    });
    expect((await revived.recover(COLOR_GAME_CODE)).resent).toBe(2);
    expect(await revived.recover(COLOR_GAME_CODE)).toEqual({ voided: 0, settled: 0, swept: 0, resent: 0 });
    // Big or small always wins: 100 stake → 98 contract → 196.
    expect(await balance(player)).toBe(996);
  });
});
