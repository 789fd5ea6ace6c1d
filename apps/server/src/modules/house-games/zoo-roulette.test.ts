import { describe, expect, it } from 'vitest';
import {
  CRASH_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
  type HouseGameState,
  type HouseRound,
} from '@khelo/contracts/house-games';
import type { PracticeLaunch, PracticeStatus } from '@khelo/contracts/practice';
import { verifyRound } from '@khelo/games/verify';
import { ZOO_BET_NAMES } from '@khelo/contracts/house-zoo-roulette';
import { groupOf, ZOO_BETS, ZOO_WHEEL, zooSlipReturn } from '@khelo/games/zoo-roulette';
import { loginByMobile } from '../../../test/helpers/auth';
import { gameHistoryOf, housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { houseTestApp } from '../../../test/helpers/house-test-app';
import { DEFAULT_WHEEL_TIMINGS, wheelTimingsFrom } from './roulette.config';

// Zoo Roulette through HTTP with real launches and wallet-api calls; spins driven by hand on a manual
// clock (the loop on real short timers: wheel.scheduler.test.ts).

const test = houseTestApp();
const { clock } = test;

const zoo = () => test.app.wheelGames.zoo;
const bet = (payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: '/house/zoo-roulette/bet',
    payload: { game_code: ZOO_ROULETTE_GAME_CODE, ...payload },
  });

async function openSpin() {
  clock.advance(60_000);
  const round = await zoo().openSpin(new Date(clock.now().getTime() + 15_000));
  if (!round) throw new Error('no spin opened');
  return round;
}

/** Ends the spin: the window closes, the wheel turns, the result time passes, the round is settled. */
async function finish(round: Awaited<ReturnType<typeof openSpin>>) {
  clock.advance(15_000);
  await zoo().startSpin(round);
  clock.advance(6_000);
  await zoo().settleSpin(round);
}

