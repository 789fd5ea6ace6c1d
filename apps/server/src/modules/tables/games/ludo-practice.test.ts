import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableLobby, TableSnapshot } from '@khelo/contracts/tables';
import { ludoGame } from '@khelo/games/ludo/game';
import type { LudoResult, LudoState, LudoView } from '@khelo/games/ludo/state';
import { verifyLudoRolls } from '@khelo/games/ludo/dice';
import { loginByMobile } from '../../../../test/helpers/auth';
import { FAST_TABLES, tableClient, waitFor, type TableClient } from '../../../../test/helpers/tables';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import type { TablesSettings } from '../tables.config';

// Ludo at practice tables: a lone visitor against a bot plays a classic game to its end through the HTTP
// calls (the visitor plays the bot's policy), the rolls verify from the revealed seed; a visitor who never
// acts misses three turns and is out, the bot winning; and a table closed as abandoned while a human is
// still in its game says so in the log.

type Snapshot = TableSnapshot<LudoView>;

function appWith(settings: TablesSettings) {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The test polls the API from one address: far above the per-IP limit.
    test = await createTestApp(database.database, { tablesSettings: settings, rateLimitMax: 1_000_000 });
    test.app.tables.start();
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });
  return Object.assign(() => test, { db: () => database.database.db });
}

/** The player's snapshot; null once the game is over (the table closes and unseats everyone: 403). */
async function state(client: TableClient, tableId: string): Promise<Snapshot | null> {
  const answer = await client.state(tableId);
  if (answer.statusCode !== 200) expect(answer.statusCode, JSON.stringify(answer.body)).toBe(403);
  return answer.statusCode === 200 ? (answer.table as unknown as Snapshot) : null;
}

