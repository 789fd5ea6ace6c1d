import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_GAME_CODE, CRASH_GAME_CODE, MINES_GAME_CODE } from '@khelo/contracts/house-games';
import { createDatabase, type Database } from '../../db/client';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { openCrashRound } from '../../../test/helpers/house-race';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { houseTimingsFrom } from './house-games.config';
import { createHouseGamesRepository } from './house-games.repository';
import { createHouseGamesService, type HouseGamesService } from './house-games.service';
import { RESEND_AFTER_MS } from './house-round-kit';
import { createHouseScheduler } from './house-scheduler';
import type { HouseWallet } from './house-wallet';
import { createMinesRepository } from './mines.repository';
import { createMinesService } from './mines.service';
import { houseWalletOf } from './register-house-games';

// A bet placed while the server is too busy (the database pool has no free connection in time) is a 503
// with retry_after, like the rate limit's 429, and no money moves: the player sends it again.

const test = houseTestApp();
const { clock } = test;

const busyAnswer = { status: 0, message: 'The server is busy: try again in 1 s.', retry_after: 1 };

/** The test app's wallet, whose debit goes through but whose answer is lost to a busy wallet-api (503). */
function lostAnswerWallet(): HouseWallet {
  const wallet = houseWalletOf(test.app);
  return {
    ...wallet,
    debit: async (bet) => {
      await wallet.debit(bet);
      return { ok: false, statusCode: 503, code: 'UNKNOWN', balance: null };
    },
    debitMany: async (bets) => {
      await wallet.debitMany(bets);
      return bets.map(() => ({ ok: false, statusCode: 503, code: 'UNKNOWN', balance: null }));
    },
  };
}

/** Like lostAnswerWallet, and its first refund is refused too: the database is still busy. */
function busyRefundWallet(): HouseWallet {
  const wallet = lostAnswerWallet();
  let refusals = 1;
  return {
    ...wallet,
    rollback: async (bet) => {
      if (refusals-- > 0) return { ok: false, statusCode: 503, code: 'UNKNOWN', balance: null };
      return wallet.rollback(bet);
    },
  };
}

const common = () => ({
  repository: createHouseGamesRepository(test.database.db),
  wallet: lostAnswerWallet(),
  resolveLaunch: (launch: string) => test.app.gameLaunches.resolve(launch),
  now: clock.now,
  log: { error: () => undefined },
});

/** A ₹100 bet in slot 1 of the open crash round. */
const crashBet = (service: HouseGamesService, token: string) =>
  service.placeBet({
    token,
    gameCode: CRASH_GAME_CODE,
    slot: 1,
    selection: 'crash',
    paise: 10_000,
    autoCashout: null,
  });

