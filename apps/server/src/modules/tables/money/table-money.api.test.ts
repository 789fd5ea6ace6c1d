import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type {
  StaffHandMoves,
  StaffTableDetail,
  StaffTableList,
  StaffVoidHandResponse,
} from '@khelo/contracts/backoffice-tables';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { rummyGame } from '@khelo/games/rummy/game';
import type { RummyMatchResult } from '@khelo/games/rummy/state';
import { loginByMobile, randomIp } from '../../../../test/helpers/auth';
import { createStaff } from '../../../../test/helpers/staff';
import { cashTablesApp } from '../../../../test/helpers/table-cash';
import { staffAuditLog } from '../../../db/schema';

// A cash points hand end to end through the player API: two players join, the reserves are taken at the
// deal, they play the hand to its end with real moves (chosen by the engine's bot for each of them), and the
// settlement reaches both balances, the escrow and the house through the ledger. Refusals at the door too.

// Long turns and a long pause: nothing times out and no second hand is dealt while the test looks.
const cashTables = cashTablesApp({ turnMs: 600_000, meldMs: 600_000, nextHandMs: 600_000 });
const { cashPlayer, call, systemBalance, cash, expectLedgerBalanced } = cashTables;

async function snapshot(player: LoginSuccess, tableId: string): Promise<RummyTableSnapshot> {
  const response = await call(player, '/api/tables/state', { table_id: tableId });
  expect(response.statusCode).toBe(200);
  return response.json<{ table: RummyTableSnapshot }>().table;
}

/** Plays the current hand to its end: whoever the table waits for makes the engine bot's move via the API. */
async function tableStatus(tableId: string): Promise<string | undefined> {
  const result = await cashTables.db.execute(sql`SELECT status FROM game_tables WHERE id = ${tableId}::uuid`);
  return (result as { rows: { status: string }[] }).rows[0]?.status;
}

/** Null when the hand ended the match (the table closed). */
async function playHand(players: LoginSuccess[], tableId: string): Promise<RummyTableSnapshot | null> {
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
      // The move that ends a pool or deals match closes the table and unseats everyone.
      if (response.statusCode === 403 && (await tableStatus(tableId)) === 'closed') return null;
      expect(response.statusCode, response.body).toBe(200);
      moved = true;
    }
    if (!moved) throw new Error('nobody could move');
  }
  throw new Error('the hand did not end');
}

describe('a cash points hand through the API', () => {
  it('reserves at the deal and settles the loss, less the rake, to the winner', async () => {
    const [a, b] = [await cashPlayer(10_000n), await cashPlayer(10_000n)];
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

    const end = (await playHand([a, b], tableId))!;
    const outcome = end.view.outcome!;
    await cashTables.app.tables.money.postPending();
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
    await expectLedgerBalanced();
    settledTable = tableId;

    // Both players' game history lists the hand with its money, points and the cards at the end.
    const rowOf = async (player: LoginSuccess) => {
      const response = await call(player, '/api/game-history', { operator_id: player.operator_id });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: GameHistoryRow[] }>().data.find((row) => row.kind === 'table')!;
    };
    const [won, lostRow] = [await rowOf(winner), await rowOf(loser)];
    expect(won).toMatchObject({
      game_code: 'MZ010005',
      game_name: 'Rummy',
      selection: 'Points · ₹0.5/point',
      stake: 40,
      status: 'won',
      points: 0,
      amount: Number(lost - rake) / 100,
      mode: 'real',
      verifiable: true,
    });
    expect(lostRow).toMatchObject({ status: 'lost', points, stake: 40, amount: -Number(lost) / 100 });
    expect(lostRow.payout).toBe(Number(4000n - lost) / 100);
    expect(won.table!.seats.map((seat) => seat.is_me).sort()).toEqual([false, true]);
    // The cards at the end in the groups shown (a winner by the others' drop never shows them).
    const shown = outcome.seats.find((seat) => seat.seat === outcome.winner)!.groups;
    expect(won.table!.groups).toEqual(shown);
    if (outcome.finish) expect(won.table!.groups!.flat()).toHaveLength(13);
    expect(won.table!.wild_card).toBe(outcome.wildCard);
  }, 120_000);
});