describe('a practice classic Ludo game against a bot', () => {
  const app = appWith({ ...FAST_TABLES, turnMs: 10_000 });

  it('lists the ludo offers: classic 2 and 4, timed', async () => {
    const response = await app().app.inject({
      method: 'GET',
      url: '/api/tables/lobby?game=ludo&mode=practice',
    });
    expect(response.statusCode).toBe(200);
    const offers = response.json<TableLobby>().offers;
    expect(offers.find((offer) => offer.offer_id === 'practice-ludo-classic-2-10')).toMatchObject({
      variant: 'classic',
      seats: 2,
      entry: 10,
      prize_estimate: 18,
    });
    expect(offers.find((offer) => offer.offer_id === 'practice-ludo-classic-4-10')).toMatchObject({
      seats: 4,
      second_percent: 30,
    });
    expect(offers.find((offer) => offer.offer_id === 'practice-ludo-timed2-2-10')).toMatchObject({
      variant: 'timed',
      minutes: 2,
    });
  });

  it('plays to the end: the bot fills the seat, every roll verifies, the result names a winner', async () => {
    const client = tableClient(app().app, await loginByMobile(app().app));
    const joined = await client.join('practice-ludo-classic-2-10');
    expect(joined.statusCode, JSON.stringify(joined.body)).toBe(200);
    const tableId = joined.table.table_id;
    const dealt = await waitFor('the deal', async () => {
      const table = await state(client, tableId);
      return table?.view.phase === 'playing' ? table : undefined;
    });
    expect(dealt.seats.find((seat) => !seat.is_me)).toMatchObject({ is_bot: true });
    expect(dealt.view.players.map((player) => player.colour)).toEqual([0, 2]);
    // Ludo's turns have no extra-time bank, so none is shown under the seats.
    expect(dealt.seats.map((seat) => seat.extra_ms)).toEqual([0, 0]);
    const handId = dealt.fairness!.hand_id;

    // A bad token is refused naming the field; rolling out of turn or moving before a roll is refused.
    const bad = await client.move(tableId, { type: 'move', token: 7 });
    expect(bad.statusCode).toBe(400);
    expect(String(bad.body.message)).toMatch(/move\.token/);

    let last: Snapshot | null = dealt;
    for (let step = 0; step < 3_000 && last?.view.phase === 'playing'; step++) {
      const move = ludoGame.botMove(last.view, last.my_seat!);
      if (move) {
        const answer = await client.move(tableId, move);
        // The bot may have moved on between the read and the move; the winning move closes the table (403).
        expect([200, 403, 409], JSON.stringify(answer.body)).toContain(answer.statusCode);
      }
      last = await state(client, tableId);
    }
    // The game's own record: a practice table whose player has gone may deal the bots a new game at once, so
    // the table's current state is not this game's.
    // A game that ends void (the table closed under the player) says why, rather than timing out.
    const hand = await waitFor('the game over', async () => {
      const row = await app().app.tables.repository.hand(app.db(), handId);
      return row?.status === 'settled' || row?.status === 'void' ? row : undefined;
    });
    expect(hand.status, `the game was void: ${hand.voidReason}`).toBe('settled');
    const result = (hand.outcome as { result?: LudoResult | null } | null)?.result ?? null;
    expect(result).not.toBeNull();
    // The result stays on the table until it closes (then the state call is 403).
    if (last) expect(last.view.result).toEqual(result);
    expect(result!.rankings).toHaveLength(2);
    expect(['home', 'last-player']).toContain(result!.reason);

    // The seed is revealed once the game is over and recomputes the game's rolls.
    const fairness = await app().app.inject({ method: 'GET', url: `/api/tables/hands/${handId}/fairness` });
    expect(fairness.statusCode, fairness.body).toBe(200);
    const fair = fairness.json<{ server_seed: string; client_seed: string; nonce: string }>();
    expect(fair.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const rolls = verifyLudoRolls(
      { serverSeed: fair.server_seed, clientSeed: fair.client_seed, nonce: fair.nonce },
      result!.rolls,
    );
    expect(rolls.every((roll) => roll >= 1 && roll <= 6)).toBe(true);
    expect(rolls).toHaveLength(result!.rolls);
  }, 240_000);
});

describe('three missed turns put a Ludo player out', () => {
  const app = appWith({ ...FAST_TABLES, turnMs: 300 });

  it('a visitor who never acts misses three turns, is out, and the bot wins', async () => {
    const client = tableClient(app().app, await loginByMobile(app().app));
    const tableId = (await client.join('practice-ludo-classic-2-10')).table.table_id;
    const mySeat = (await waitFor('the deal', async () => (await state(client, tableId)) ?? undefined))
      .my_seat;
    const over = await waitFor(
      'the game to end',
      async () => {
        const stored = (await app().app.tables.repository.table(tableId))!.state as LudoState;
        return stored.phase === 'match-over' ? stored : undefined;
      },
      60_000,
    );
    const me = over.players.find((player) => player.seat === mySeat)!;
    expect(me).toMatchObject({ out: true, missed: 3 });
    expect(over.result).toMatchObject({ reason: 'last-player' });
    expect(over.result!.winner).not.toBe(mySeat);
  }, 90_000);
});

describe('an abandoned practice Ludo table', () => {
  const app = appWith({ ...FAST_TABLES, turnMs: 10_000 });

  it('closes while a human is still in the game only with a warning naming the table and the seat', async () => {
    const client = tableClient(app().app, await loginByMobile(app().app));
    const tableId = (await client.join('practice-ludo-classic-2-10')).table.table_id;
    const dealt = await waitFor('the deal', async () => {
      const table = await state(client, tableId);
      return table?.view.phase === 'playing' ? table : undefined;
    });
    const mySeat = dealt.my_seat!;
    const warn = vi.spyOn(app().app.log, 'warn');
    // The human's seat row goes without a leave (what the warning is for), and the bot's step is due now.
    await app.db().execute(sql`UPDATE game_table_seats SET left_at = now()
      WHERE table_id = ${tableId} AND player_id = ${client.player.player_id}`);
    await app.db().execute(sql`UPDATE game_tables SET bot_at = now() WHERE id = ${tableId}`);
    await waitFor('the warning', () => Promise.resolve(warn.mock.calls.length > 0 ? true : undefined));
    const [fields, message] = warn.mock.calls[0]! as unknown as [object, string];
    expect(fields).toEqual({ tableId, seats: [mySeat] });
    expect(message).toContain(tableId);
    expect(message).toContain(`seat ${mySeat}`);
    // The warning is written inside the closing transaction: its commit is waited for.
    const hand = await waitFor('the game void', async () => {
      const row = await app().app.tables.repository.hand(app.db(), dealt.fairness!.hand_id);
      return row?.status === 'void' ? row : undefined;
    });
    expect(hand.voidReason).toBe('everyone left');
    warn.mockRestore();
  }, 60_000);
});