describe('a bet when the server is too busy', () => {
  it('refunds a crash bet whose debit was answered 503 (it may have gone through) and answers 503', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, CRASH_GAME_CODE);
    const service = createHouseGamesService({
      ...common(),
      timings: houseTimingsFrom({}),
      emit: () => undefined,
    });
    const round = await openCrashRound(test.app.houseGames.service, clock);
    const answer = await crashBet(service, token);
    expect(answer).toMatchObject({ ok: false, statusCode: 503, busy: true });
    expect(await playerBalance(test.app, player)).toBe(start);
    await test.app.houseGames.service.settleRound(round);
    const rows = await test.app.houseGames.service.history(player.player_id, 1, 10);
    expect(rows.rows.map((row) => row.status)).toEqual(['refunded']);
    expect(await playerBalance(test.app, player)).toBe(start);
  });

  it('refunds a Mines start whose debit was answered 503 and leaves no round open', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, MINES_GAME_CODE);
    const service = createMinesService({
      ...common(),
      mines: createMinesRepository(test.database.db),
      idleMs: 60_000,
    });
    const answer = await service.start({ token, paise: 10_000, mines: 3 });
    expect(answer).toMatchObject({ ok: false, statusCode: 503, busy: true });
    expect(await playerBalance(test.app, player)).toBe(start);
    const rows = await test.app.houseGames.service.history(player.player_id, 1, 10);
    expect(rows.rows.map((row) => row.status)).toEqual(['refunded']);
    const again = await test.app.inject({
      method: 'POST',
      url: '/house/mines/start',
      payload: { token, game_code: MINES_GAME_CODE, amount: 100, mines: 3 },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a refund refused again while the database is busy is sent again by the running resend pass', async () => {
    const { player, token, start } = await housePlayer(test.app, 500, CRASH_GAME_CODE);
    const wallet = busyRefundWallet();
    const bets = createHouseGamesService({
      ...common(),
      wallet,
      timings: houseTimingsFrom({}),
      emit: () => undefined,
    });
    // The resend pass runs on the wall clock (a bet's settled_at is the database row's own time).
    let offset = 0;
    const resender = createHouseGamesService({
      ...common(),
      wallet,
      now: () => new Date(Date.now() + offset),
      timings: houseTimingsFrom({}),
      emit: () => undefined,
    });
    const round = await openCrashRound(test.app.houseGames.service, clock);
    const answer = await crashBet(bets, token);
    expect(answer).toMatchObject({ ok: false, statusCode: 503, busy: true });
    // The debit went through and its refund was refused: the money is out until the refund is resent.
    expect(await playerBalance(test.app, player)).toBe(start - 100);
    // Closed a moment ago: left to the call that closed it (it may still be waiting for its answer).
    expect(await resender.resend(CRASH_GAME_CODE)).toBe(0);
    offset = RESEND_AFTER_MS + 1_000;
    expect(await resender.resend(CRASH_GAME_CODE)).toBeGreaterThanOrEqual(1);
    expect(await playerBalance(test.app, player)).toBe(start);
    expect(await resender.resend(CRASH_GAME_CODE)).toBe(0);
    await test.app.houseGames.service.settleRound(round);
    expect(await playerBalance(test.app, player)).toBe(start);
  });

  it('the scheduler runs the resend pass of every game while it holds the lock, not only at recovery', async () => {
    const passes: string[] = [];
    const idle = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));
    const service = {
      recover: () => Promise.resolve({}),
      resend: (game: string) => Promise.resolve(void passes.push(game)),
      openCrashRounds: () => idle([]),
      sweep: () => idle(0),
      nextCrashRoundNo: () => idle('1'),
      openRound: () => idle(null),
      roundByNo: () => idle(null),
    } as unknown as Parameters<typeof createHouseScheduler>[0]['service'];
    const scheduler = createHouseScheduler({
      service,
      loops: [
        {
          name: 'cards',
          recover: () => Promise.resolve(0),
          resend: () => Promise.resolve(void passes.push('cards')),
          run: () => idle(undefined),
        },
      ],
      lock: {
        tryAcquire: () => Promise.resolve(true),
        stillHeld: () => Promise.resolve(true),
        release: () => Promise.resolve(),
      },
      timings: houseTimingsFrom({}),
      now: () => new Date(),
      resendEveryMs: 50,
      log: { info: () => undefined, error: () => undefined },
    });
    scheduler.start();
    await expect.poll(() => passes.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(6);
    await scheduler.stop();
    expect(new Set(passes)).toEqual(new Set([CRASH_GAME_CODE, COLOR_GAME_CODE, 'cards']));
  });

  it('a resend pass leaves the bets in flight of an open round alone, and reads a finished round once', async () => {
    // The pass every 15 s landed in bench:crash's bursts, reading each bet's round one by one (docs/performance.md).
    const repository = createHouseGamesRepository(test.database.db);
    let roundReads = 0;
    const counted = {
      ...repository,
      round: (id: number) => {
        roundReads++;
        return repository.round(id);
      },
    };
    const service = createHouseGamesService({
      ...common(),
      repository: counted,
      wallet: houseWalletOf(test.app),
      timings: houseTimingsFrom({}),
      emit: () => undefined,
    });
    const { player, token, start } = await housePlayer(test.app, 500, CRASH_GAME_CODE);
    const round = await openCrashRound(test.app.houseGames.service, clock);
    // Both slots' bets inserted by a group whose debit has not gone out yet.
    const inFlight = await repository.insertBets(
      [1, 2].map((slot) => ({
        id: crypto.randomUUID(),
        roundId: round.id,
        gameCode: CRASH_GAME_CODE,
        playerId: player.player_id,
        operatorId: player.operator_id,
        launchToken: token,
        slot,
        selection: 'crash',
        stakePaise: 10_000,
      })),
    );
    expect(inFlight.map((bet) => bet.status)).toEqual(['placing', 'placing']);
    expect(await service.resend(CRASH_GAME_CODE)).toBe(0);
    expect(roundReads).toBe(0);
    expect((await repository.bet(inFlight[0]!.id))!.status).toBe('placing');

    // The round ended with them still in flight (the process died): the pass refunds both, one round read.
    expect(await repository.setRoundState(round.id, ['betting'], 'void')).toBe(true);
    expect(await service.resend(CRASH_GAME_CODE)).toBe(2);
    expect(roundReads).toBe(1);
    for (const bet of inFlight) expect((await repository.bet(bet.id))!.status).toBe('refunded');
    expect(await playerBalance(test.app, player)).toBe(start);
  });

  // A real pool of one connection, held, with a short acquire timeout (PostgreSQL only: PGlite has no pool).
  describe.skipIf(!process.env.DATABASE_URL)('on a PostgreSQL pool with no free connection', () => {
    let small: Database;
    let busy: TestApp;
    beforeAll(async () => {
      small = await createDatabase({ databaseUrl: test.databaseUrl, poolSize: 1, acquireTimeoutMs: 300 });
      busy = await createTestApp(small, { now: clock.now });
    });
    afterAll(async () => {
      await busy?.cleanup();
      await small?.close();
    });

    it('answers 503 with retry_after and takes no money; the same bet sent again goes through', async () => {
      const { player, token, start } = await housePlayer(busy.app, 500, CRASH_GAME_CODE);
      await openCrashRound(busy.app.houseGames.service, clock);
      const bet = () =>
        busy.app.inject({
          method: 'POST',
          url: '/house/crash/bet',
          payload: { token, game_code: CRASH_GAME_CODE, slot: 1, amount: 100 },
        });
      if (small.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const held = await small.client.connect();
      let refused;
      try {
        refused = await bet();
      } finally {
        held.release();
      }
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual(busyAnswer);
      expect(refused.headers['retry-after']).toBe('1');
      expect(await playerBalance(busy.app, player)).toBe(start);

      const placed = await bet();
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await playerBalance(busy.app, player)).toBe(start - 100);
    });

    it('the wallet-api answers a provider 503 when busy; the same transaction sent again moves money once', async () => {
      const { player, token, start } = await housePlayer(busy.app, 500, CRASH_GAME_CODE);
      const wallet = houseWalletOf(busy.app);
      const debit = { id: 'busy-1', token, gameCode: CRASH_GAME_CODE, roundNo: '1', paise: 5_000 };
      await wallet.balance(token, CRASH_GAME_CODE); // the provider's secret is read and kept
      if (small.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const held = await small.client.connect();
      let refused;
      try {
        refused = await wallet.debit(debit);
      } finally {
        held.release();
      }
      expect(refused).toMatchObject({ ok: false, statusCode: 503 });
      expect(await playerBalance(busy.app, player)).toBe(start);
      expect(await wallet.debit(debit)).toMatchObject({ ok: true, balance: start - 50 });
      expect(await wallet.debit(debit)).toMatchObject({ ok: true, balance: start - 50 });
      expect(await playerBalance(busy.app, player)).toBe(start - 50);
    });
  });
});
