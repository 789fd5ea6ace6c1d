import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { type CardGameCode } from '@khelo/contracts/house-cards';
import { BACCARAT_GAME_CODE, DRAGON_TIGER_GAME_CODE } from '@khelo/contracts/house-games';
import { manualClock } from '../../../test/helpers/auth';
import { housePlayer, playerBalance } from '../../../test/helpers/house-player';
import { gate, heldHouse, type HeldStep } from '../../../test/helpers/house-race';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { DEFAULT_CARD_SETTINGS } from './cards.config';
import { createCardsRepository } from './cards.repository';
import { cardPayout, createCardsService } from './cards.service';
import { createHouseGamesRepository } from './house-games.repository';

// A Dragon Tiger or Baccarat bet whose placing overlaps its round's settlement (issue 19's race, as
// crash-settle-race.test.ts holds it for crash): every accepted bet is settled once, a bet debited but
// not accepted is refunded, and recovery closes a bet left open in a settled round.

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

/** A card table on the test app's database and wallet whose steps can be held (test/helpers/house-race.ts). */
function tableWith(hold: Partial<Record<HeldStep, Promise<void>>>) {
  const { house, common, reached } = heldHouse(test.app, database.database, hold, clock.now);
  const table = createCardsService({
    ...common,
    house,
    cards: createCardsRepository(database.database.db),
    settings: DEFAULT_CARD_SETTINGS,
  });
  return { table, reached };
}

type Table = ReturnType<typeof tableWith>['table'];

/** A round whose cards are dealt: betting still open for the bet sent now, settled after `endsAt`. */
async function openRound(table: Table, gameCode: CardGameCode) {
  clock.advance(60_000);
  return (await table.openRound(gameCode))!;
}

const spotOf = (gameCode: CardGameCode) => (gameCode === DRAGON_TIGER_GAME_CODE ? 'dragon' : 'player');
const balance = (player: LoginSuccess) => playerBalance(test.app, player);
const statuses = async (player: LoginSuccess) =>
  (await test.app.houseGames.service.history(player.player_id, 1, 10)).rows.map((row) => row.status);

describe.each([DRAGON_TIGER_GAME_CODE, BACCARAT_GAME_CODE] as const)(
  'a %s bet placed while its round settles',
  (gameCode) => {
    const bet = (table: Table, token: string) =>
      table.placeBet({ token, gameCode, spot: spotOf(gameCode), paise: 10_000 });

    it('refuses and refunds a bet that would open after the settlement read the bets', async () => {
      const { player, token } = await housePlayer(test.app, 500, gameCode);
      const insert = gate();
      const read = gate();
      const { table, reached } = tableWith({ insertBet: insert.opened, roundBets: read.opened });
      const round = await openRound(table, gameCode);

      const placing = bet(table, token);
      await reached.insertBet.opened; // the bet passed the window check and waits to be inserted
      clock.advance(round.endsAt.getTime() - clock.now().getTime());
      await table.startRound(round);
      const settling = table.settleRound(round);
      await reached.roundBets.opened; // the settlement has read the round's bets: none yet
      insert.open();
      const answer = await placing;
      read.open();
      await settling;

      expect(answer).toMatchObject({ ok: false, statusCode: 409 });
      expect(await statuses(player)).toEqual(['refunded']);
      expect(await balance(player)).toBe(500);
    });

    it('refunds a bet read as placing whose debit lands before the settlement ends', async () => {
      const { player, token } = await housePlayer(test.app, 500, gameCode);
      const read = gate();
      const debit = gate();
      const { table, reached } = tableWith({ roundBets: read.opened, debit: debit.opened });
      const round = await openRound(table, gameCode);

      const placing = bet(table, token);
      await reached.debit.opened; // inserted as `placing`, the debit about to go out
      clock.advance(round.endsAt.getTime() - clock.now().getTime());
      await table.startRound(round);
      const settling = table.settleRound(round);
      await reached.roundBets.opened; // the settlement has read the bet as `placing`
      debit.open();
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
      const round = await openRound(table, gameCode);
      expect((await bet(table, token)).ok).toBe(true);
      // The process stopped after closing the round and before settling its bets.
      await createHouseGamesRepository(database.database.db).setRoundState(round.id, ['betting'], 'settled');
      expect(await statuses(player)).toEqual(['open']);

      await table.recover(gameCode);
      const payout = cardPayout(gameCode, spotOf(gameCode), 10_000, round.outcome);
      expect(await statuses(player)).toEqual([payout > 0 ? 'won' : 'lost']);
      expect(await balance(player)).toBe(400 + payout / 100);
      await table.recover(gameCode);
      expect(await balance(player)).toBe(400 + payout / 100);
    });
  },
);
