import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type {
  StaffHandMoves,
  StaffTableDetail,
  StaffTableList,
  StaffVoidHandResponse,
} from '@khelo/contracts/backoffice-tables';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { rummyGame } from '@khelo/games/rummy/game';
import { loginByMobile, randomIp } from '../../../../test/helpers/auth';
import { createStaff } from '../../../../test/helpers/staff';
import { fundPlayer, setPersonalDetails } from '../../../../test/helpers/compliance';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { staffAuditLog } from '../../../db/schema';
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
    settledTable = tableId;
  }, 120_000);
});

let settledTable = '';

const staffGet = (token: string, url: string) =>
  test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const staffVoid = (token: string, handId: string, payload: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url: `/staff/tables/hands/${handId}/void`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('staff', () => {
  it('see a settled hand: every move, every seat dealt 13 cards, the money rows; it cannot be voided', async () => {
    const { token } = await createStaff(test.app, 'support');
    const detail = await staffGet(token, `/staff/tables/${settledTable}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { hands, table } = detail.json<StaffTableDetail>();
    expect(table.players.map((player) => player.is_bot)).toEqual([false, false]);
    const hand = hands[0]!;
    expect(hand).toMatchObject({ hand_no: 1, status: 'settled', voidable: false });
    const log = (await staffGet(token, `/staff/tables/hands/${hand.hand_id}/moves`)).json<StaffHandMoves>();
    expect(log.dealt.seats.map((seat) => seat.cards.length)).toEqual([13, 13]);
    expect(log.dealt.wild_card).toMatch(/^(PJ|(10|[2-9AJQK])[SHDC])$/);
    expect(log.moves[0]).toMatchObject({ kind: 'deal', actor: 'timer' });
    expect(
      log.moves.some((move) => move.kind === 'move' && (move.body as { type: string }).type === 'declare'),
    ).toBe(true);
    expect(log.moves.filter((move) => move.kind === 'move').every((move) => move.player !== null)).toBe(true);
    expect(log.money.map((row) => `${row.kind}:${row.status}`).sort()).toEqual([
      'collect:posted',
      'collect:posted',
      'payout:posted',
      'rake:posted',
      'refund:posted',
      'refund:posted',
    ]);
    expect(log.hand.server_seed).not.toBeNull();
    const admin = await createStaff(test.app, 'admin');
    const refused = await staffVoid(admin.token, hand.hand_id, { reason: 'looking for trouble' });
    expect(refused.statusCode).toBe(409);
  });

  it('void a hand in progress: every reserve back in full, audited, the players told', async () => {
    const [a, b] = [await cashPlayer(50), await cashPlayer(50)];
    const offerId = 'rummy-points-2-0.1'; // reserve ₹8
    const joined = await call(a, '/api/tables/join', { offer_id: offerId }, randomIp());
    const tableId = joined.json<{ table: RummyTableSnapshot }>().table.table_id;
    await call(b, '/api/tables/join', { offer_id: offerId }, randomIp());
    expect(await cash(a)).toBe(4200n);
    const support = await createStaff(test.app, 'support');
    const live = (await staffGet(support.token, '/staff/tables?status=live')).json<StaffTableList>();
    const row = live.data.find((entry) => entry.table_id === tableId)!;
    expect(row).toMatchObject({
      status: 'playing',
      variant: 'points',
      stake: 0.1,
      seats_taken: 2,
      hand_no: 1,
    });
    const { hands } = (await staffGet(support.token, `/staff/tables/${tableId}`)).json<StaffTableDetail>();
    const handId = hands[0]!.hand_id;
    expect(hands[0]!.voidable).toBe(true);

    // Support may look but not void; a reason is required.
    expect((await staffVoid(support.token, handId, { reason: 'misdeal' })).statusCode).toBe(403);
    const admin = await createStaff(test.app, 'admin');
    const short = await staffVoid(admin.token, handId, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toMatch(/reason/);

    const voided = await staffVoid(admin.token, handId, { reason: 'Dealer error reported by both players' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<StaffVoidHandResponse>()).toMatchObject({
      hand_status: 'void',
      refunded: 16,
      refunds: 2,
    });
    expect(await cash(a)).toBe(5000n);
    expect(await cash(b)).toBe(5000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    const audit = await database.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, handId));
    expect(audit).toMatchObject([
      {
        action: 'table.hand.void',
        subjectType: 'table_hand',
        reason: 'Dealer error reported by both players',
      },
    ]);
    const told = await snapshot(a, tableId);
    expect(told.notice).toMatch(/refunded in full/);
    expect((await staffVoid(admin.token, handId, { reason: 'again, by mistake' })).statusCode).toBe(409);
    const unknown = await staffVoid(admin.token, '00000000-0000-4000-8000-000000000000', {
      reason: 'nothing here',
    });
    expect(unknown.statusCode).toBe(404);
  });
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
