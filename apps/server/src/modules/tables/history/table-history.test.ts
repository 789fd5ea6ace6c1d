import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import { verifyTeenPattiHand } from '@khelo/games/teen-patti/verify';
import { gameTableHands, gameTableMoney, gameTables, gameTableSeats } from '../../../db/schema-tables';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { createTableHistory } from './table-history';

// The history rows of practice hands a player lost to bots (no payout row: the bots' winnings stay with the
// house) and of Teen Patti hands whose cards never came to a show, from rows as the table runtime writes them.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const SEEDS = { serverSeed: 'a1'.repeat(32), clientSeed: 'history-test', nonce: '7' };

interface HandInput {
  tableId: string;
  handNo: number;
  outcome: unknown;
  collectPaise?: bigint;
  playerId: string;
}

async function table(game: string, offerId: string, options: Record<string, unknown>, playerId: string) {
  const db = database.database.db;
  const [row] = await db
    .insert(gameTables)
    .values({ game, offerId, mode: 'practice', options, seats: 2, stakePaise: 100n, status: 'closed' })
    .returning({ id: gameTables.id });
  const joinedAt = new Date(Date.now() - 60_000);
  await db.insert(gameTableSeats).values([
    { tableId: row!.id, seat: 0, playerId, name: 'Asha', joinedAt },
    { tableId: row!.id, seat: 1, playerId: null, isBot: true, name: 'Bot Ravi', joinedAt },
  ]);
  return row!.id;
}

async function hand(input: HandInput) {
  const db = database.database.db;
  const [row] = await db
    .insert(gameTableHands)
    .values({
      tableId: input.tableId,
      handNo: input.handNo,
      status: 'settled',
      chainId: 1,
      chainIndex: input.handNo,
      serverSeedHash: 'hash',
      ...SEEDS,
      seats: [0, 1],
      outcome: input.outcome,
      startedAt: new Date(Date.now() - 30_000 + input.handNo),
      endedAt: new Date(Date.now() - 20_000 + input.handNo),
    })
    .returning({ id: gameTableHands.id });
  if (input.collectPaise)
    await db.insert(gameTableMoney).values({
      handId: row!.id,
      tableId: input.tableId,
      seat: 0,
      playerId: input.playerId,
      kind: 'collect',
      paise: input.collectPaise,
      ref: `table:${row!.id}:0:collect`,
      status: 'posted',
      mode: 'practice',
    });
  return row!.id;
}

async function rows(playerId: string): Promise<GameHistoryRow[]> {
  const found = await createTableHistory(database.database.db).newest(playerId, 10);
  return found.map((entry) => entry.row);
}

const teenPattiOutcome = (winners: number[], shown: boolean) => ({
  outcome: {
    hand: 1,
    pot: 200,
    winners,
    reason: shown ? 'show' : 'all-packed',
    seats: [
      { seat: 0, put: 100, won: 0, status: shown ? 'seen' : 'packed', cards: null, category: null },
      { seat: 1, put: 100, won: 200, status: 'blind', cards: null, category: null },
    ],
  },
  result: null,
});

describe('table hands in the game history', () => {
  it('settles a practice Teen Patti hand lost to a bot at 0, with the own unshown cards and nobody else’s', async () => {
    const playerId = randomUUID();
    const tableId = await table('teen-patti', 'practice-teen-patti-boot-6-1', { seats: 6 }, playerId);
    await hand({ tableId, handNo: 1, outcome: teenPattiOutcome([1], false), collectPaise: 100n, playerId });
    const [row] = await rows(playerId);
    expect(row).toMatchObject({ status: 'lost', stake: 1, payout: 0, amount: -1, mode: 'practice' });
    const dealt = verifyTeenPattiHand({ ...SEEDS, seats: [0, 1] }).hands;
    expect(row!.table!.groups).toEqual([dealt[0]!.cards]);
    expect(JSON.stringify(row)).not.toContain(dealt[1]!.cards[0]);
    expect(row!.table!.seats.map((seat) => seat.result)).toEqual(['dropped', 'won']);
  });

  it('keeps a practice pool match lost to a bot open until the match ends, then settles it at 0', async () => {
    const playerId = randomUUID();
    const options = { variant: 'pool', pool: 101 };
    const tableId = await table('rummy', 'practice-rummy-pool101-6-10', options, playerId);
    const lost = { winner: 1, wildCard: 'KS', finish: null, seats: [] };
    await hand({
      tableId,
      handNo: 1,
      outcome: { outcome: lost, result: null },
      collectPaise: 1000n,
      playerId,
    });
    expect((await rows(playerId))[0]).toMatchObject({ status: 'lost', payout: null, amount: null });

    const result = { winners: [1], shares: [{ seat: 1, numerator: 1 }], denominator: 1 };
    await hand({ tableId, handNo: 2, outcome: { outcome: lost, result }, playerId });
    const [second, first] = await rows(playerId);
    expect(second).toMatchObject({ hand_no: 2, payout: 0, amount: 0 });
    expect(first).toMatchObject({ hand_no: 1, status: 'lost', stake: 10, payout: 0, amount: -10 });
  });
});
