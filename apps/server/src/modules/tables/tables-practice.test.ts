import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RummyTableSnapshot, TableFairness, TableLobby } from '@khelo/contracts/tables';
import { commitmentOf } from '@khelo/games/fair';
import { verifyRummyHand } from '@khelo/games/rummy/verify';
import type { RummyState } from '@khelo/games/rummy/state';
import { loginByMobile } from '../../../test/helpers/auth';
import {
  FAST_TABLES,
  playerMove,
  tableClient,
  waitFor,
  type SnapshotAnswer,
  type TableClient,
} from '../../../test/helpers/tables';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// A lone visitor at a practice points table: bots fill the empty seat, the hand is dealt from the seed
// chain, the visitor plays it to the end through the HTTP calls, sees the result, and the next hand starts.

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { tablesSettings: FAST_TABLES });
  test.app.tables.start();
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const OFFER = 'practice-rummy-points-2-0.5';

async function tableState(tableId: string): Promise<RummyState> {
  const row = await test.app.tables.repository.table(tableId);
  return row!.state as RummyState;
}

/** Polls the table, making the visitor's move whenever it is theirs, until `done`; the moves it made. */
async function playUntil(
  client: TableClient,
  tableId: string,
  what: string,
  done: (table: RummyTableSnapshot) => boolean,
  checkAnswer: (answer: SnapshotAnswer) => void,
  timeoutMs: number,
): Promise<{ table: RummyTableSnapshot; moves: number }> {
  let moves = 0;
  const table = await waitFor(
    what,
    async () => {
      const { table } = await client.state(tableId);
      if (done(table)) return table;
      const move = playerMove(table);
      if (move) {
        checkAnswer(await client.move(tableId, move));
        moves += 1;
      }
      return undefined;
    },
    timeoutMs,
  );
  return { table, moves };
}

describe('a practice points table against bots', () => {
  let client: TableClient;
  let tableId: string;

  it('lists the practice offers with their maximum loss and prize', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/tables/lobby?game=rummy&mode=practice',
    });
    expect(response.statusCode).toBe(200);
    const offer = response.json<TableLobby>().offers.find((entry) => entry.offer_id === OFFER)!;
    expect(offer).toMatchObject({ variant: 'points', seats: 2, stake: 0.5, max_loss: 40, mode: 'practice' });
    expect(offer.prize_estimate).toBe(36); // 40 less the 10 % rake
  });

  it('seats the visitor, fills the other seat with a bot and deals', async () => {
    client = tableClient(test.app, await loginByMobile(test.app));
    const joined = await client.join(OFFER);
    expect(joined.statusCode).toBe(200);
    tableId = joined.table.table_id;
    expect(joined.table.my_seat).toBe(0);
    const dealt = await waitFor('the deal', async () => {
      const { table } = await client.state(tableId);
      return table.view.phase === 'playing' ? table : undefined;
    });
    expect(dealt.seats).toHaveLength(2);
    const bot = dealt.seats.find((seat) => !seat.is_me)!;
    expect(bot).toMatchObject({ is_bot: true });
    expect(bot.name).toMatch(/^Bot /);
    expect(dealt.fairness?.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    // The same join again is the same seat at the same table.
    expect((await client.join(OFFER)).table.table_id).toBe(tableId);
  });

  it("never shows the bot's cards to the visitor", async () => {
    const { table } = await client.state(tableId);
    const state = await tableState(tableId);
    const botSeat = table.seats.find((seat) => seat.is_bot)!.seat;
    const botCards = state.hand!.seats.find((seat) => seat.seat === botSeat)!.groups.flat();
    const mine = table.view.hand!.flat();
    expect(mine.length).toBeGreaterThanOrEqual(13);
    expect(botCards.some((card) => mine.includes(card))).toBe(false);
    const text = JSON.stringify(table);
    expect(text).not.toContain(JSON.stringify(state.hand!.closed.slice(0, 3)));
    expect(text).not.toContain(state.hand!.fair.serverSeed);
    expect(table.view.players.find((player) => player.seat === botSeat)!.shown).toBeNull();
  });

  it('plays the hand to its result, reveals the seed, and deals the next hand', async () => {
    // A bot that acts first may drop a hopeless hand before the visitor's turn: that hand ends won by the
    // visitor without a move of theirs, and the visitor plays the next one instead.
    let played: { over: RummyTableSnapshot; handId: string; myCards: string[] } | undefined;
    for (let hand = 0; hand < 4 && !played; hand += 1) {
      const { table: current } = await waitFor('a hand in play', async () => {
        const answer = await client.state(tableId);
        return answer.table.view.phase === 'playing' && !answer.table.view.outcome ? answer : undefined;
      });
      const start = await tableState(tableId);
      const myCards = start.hand!.seats.find((seat) => seat.seat === 0)!.groups.flat();
      const { table: over, moves } = await playUntil(
        client,
        tableId,
        'the end of the hand',
        (table) => Boolean(table.view.outcome),
        (answer) => expect(answer.statusCode, answer.body.message as string).toBe(200),
        60_000,
      );
      if (moves > 0) played = { over, handId: current.fairness!.hand_id, myCards };
      else expect(over.view.outcome!.seats.find((seat) => seat.seat !== 0)!.result).toBe('dropped');
    }
    expect(played, 'a hand the visitor moved in').toBeDefined();
    const { over, handId, myCards } = played!;
    const outcome = over.view.outcome!;
    expect(outcome.seats).toHaveLength(2);
    expect([0, 1]).toContain(outcome.winner);
    for (const seat of outcome.seats) expect(seat.points).toBeGreaterThanOrEqual(0);
    expect(over.next_hand_at).not.toBeNull();

    const fairness = await test.app.inject({ method: 'GET', url: `/api/tables/hands/${handId}/fairness` });
    const fair = fairness.json<TableFairness>();
    expect(fair.server_seed).not.toBeNull();
    expect(commitmentOf(fair.server_seed!)).toBe(fair.server_seed_hash);
    const rebuilt = verifyRummyHand({
      serverSeed: fair.server_seed!,
      clientSeed: fair.client_seed,
      nonce: fair.nonce,
      seats: fair.seats,
      commitment: fair.server_seed_hash,
    });
    expect(rebuilt.commitmentMatches).toBe(true);
    expect([...rebuilt.hands.find((hand) => hand.seat === 0)!.cards].sort()).toEqual([...myCards].sort());

    const next = await waitFor('the next hand', async () => {
      const { table } = await client.state(tableId);
      return table.hand_no === over.hand_no + 1 && table.view.phase === 'playing' ? table : undefined;
    });
    expect(next.fairness!.previous_hand_id).toBe(handId);
    expect(next.fairness!.hand_id).not.toBe(handId);
  }, 150_000);

  it('keeps the move log of the hand', async () => {
    const rows = await test.app.tables.repository.db.execute(
      sql`SELECT kind, actor, count(*)::int AS n FROM game_table_moves WHERE table_id = ${tableId} GROUP BY 1, 2`,
    );
    const counts = (rows as { rows: { kind: string; actor: string; n: number }[] }).rows;
    expect(counts.find((row) => row.kind === 'deal')?.n).toBeGreaterThanOrEqual(2);
    expect(counts.find((row) => row.kind === 'move' && row.actor === 'bot')?.n).toBeGreaterThan(0);
    expect(counts.find((row) => row.kind === 'move' && row.actor === 'player')?.n).toBeGreaterThan(0);
  });

  it('lets the visitor leave; the practice table closes', async () => {
    const left = await client.leave(tableId);
    expect(left.statusCode).toBe(200);
    expect(left.body.left).toBe(true);
    const after = await client.state(tableId);
    expect(after.statusCode).toBe(403);
    const row = await test.app.tables.repository.table(tableId);
    expect(row!.status).toBe('closed');
  });
});