let settledTable = '';

const staffGet = (token: string, url: string) =>
  cashTables.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const staffVoid = (token: string, handId: string, payload: Record<string, unknown>) =>
  cashTables.app.inject({
    method: 'POST',
    url: `/staff/tables/hands/${handId}/void`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('staff', () => {
  it('see a settled hand: every move, every seat dealt 13 cards, the money rows; it cannot be voided', async () => {
    const { token } = await createStaff(cashTables.app, 'support');
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
    // The deal is random: the hand ends by a declaration or by a player dropping.
    const ended = log.moves.some(
      (move) => move.kind === 'move' && ['declare', 'drop'].includes((move.body as { type: string }).type),
    );
    expect(ended).toBe(true);
    expect(log.moves.filter((move) => move.kind === 'move').every((move) => move.player !== null)).toBe(true);
    // Both reserves in; out again: the reserves left, the winnings and the rake, all posted.
    expect(log.money.every((row) => row.status === 'posted')).toBe(true);
    const sum = (kinds: string[]) =>
      log.money.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.amount, 0);
    expect(sum(['collect'])).toBe(80);
    expect(sum(['refund', 'payout', 'rake'])).toBeCloseTo(80, 2);
    expect(log.hand.server_seed).not.toBeNull();
    const admin = await createStaff(cashTables.app, 'admin');
    const refused = await staffVoid(admin.token, hand.hand_id, { reason: 'looking for trouble' });
    expect(refused.statusCode).toBe(409);
  });

  it('void a hand in progress: every reserve back in full, audited, the players told', async () => {
    const [a, b] = [await cashPlayer(5_000n), await cashPlayer(5_000n)];
    const offerId = 'rummy-points-2-0.1'; // reserve ₹8
    const joined = await call(a, '/api/tables/join', { offer_id: offerId }, randomIp());
    const tableId = joined.json<{ table: RummyTableSnapshot }>().table.table_id;
    await call(b, '/api/tables/join', { offer_id: offerId }, randomIp());
    expect(await cash(a)).toBe(4200n);
    const support = await createStaff(cashTables.app, 'support');
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
    const admin = await createStaff(cashTables.app, 'admin');
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
    const audit = await cashTables.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, handId));
    expect(audit).toMatchObject([
      {
        action: 'table.hand.void',
        subjectType: 'table_hand',
        reason: 'Dealer error reported by both players',
      },
    ]);
    const history = await call(a, '/api/game-history', { operator_id: a.operator_id });
    expect(history.json<{ data: GameHistoryRow[] }>().data[0]).toMatchObject({
      kind: 'table',
      hand_id: handId,
      status: 'refunded',
      stake: 8,
      payout: 8,
      amount: 0,
    });
    const told = await snapshot(a, tableId);
    expect(told.notice).toMatch(/refunded in full/);
    expect((await staffVoid(admin.token, handId, { reason: 'again, by mistake' })).statusCode).toBe(409);
    const unknown = await staffVoid(admin.token, '00000000-0000-4000-8000-000000000000', {
      reason: 'nothing here',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

async function seatAt(players: LoginSuccess[], offerId: string): Promise<string> {
  let tableId = '';
  for (const player of players) {
    const joined = await call(player, '/api/tables/join', { offer_id: offerId }, randomIp());
    expect(joined.statusCode, joined.body).toBe(200);
    tableId = joined.json<{ table: RummyTableSnapshot }>().table.table_id;
  }
  return tableId;
}

describe('a cash deals match through the API', () => {
  it('takes the entry at the first deal only and pays the whole prize less the rake at the end', async () => {
    const players = [await cashPlayer(10_000n), await cashPlayer(10_000n)];
    const tableId = await seatAt(players, 'rummy-deals2-2-10'); // ₹10 entry, 2 deals
    for (const player of players) expect(await cash(player)).toBe(9000n);
    const seats = await Promise.all(players.map(async (player) => (await snapshot(player, tableId)).my_seat));
    let end = await playHand(players, tableId);
    // Deal after deal (the pause is long here: the test deals the next one now), until the match is over.
    while (end && !end.view.result) {
      const handNo = end.hand_no;
      await cashTables.db.execute(
        sql`UPDATE game_tables SET next_deal_at = now() WHERE id = ${tableId}::uuid`,
      );
      await cashTables.app.tables.sweeper.wake(tableId);
      await vi.waitFor(async () => expect((await snapshot(players[0]!, tableId)).hand_no).toBe(handNo + 1), {
        timeout: 20_000,
      });
      for (const player of players) expect(await cash(player)).toBe(9000n); // nothing more is taken
      end = await playHand(players, tableId);
    }
    await cashTables.app.tables.money.postPending();
    const last = await cashTables.db.execute(
      sql`SELECT outcome FROM game_table_hands WHERE table_id = ${tableId}::uuid ORDER BY hand_no DESC LIMIT 1`,
    );
    const { result } = (last as { rows: { outcome: { result: RummyMatchResult } }[] }).rows[0]!.outcome;
    expect(result.reason).not.toBe('split');
    const winner = players[seats.indexOf(result.winner)]!;
    const loser = players.find((player) => player !== winner)!;
    expect(await cash(winner)).toBe(9000n + 1800n);
    expect(await cash(loser)).toBe(9000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
  }, 180_000);
});

describe('a crash between the commit and the posting', () => {
  it('the next process to start posts the settlement, exactly once', async () => {
    const [a, b] = [await cashPlayer(10_000n), await cashPlayer(10_000n)];
    const tableId = await seatAt([a, b], 'rummy-points-2-1'); // ₹1 a point: reserve ₹80
    // This process stops posting (as if killed right after committing the hand's end).
    await cashTables.app.tables.stop();
    const end = (await playHand([a, b], tableId))!;
    const outcome = end.view.outcome!;
    expect(await cash(a)).toBe(2000n);
    const pending = await cashTables.db.execute(
      sql`SELECT count(*)::int AS n FROM game_table_money WHERE table_id = ${tableId}::uuid AND status = 'pending'`,
    );
    expect((pending as { rows: { n: number }[] }).rows.map((row) => row.n)[0]).toBeGreaterThan(0);
    // The next process starts on the same database; its recovery posts what was left.
    const next = await cashTables.nextApp();
    try {
      next.app.tables.start();
      await next.app.tables.stop(); // waits for the start's recovery
      expect(await next.app.tables.money.postPending()).toBe(0);
      expect(await cashTables.app.tables.money.postPending()).toBe(0);
    } finally {
      await next.cleanup();
      cashTables.app.tables.start();
    }
    const seatOfA = (await snapshot(a, tableId)).my_seat;
    const [winner, loser] = outcome.winner === seatOfA ? [a, b] : [b, a];
    const lost = BigInt(outcome.seats.find((seat) => seat.seat !== outcome.winner)!.points) * 100n;
    expect(await cash(loser)).toBe(10000n - lost);
    expect(await cash(winner)).toBe(10000n + lost - lost / 10n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect(await cashTables.app.ledger.invariants()).toMatchObject({
      postingsTotal: 0n,
      duplicateReferences: 0,
    });
  }, 120_000);
});

describe('who may sit at a cash table', () => {
  it('refuses a player the cash rules refuse, with the rule', async () => {
    const newcomer = await loginByMobile(cashTables.app); // no birthday or state on the profile
    const response = await call(newcomer, '/api/tables/join', { offer_id: 'rummy-points-2-0.1' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/aged 18 or over/);
  });

  it('refuses a player without the reserve, naming the amount', async () => {
    const poor = await cashPlayer(500n);
    const response = await call(poor, '/api/tables/join', { offer_id: 'rummy-points-2-0.1' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Not enough cash: you need the ₹8.00 this table reserves for a hand (80 points at ₹0.10 a point) and your balance is ₹5.00. Add cash or pick a lower stake.',
    );
  });

  it('never seats two accounts from one IP address at one cash table', async () => {
    const [first, second, third] = [
      await cashPlayer(10_000n),
      await cashPlayer(10_000n),
      await cashPlayer(10_000n),
    ];
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