describe('zoo roulette (RRL06002)', () => {
  it("takes exactly the engine's bets", () => {
    expect([...ZOO_BET_NAMES]).toEqual([...ZOO_BETS]);
  });

  it('reads its timings from HOUSE_ZOO_* and refuses a bad one', () => {
    expect(DEFAULT_WHEEL_TIMINGS).toMatchObject({
      zooBettingMs: 15_000,
      zooSpinMs: 6_000,
      zooPauseMs: 4_000,
    });
    expect(
      wheelTimingsFrom({
        HOUSE_ZOO_BETTING_MS: '8000',
        HOUSE_ZOO_SPIN_MS: '3000',
        HOUSE_ZOO_PAUSE_MS: '4000',
      }),
    ).toMatchObject({ zooBettingMs: 8_000, zooSpinMs: 3_000, zooPauseMs: 4_000, rouletteBettingMs: 20_000 });
    expect(() => wheelTimingsFrom({ HOUSE_ZOO_SPIN_MS: '10' })).toThrow(
      'HOUSE_ZOO_SPIN_MS: must be a whole number from 1000 to 30000',
    );
  });

  it('refuses bad bets with a 400 naming the field, and 401/403/402/409, moving no money', async () => {
    const { player, token, start } = await housePlayer(test.app, 60, ZOO_ROULETTE_GAME_CODE);
    const { token: crashToken } = await housePlayer(test.app, 60, CRASH_GAME_CODE);
    const round = await openSpin();
    const cases: [unknown, string][] = [
      [{ bet: 'tiger', amount: 10 }, 'bets.1.bet: must be one of lion'],
      [{ bet: 'lion', amount: 10 }, 'bets.1.bet: must not name a bet twice'],
      [{ bet: 'birds', amount: 5 }, 'bets.1.amount: must be at least 10'],
      [{ bet: 'birds', amount: 10.005 }, 'bets.1.amount: must have at most two decimals'],
      [{ bet: 'birds' }, 'bets.1.amount'],
    ];
    for (const [line, message] of cases) {
      const answer = await bet({ token, bets: [{ bet: 'lion', amount: 10 }, line] });
      expect(answer.statusCode, JSON.stringify(line)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect((await bet({ token, bets: [] })).json<{ message: string }>().message).toBe(
      'bets: must hold at least one bet',
    );
    const tooMuch = await bet({
      token,
      bets: ['lion', 'panda', 'monkey', 'rabbit', 'eagle', 'peacock'].map((name) => ({
        bet: name,
        amount: 10_000,
      })),
    });
    expect(tooMuch.json<{ message: string }>().message).toBe('bets: must add up to at most 50000');
    expect(
      (await bet({ token, game_code: 'SPB02020', bets: [{ bet: 'lion', amount: 10 }] })).statusCode,
    ).toBe(400);
    expect((await bet({ token: 'nope', bets: [{ bet: 'lion', amount: 10 }] })).statusCode).toBe(401);
    expect((await bet({ token: crashToken, bets: [{ bet: 'lion', amount: 10 }] })).statusCode).toBe(403);
    expect((await bet({ token, bets: [{ bet: 'lion', amount: start + 1 }] })).statusCode).toBe(402);
    expect(await playerBalance(test.app, player)).toBe(start);
    await finish(round);
    expect((await bet({ token, bets: [{ bet: 'lion', amount: 10 }] })).statusCode).toBe(409);
  });

  it('takes the chips of a spin as one debit, pays the winner and not the loser, and verifies', async () => {
    const { player, token, start } = await housePlayer(test.app, 1000, ZOO_ROULETTE_GAME_CODE);
    const round = await openSpin();
    const sector = ZOO_WHEEL[round.outcome]!;
    const state = (
      await test.app.inject(`/house/${ZOO_ROULETTE_GAME_CODE}/state?token=${token}`)
    ).json<HouseGameState>();
    expect(state.round).toMatchObject({
      round_id: round.id,
      phase: 'betting',
      server_seed: null,
      result: null,
    });
    expect(state.house_edge_percent).toBe(4);
    expect(state.timings).toEqual({ betting_ms: 15_000, wait_ms: 6_000 });
    expect(state.balance).toBe(start);

    // A bet that wins (the committed sector, or the shark bet on a shark) and one that loses.
    const winning = groupOf(sector) === null ? 'shark' : sector;
    const losing = groupOf(sector) === 'beasts' ? 'birds' : 'beasts';
    const lines = [
      { bet: winning, amount: 10 },
      { bet: losing, amount: 20.5 },
    ];
    const placed = await bet({ token, bets: lines });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<{ balance: number }>().balance).toBe(start - 30.5);
    const more = await bet({ token, bets: [{ bet: 'shark', amount: 10 }] });
    expect(more.json<{ balance: number }>().balance).toBe(start - 40.5);
    await finish(round);

    const slip = lines.map((line) => ({ bet: line.bet as 'lion', paise: Math.round(line.amount * 100) }));
    const paid =
      zooSlipReturn(slip, round.outcome) + zooSlipReturn([{ bet: 'shark', paise: 1000 }], round.outcome);
    expect(paid).toBeGreaterThanOrEqual(4 * 1000);
    expect(await playerBalance(test.app, player)).toBeCloseTo(start - 40.5 + paid / 100, 2);

    const rows = await gameHistoryOf(test.app, player);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.game_code === ZOO_ROULETTE_GAME_CODE && row.verifiable)).toBe(true);
    expect(rows.reduce((sum, row) => sum + (row.payout ?? 0), 0)).toBeCloseTo(paid / 100, 2);

    const revealed = (await test.app.inject(`/house/rounds/${round.id}`)).json<{ round: HouseRound }>().round;
    expect(revealed.result).toBe(round.outcome);
    expect(
      verifyRound({
        kind: 'zoo',
        serverSeed: revealed.server_seed!,
        clientSeed: revealed.client_seed,
        nonce: revealed.nonce,
        commitment: revealed.commitment,
      }),
    ).toMatchObject({ commitmentMatches: true, outcome: round.outcome });
    const after = (await test.app.inject(`/house/${ZOO_ROULETTE_GAME_CODE}/state`)).json<HouseGameState>();
    expect(after.recent[0]).toMatchObject({ round_id: round.id, result: round.outcome });
  });

  it('closes the spin before it pays: a bet racing the settlement is paid or refunded, never left open', async () => {
    const { player, token, start } = await housePlayer(test.app, 100, ZOO_ROULETTE_GAME_CODE);
    const round = await openSpin();
    const sector = ZOO_WHEEL[round.outcome]!;
    const winning = groupOf(sector) === null ? 'shark' : sector;
    // Settled while the window is still open (the scheduler's order): the bet lands before the close and is
    // paid with the others, or after it and is refused, its debit refunded.
    const [answer] = await Promise.all([
      bet({ token, bets: [{ bet: winning, amount: 10 }] }),
      zoo().settleSpin(round),
    ]);
    const paid = zooSlipReturn([{ bet: winning as 'lion', paise: 1000 }], round.outcome) / 100;
    const balance = await playerBalance(test.app, player);
    if (answer.statusCode === 200) expect(balance).toBe(start - 10 + paid);
    else {
      expect(answer.statusCode).toBe(409);
      expect(balance).toBe(start);
    }
    const rows = await gameHistoryOf(test.app, player);
    expect(rows.every((row) => row.status !== 'open' && row.status !== 'placing')).toBe(true);
    const stored = (await test.app.inject(`/house/rounds/${round.id}`)).json<{ round: HouseRound }>().round;
    expect(stored.phase).toBe('settled');
    expect((await bet({ token, bets: [{ bet: 'lion', amount: 10 }] })).statusCode).toBe(409);
  });

  it('plays practice chips without touching cash', async () => {
    const player = await loginByMobile(test.app);
    const cashBefore = Number(await test.app.ledger.balanceInRupees(player.player_id));
    const launched = await test.app.inject({
      method: 'POST',
      url: '/api/practice-launch',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { game_code: ZOO_ROULETTE_GAME_CODE, player_id: player.player_id },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const { token, chips } = launched.json<PracticeLaunch>();
    const round = await openSpin();
    const placed = await bet({ token, bets: [{ bet: 'birds', amount: 100 }] });
    expect(placed.json<{ balance: number }>().balance).toBe(chips - 100);
    await finish(round);
    const won = zooSlipReturn([{ bet: 'birds', paise: 10_000 }], round.outcome) / 100;
    const status = await test.app.inject({
      method: 'POST',
      url: '/api/practice',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { player_id: player.player_id },
    });
    expect(status.json<PracticeStatus>().chips).toBe(chips - 100 + won);
    expect(Number(await test.app.ledger.balanceInRupees(player.player_id))).toBe(cashBefore);
    const [row] = await gameHistoryOf(test.app, player);
    expect(row).toMatchObject({ game_code: ZOO_ROULETTE_GAME_CODE, mode: 'practice', stake: 100 });
  });

  it('recovers a spin left open by its committed sector, any number of times', async () => {
    const { player, token, start } = await housePlayer(test.app, 50, ZOO_ROULETTE_GAME_CODE);
    const round = await openSpin();
    const sector = ZOO_WHEEL[round.outcome]!;
    const winning = groupOf(sector) === null ? 'shark' : sector;
    expect((await bet({ token, bets: [{ bet: winning, amount: 10 }] })).statusCode).toBe(200);
    // The server "dies" during the spin: the next holder of the lock settles it.
    clock.advance(30_000);
    for (let run = 0; run < 3; run++) await zoo().recover();
    const paid = zooSlipReturn([{ bet: winning as 'lion', paise: 1000 }], round.outcome) / 100;
    expect(await playerBalance(test.app, player)).toBe(start - 10 + paid);
  });
});