describe('practice matches and six seats', () => {
  it('fills a 6-seat table to 4 with bots and deals after the countdown', async () => {
    const client = tableClient(test.app, await loginByMobile(test.app));
    const tableId = (await client.join('practice-rummy-points-6-0.1')).table.table_id;
    const dealt = await waitFor('the deal', async () => {
      const { table } = await client.state(tableId);
      return table.view.phase === 'playing' ? table : undefined;
    });
    expect(dealt.seats).toHaveLength(4);
    expect(dealt.seats.filter((seat) => seat.is_bot)).toHaveLength(3);
    // All four were dealt in (a bot may already have dropped a hopeless hand by now).
    const hand = await test.app.tables.repository.hand(
      test.app.tables.repository.db,
      dealt.fairness!.hand_id,
    );
    expect(hand!.seats).toEqual(dealt.seats.map((seat) => seat.seat));
    expect((await client.leave(tableId)).statusCode).toBe(200);
  });

  it('plays a deals match to its end and closes the table', async () => {
    const client = tableClient(test.app, await loginByMobile(test.app));
    const joined = await client.join('practice-rummy-deals2-2-10');
    const tableId = joined.table.table_id;
    expect(joined.table.money).toEqual({ entry: 10, rake_percent: 10 });
    const { table: over } = await playUntil(
      client,
      tableId,
      'the end of the match',
      (table) => Boolean(table.view.result),
      // 409 only when a bot's move ended the match meanwhile (a closed table takes no moves).
      (answer) => expect([200, 409]).toContain(answer.statusCode),
      120_000,
    );
    expect(over.view.phase).toBe('match-over');
    expect(over.view.result!.shares.length).toBeGreaterThan(0);
    expect(over.status).toBe('closed');
    expect(over.hand_no).toBeGreaterThanOrEqual(2);
  }, 150_000);
});
