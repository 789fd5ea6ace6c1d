import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { rummyGame } from '@khelo/games/rummy/game';
import { loginByMobile, randomIp } from '../../../../test/helpers/auth';
import { fundPlayer, setPersonalDetails } from '../../../../test/helpers/compliance';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { DEFAULT_TABLES_SETTINGS } from '../tables.config';

// A cash points hand end to end through the player API: two players join, the reserves are taken at the
// deal, they play the hand to its end with real moves (chosen by the engine's bot for each of them), and the
// settlement reaches both balances, the escrow and the house through the ledger. Refusals at the door too.

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, {
    cashEligibility: true,
    // Long turns and a long pause: nothing times out and no second hand is dealt while the test looks.
    tablesSettings: { ...DEFAULT_TABLES_SETTINGS, turnMs: 600_000, meldMs: 600_000, nextHandMs: 600_000 },
  });
  test.app.tables.start();
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

async function cashPlayer(rupees: number): Promise<LoginSuccess> {
  const player = await loginByMobile(test.app);
  await setPersonalDetails(test.app, player);
  if (rupees > 0) await fundPlayer(test.app, player, BigInt(rupees * 100));
  return player;
}

function call(player: LoginSuccess, url: string, payload: Record<string, unknown>, ip?: string) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${player.token}` },
    payload: { player_id: player.player_id, ...payload },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

async function snapshot(player: LoginSuccess, tableId: string): Promise<RummyTableSnapshot> {
  const response = await call(player, '/api/tables/state', { table_id: tableId });
  expect(response.statusCode).toBe(200);
  return response.json<{ table: RummyTableSnapshot }>().table;
}

async function systemBalance(kind: string): Promise<bigint> {
  const result = await database.database.db.execute(sql`SELECT coalesce(sum(p.amount), 0)::text AS total
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE a.player_id IS NULL AND a.kind = ${kind}`);
  return BigInt((result as { rows: { total: string }[] }).rows[0]!.total);
}

const cash = (player: LoginSuccess) => test.app.ledger.cashBalance(player.player_id);

/** Plays the current hand to its end: whoever the table waits for makes the engine bot's move via the API. */
async function playHand(players: LoginSuccess[], tableId: string): Promise<RummyTableSnapshot> {
  for (let step = 0; step < 2_000; step++) {
    let moved = false;
    for (const player of players) {
      const table = await snapshot(player, tableId);
      const view = table.view;
      if (view.outcome && view.phase !== 'playing') return table;
      if (!view.pending?.seats.includes(table.my_seat!)) continue;
      const move = rummyGame.botMove(view, table.my_seat!);
      if (!move) continue;
      const response = await call(player, '/api/tables/move', { table_id: tableId, move });
      expect(response.statusCode, response.body).toBe(200);
      moved = true;
    }
    if (!moved) throw new Error('nobody could move');
  }
  throw new Error('the hand did not end');
}

describe('a cash points hand through the API', () => {
  it('reserves at the deal and settles the loss, less the rake, to the winner', async () => {
    const [a, b] = [await cashPlayer(100), await cashPlayer(100)];
    const houseBefore = await systemBalance('house');
    const offerId = 'rummy-points-2-0.5'; // ₹0.50 a point: reserve ₹40
    const joinedA = await call(a, '/api/tables/join', { offer_id: offerId }, randomIp());
    expect(joinedA.statusCode, joinedA.body).toBe(200);
    const tableId = joinedA.json<{ table: RummyTableSnapshot }>().table.table_id;
    const joinedB = await call(b, '/api/tables/join', { offer_id: offerId }, randomIp());
    expect(joinedB.json<{ table: RummyTableSnapshot }>().table.table_id).toBe(tableId);
    // The second player filled the table: the hand is dealt and both reserves are in escrow.
    const dealt = await snapshot(a, tableId);
    expect(dealt.view.phase).toBe('playing');
    expect(dealt.money.reserved).toBe(40);
    expect(await cash(a)).toBe(6000n);
    expect(await cash(b)).toBe(6000n);
    expect(await systemBalance('table_escrow')).toBe(8000n);

    const end = await playHand([a, b], tableId);
    const outcome = end.view.outcome!;
    await test.app.tables.money.postPending();
    const seatOfA = (await snapshot(a, tableId)).my_seat;
    const winner = outcome.winner === seatOfA ? a : b;
    const loser = winner === a ? b : a;
    const points = outcome.seats.find((seat) => seat.seat !== outcome.winner)!.points;
    const lost = BigInt(points) * 50n;
    const rake = lost / 10n;
    expect(await cash(loser)).toBe(10000n - lost);
    expect(await cash(winner)).toBe(10000n + lost - rake);
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(rake);
    expect(await test.app.ledger.invariants()).toMatchObject({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      driftedAccounts: 0,
    });
  }, 120_000);
});

describe('who may sit at a cash table', () => {
  it('refuses a player the cash rules refuse, with the rule', async () => {
    const newcomer = await loginByMobile(test.app); // no birthday or state on the profile
    const response = await call(newcomer, '/api/tables/join', { offer_id: 'rummy-points-2-0.1' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/aged 18 or over/);
  });

  it('refuses a player without the reserve, naming the amount', async () => {
    const poor = await cashPlayer(5);
    const response = await call(poor, '/api/tables/join', { offer_id: 'rummy-points-2-0.1' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Not enough cash: you need the ₹8.00 this table reserves for a hand (80 points at ₹0.10 a point) and your balance is ₹5.00. Add cash or pick a lower stake.',
    );
  });

  it('never seats two accounts from one IP address at one cash table', async () => {
    const [first, second, third] = [await cashPlayer(100), await cashPlayer(100), await cashPlayer(100)];
    const ip = randomIp();
    const offerId = 'rummy-points-6-0.1';
    const tableOf = async (player: LoginSuccess, from: string) => {
      const response = await call(player, '/api/tables/join', { offer_id: offerId }, from);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ table: RummyTableSnapshot }>().table.table_id;
    };
    const firstTable = await tableOf(first, ip);
    expect(await tableOf(second, ip)).not.toBe(firstTable);
    expect(await tableOf(third, randomIp())).toBe(firstTable);
  });
});
