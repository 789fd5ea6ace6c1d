import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { BACCARAT_GAME_CODE, DRAGON_TIGER_GAME_CODE, ROULETTE_GAME_CODE } from '@khelo/contracts/house-games';
import { decodeSlip, slipReturn } from '@khelo/games/roulette';
import { manualClock } from '../../../test/helpers/auth';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { gate, heldHouse, type HeldStep } from '../../../test/helpers/house-race';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { DEFAULT_CARD_SETTINGS } from './cards.config';
import { createCardsRepository } from './cards.repository';
import { cardPayout, createCardsService } from './cards.service';
import { createHouseGamesRepository, type BetRow, type RoundRow } from './house-games.repository';
import type { Refusal } from './house-round-kit';
import { DEFAULT_WHEEL_TIMINGS } from './roulette.config';
import { createRouletteService } from './roulette.service';

// A Dragon Tiger, Baccarat or roulette bet whose placing overlaps its round's settlement (issue 19's race,
// as crash-settle-race.test.ts holds it for crash): every accepted bet is settled once, a bet debited but
// not accepted is refunded, and recovery closes a bet left open in a settled round. Until the settlement
// closed the round before reading its bets (house-settlement.ts), all of these failed.

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

type Placed = { ok: true; bet: BetRow } | Refusal;

/** One game's table, driven by hand, on a house repository and wallet whose steps can be held. */
interface Table {
  open(): Promise<RoundRow>;
  bet(token: string): Promise<Placed>;
  start(round: RoundRow): Promise<void>;
  settle(round: RoundRow): Promise<void>;
  recover(): Promise<unknown>;
  payout(round: RoundRow, bet: BetRow): number;
}

function cardTable(gameCode: typeof DRAGON_TIGER_GAME_CODE | typeof BACCARAT_GAME_CODE) {
  return (hold: Partial<Record<HeldStep, Promise<void>>>) => {
    const { house, common, reached } = heldHouse(test.app, database.database, hold, clock.now);
    const cards = createCardsService({
      ...common,
      house,
      cards: createCardsRepository(database.database.db),
      settings: DEFAULT_CARD_SETTINGS,
    });
    const spot = gameCode === DRAGON_TIGER_GAME_CODE ? 'dragon' : 'player';
    const table: Table = {
      open: async () => (await cards.openRound(gameCode))!,
      bet: (token) => cards.placeBet({ token, gameCode, spot, paise: 10_000 }),
      start: (round) => cards.startRound(round),
      settle: (round) => cards.settleRound(round),
      recover: () => cards.recover(gameCode),
      payout: (round, bet) => cardPayout(gameCode, bet.selection, bet.stakePaise, round.outcome),
    };
    return { table, reached };
  };
}

function rouletteTable(hold: Partial<Record<HeldStep, Promise<void>>>) {
  const { house, common, reached } = heldHouse(test.app, database.database, hold, clock.now);
  const wheel = createRouletteService({ ...common, base: house, timings: DEFAULT_WHEEL_TIMINGS });
  const table: Table = {
    open: async () =>
      (await wheel.openSpin(new Date(clock.now().getTime() + DEFAULT_WHEEL_TIMINGS.rouletteBettingMs)))!,
    bet: (token) =>
      wheel.placeSlip(token, [
        { type: 'red', amount: 60 },
        { type: 'straight', numbers: [17], amount: 40 },
      ]),
    start: (round) => wheel.startSpin(round),
    settle: (round) => wheel.settleSpin(round),
    recover: () => wheel.recover(),
    payout: (round, bet) => slipReturn(decodeSlip(bet.selection), round.outcome),
  };
  return { table, reached };
}

const balance = (player: LoginSuccess) => playerBalance(test.app, player);
const statuses = async (player: LoginSuccess) =>
  (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows.map((row) => row.status);

describe.each([
  [DRAGON_TIGER_GAME_CODE, cardTable(DRAGON_TIGER_GAME_CODE)],
  [BACCARAT_GAME_CODE, cardTable(BACCARAT_GAME_CODE)],
  [ROULETTE_GAME_CODE, rouletteTable],
] as const)('a %s bet placed while its round settles', (gameCode, tableWith) => {
  async function openRound(table: Table) {
    clock.advance(60_000);
    return table.open();
  }

  it.each([
    // The bet passed the window check and waits to be inserted; the settlement reads the bets (none yet).
    ['refuses and refunds a bet that would open after the settlement read the bets', 'insertBet'],
    // The bet is `placing`, its debit about to go out; the settlement reads it as `placing`.
    ['refunds a bet read as placing whose debit lands before the settlement ends', 'debit'],
  ] as const)('%s', async (_name, held) => {
    const { player, token } = await housePlayer(test.app, 500, gameCode);
    const step = gate();
    const read = gate();
    const { table, reached } = tableWith({ [held]: step.opened, roundBets: read.opened });
    const round = await openRound(table);

    const placing = table.bet(token);
    await reached[held].opened;
    clock.advance(round.endsAt.getTime() - clock.now().getTime());
    await table.start(round);
    const settling = table.settle(round);
    await reached.roundBets.opened;
    step.open();
    const answer = await placing;
    read.open();
    await settling;

    expect(answer).toMatchObject({ ok: false, statusCode: 409 });
    expect(await statuses(player)).toEqual(['refunded']);
    expect(await balance(player)).toBe(500);
  });

  it('recovery closes a bet left open in a settled round', async () => {
    const { player, token } = await housePlayer(test.app, 500, gameCode);
    const { table } = tableWith({});
    const round = await openRound(table);
    const placed = await table.bet(token);
    if (!placed.ok) throw new Error(`bet refused: ${placed.message}`);
    // The process stopped after closing the round and before settling its bets.
    await createHouseGamesRepository(database.database.db).setRoundState(round.id, ['betting'], 'settled');
    expect(await statuses(player)).toEqual(['open']);

    await table.recover();
    const payout = table.payout(round, placed.bet);
    expect(await statuses(player)).toEqual([payout > 0 ? 'won' : 'lost']);
    expect(await balance(player)).toBe(400 + payout / 100);
    await table.recover();
    expect(await balance(player)).toBe(400 + payout / 100);
  });
});
