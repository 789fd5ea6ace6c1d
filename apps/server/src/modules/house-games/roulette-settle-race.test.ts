import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { ROULETTE_GAME_CODE } from '@khelo/contracts/house-games';
import { decodeSlip, slipReturn } from '@khelo/games/roulette';
import { manualClock } from '../../../test/helpers/auth';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { gate, heldHouse, type HeldStep } from '../../../test/helpers/house-race';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { createHouseGamesRepository } from './house-games.repository';
import { DEFAULT_WHEEL_TIMINGS } from './roulette.config';
import { createRouletteService } from './roulette.service';

// A roulette slip whose placing overlaps its spin's settlement (issue 19's race, as
// crash-settle-race.test.ts holds it for crash): every accepted slip is settled once, a slip debited but
// not accepted is refunded, and recovery closes a slip left open in a settled spin.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

/** A roulette table on the test app's database and wallet whose steps can be held. */
function wheelWith(hold: Partial<Record<HeldStep, Promise<void>>>) {
  const { house, common, reached } = heldHouse(test.app, database.database, hold, clock.now);
  const wheel = createRouletteService({ ...common, base: house, timings: DEFAULT_WHEEL_TIMINGS });
  return { wheel, reached };
}

type Wheel = ReturnType<typeof wheelWith>['wheel'];

async function openSpin(wheel: Wheel) {
  clock.advance(60_000);
  return (await wheel.openSpin(new Date(clock.now().getTime() + DEFAULT_WHEEL_TIMINGS.rouletteBettingMs)))!;
}

const slip = (wheel: Wheel, token: string) =>
  wheel.placeSlip(token, [
    { type: 'red', amount: 60 },
    { type: 'straight', numbers: [17], amount: 40 },
  ]);
const balance = (player: LoginSuccess) => playerBalance(test.app, player);
const statuses = async (player: LoginSuccess) =>
  (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows.map((row) => row.status);

describe('a roulette slip placed while its spin settles', () => {
  it('refuses and refunds a slip that would open after the settlement read the bets', async () => {
    const { player, token } = await housePlayer(test.app, 500, ROULETTE_GAME_CODE);
    const insert = gate();
    const read = gate();
    const { wheel, reached } = wheelWith({ insertBet: insert.opened, roundBets: read.opened });
    const round = await openSpin(wheel);

    const placing = slip(wheel, token);
    await reached.insertBet.opened; // the slip passed the window check and waits to be inserted
    clock.advance(round.endsAt.getTime() - clock.now().getTime());
    await wheel.startSpin(round);
    const settling = wheel.settleSpin(round);
    await reached.roundBets.opened; // the settlement has read the spin's bets: none yet
    insert.open();
    const answer = await placing;
    read.open();
    await settling;

    expect(answer).toMatchObject({ ok: false, statusCode: 409 });
    expect(await statuses(player)).toEqual(['refunded']);
    expect(await balance(player)).toBe(500);
  });

  it('refunds a slip read as placing whose debit lands before the settlement ends', async () => {
    const { player, token } = await housePlayer(test.app, 500, ROULETTE_GAME_CODE);
    const read = gate();
    const debit = gate();
    const { wheel, reached } = wheelWith({ roundBets: read.opened, debit: debit.opened });
    const round = await openSpin(wheel);

    const placing = slip(wheel, token);
    await reached.debit.opened; // inserted as `placing`, the debit about to go out
    clock.advance(round.endsAt.getTime() - clock.now().getTime());
    await wheel.startSpin(round);
    const settling = wheel.settleSpin(round);
    await reached.roundBets.opened; // the settlement has read the slip as `placing`
    debit.open();
    const answer = await placing;
    read.open();
    await settling;

    expect(answer).toMatchObject({ ok: false, statusCode: 409 });
    expect(await statuses(player)).toEqual(['refunded']);
    expect(await balance(player)).toBe(500);
  });

  it('recovery closes a slip left open in a settled spin', async () => {
    const { player, token } = await housePlayer(test.app, 500, ROULETTE_GAME_CODE);
    const { wheel } = wheelWith({});
    const round = await openSpin(wheel);
    const placed = await slip(wheel, token);
    if (!placed.ok) throw new Error(`slip refused: ${placed.message}`);
    // The process stopped after closing the spin and before settling its slips.
    await createHouseGamesRepository(database.database.db).setRoundState(round.id, ['betting'], 'settled');
    expect(await statuses(player)).toEqual(['open']);

    await wheel.recover();
    const payout = slipReturn(decodeSlip(placed.bet.selection), round.outcome);
    expect(await statuses(player)).toEqual([payout > 0 ? 'won' : 'lost']);
    expect(await balance(player)).toBe(400 + payout / 100);
    await wheel.recover();
    expect(await balance(player)).toBe(400 + payout / 100);
  });
});
