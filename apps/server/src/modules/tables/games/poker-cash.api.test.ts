import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { PokerView } from '@khelo/games/poker/state';
import { randomIp } from '../../../../test/helpers/auth';
import { betRef } from '../money/table-money.repository';
import { cashTablesApp } from '../../../../test/helpers/table-cash';
import { waitFor } from '../../../../test/helpers/tables';

// Poker cash tables through the player API (docs/poker.md "Tables and money"): the buy-in from the wallet
// into the table escrow at the join, hands moving chips between the stacks inside the escrow, the rake to
// the house at each hand's end (no flop, no drop), a top-up, and the stack back to the wallet at the leave.

type Snapshot = TableSnapshot<PokerView>;

const OFFER = 'poker-holdem-6-2'; // blinds ₹1/₹2, buy-in ₹80–₹200, rake 5% capped at 3 big blinds
const cashTables = cashTablesApp({ startMs: 1_500, turnMs: 600_000, nextHandMs: 400 });
const { cashPlayer, call, systemBalance, cash, expectLedgerBalanced } = cashTables;

async function snapshot(player: LoginSuccess, tableId: string): Promise<Snapshot> {
  const response = await call(player, '/api/tables/state', { table_id: tableId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ table: Snapshot }>().table;
}

const move = (player: LoginSuccess, tableId: string, body: Record<string, unknown>) =>
  call(player, '/api/tables/move', { table_id: tableId, move: body });

async function sitDown(buyIns: number[]) {
  const players: LoginSuccess[] = [];
  let tableId = '';
  for (const buyIn of buyIns) {
    const player = await cashPlayer(50_000n);
    const joined = await call(player, '/api/tables/join', { offer_id: OFFER, buy_in: buyIn }, randomIp());
    expect(joined.statusCode, joined.body).toBe(200);
    const table = joined.json<{ table: Snapshot }>().table;
    tableId ||= table.table_id;
    expect(table.table_id).toBe(tableId);
    players.push(player);
  }
  return { players, tableId };
}

/** The player whose turn it is, and the table as they see it; null once the hand is over. */
async function toAct(players: LoginSuccess[], tableId: string) {
  const seen = await snapshot(players[0]!, tableId);
  if (seen.view.phase !== 'playing' || seen.view.toAct === null) return null;
  for (const player of players) {
    const mine = await snapshot(player, tableId);
    if (mine.my_seat === seen.view.toAct) return { player, view: mine.view };
  }
  return null;
}

/** Waits for a hand that deals every one of `players` in (the ones that come too late fold their way on). */
async function handWithAll(players: LoginSuccess[], tableId: string): Promise<number> {
  return waitFor('a hand with every player dealt in', async () => {
    const seen = await snapshot(players[0]!, tableId);
    if (seen.view.phase !== 'playing') return undefined;
    const dealt = seen.view.players.filter((player) => player.cardCount > 0).length;
    if (dealt === players.length) return seen.view.handNumber;
    const turn = await toAct(players, tableId);
    if (turn) await move(turn.player, tableId, { type: 'fold' });
    return undefined;
  });
}

async function outcomeOf(player: LoginSuccess, tableId: string, hand: number) {
  return waitFor('the hand outcome', async () => {
    const seen = await snapshot(player, tableId);
    return seen.view.outcome?.hand === hand ? seen.view.outcome : undefined;
  });
}

async function leaveAll(players: LoginSuccess[], tableId: string) {
  for (const player of players) {
    const left = await call(player, '/api/tables/leave', { table_id: tableId });
    expect(left.statusCode, left.body).toBe(200);
  }
  await cashTables.app.tables.money.postPending();
}

describe('a poker cash table through the API', () => {
  it('takes the buy-in into the escrow, plays a hand to the end with no rake before a flop, cashes out', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const houseBefore = await systemBalance('house');
    const { players, tableId } = await sitDown([100, 150]);
    expect(await cash(players[0]!)).toBe(40_000n);
    expect(await cash(players[1]!)).toBe(35_000n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(25_000n);

    const hand = await handWithAll(players, tableId);
    const turn = (await toAct(players, tableId))!;
    expect((await move(turn.player, tableId, { type: 'fold' })).statusCode).toBe(200);
    const outcome = await outcomeOf(players[0]!, tableId, hand);
    expect(outcome.rake).toBe(0); // no flop, no drop
    expect(outcome.board).toEqual([]);
    const after = outcome.seats.reduce((sum, seat) => sum + seat.stackAfter, 0);
    expect(after).toBe(25_000);
    await cashTables.app.tables.money.postPending();
    expect((await systemBalance('house')) - houseBefore).toBe(0n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(25_000n);

    await leaveAll(players, tableId);
    expect((await cash(players[0]!)) + (await cash(players[1]!))).toBe(100_000n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(0n);
    await expectLedgerBalanced();
  });

  it('splits a main and a side pot between three stacks all in, and posts the rake to the house', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const houseBefore = await systemBalance('house');
    const { players, tableId } = await sitDown([80, 120, 200]);
    const hand = await handWithAll(players, tableId);
    for (;;) {
      const turn = await toAct(players, tableId);
      if (!turn) break;
      // The last stack, when everyone else is all-in for less, can only call.
      const all = turn.view.legal?.raise ? { type: 'all-in' } : { type: 'call' };
      const answer = await move(turn.player, tableId, all);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const outcome = await outcomeOf(players[0]!, tableId, hand);
    expect(outcome.board).toHaveLength(5);
    // Short × 3 in the main pot, (middle − short) × 2 in the side pot, the big stack's rest uncalled (the
    // stacks are about the buy-ins: an earlier hand may have moved a blind).
    const [short, middle, big] = outcome.seats.map((seat) => seat.stackBefore).sort((a, b) => a - b);
    expect(outcome.pots.map((pot) => pot.amount)).toEqual([3 * short!, 2 * (middle! - short!)]);
    expect(outcome.pots[0]!.eligible).toHaveLength(3);
    expect(outcome.pots[1]!.eligible).toHaveLength(2);
    // The big stack's rest is an uncalled bet given back when it went all-in before the others; when it acted
    // last it only called, and the rest never left its stack (the pots above show it put in `middle` either way).
    if (outcome.uncalled) expect(outcome.uncalled.chips).toBe(big! - middle!);
    expect(outcome.rake).toBe(600); // 5% of the main pot (1,200) capped at 3 big blinds
    const stacks = outcome.seats.reduce((sum, seat) => sum + seat.stackAfter, 0);
    expect(stacks + outcome.rake).toBe(40_000);
    for (const pot of outcome.pots)
      expect(pot.winners.reduce((sum, winner) => sum + winner.chips, 0) + pot.rake).toBe(pot.amount);

    // The hand in a player's game history: own hole cards, the board, the acts, the pots, the result.
    const history = await call(players[0]!, '/api/game-history', { operator_id: players[0]!.operator_id });
    const row = history
      .json<{ data: GameHistoryRow[] }>()
      .data.find((entry) => entry.kind === 'table' && entry.hand_no === hand)!;
    expect(row).toMatchObject({ game_name: 'Poker', game_code: 'MZ010001' });
    const detail = row.table!.poker!;
    expect(detail.hole).toHaveLength(2);
    expect(detail.board).toEqual(outcome.board);
    expect(detail.pots).toHaveLength(2);
    // One all-in at least; a shorter stack after it can only call for less (which puts it all-in too).
    expect(detail.actions.filter((act) => act.act === 'all-in').length).toBeGreaterThanOrEqual(1);
    expect(row.amount).toBe(detail.net);
    // The replay's steps: the blinds, then the all-ins, each with the pot after it, the last one all of it.
    // (a newcomer may post a big blind out of turn).
    for (const step of detail.steps!.slice(0, 2)) expect(step.act).toMatch(/-blind$/);
    expect(detail.steps!.filter((step) => step.all_in).length).toBeGreaterThanOrEqual(2);
    expect(detail.steps!.at(-1)!.pot * 100).toBe(
      outcome.pots.reduce((sum, pot) => sum + pot.amount, 0) + (outcome.uncalled?.chips ?? 0),
    );
    // The shown hands name their five cards.
    for (const shown of detail.shown) expect(shown.five).toHaveLength(5);

    // The hole cards are kept with the outcome; a hand settled before that is dealt again from its seed.
    const kept = detail.hole;
    await cashTables.db.execute(
      sql`UPDATE game_table_hands SET outcome = outcome - 'record' WHERE table_id = ${tableId} AND hand_no = ${hand}`,
    );
    const older = (await call(players[0]!, '/api/game-history', { operator_id: players[0]!.operator_id }))
      .json<{ data: GameHistoryRow[] }>()
      .data.find((entry) => entry.kind === 'table' && entry.hand_no === hand)!.table!.poker!;
    expect(older.hole).toEqual(kept);
    expect(older.steps).toBeNull();

    await cashTables.app.tables.money.postPending();
    expect((await systemBalance('house')) - houseBefore).toBe(600n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(40_000n - 600n);
    await leaveAll(players, tableId);
    let total = 0n;
    for (const player of players) total += await cash(player);
    expect(total).toBe(150_000n - 600n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
  });

  it('lists a leave in the hand it folded, never in the hand before a stand-up between hands', async () => {
    const { players, tableId } = await sitDown([100, 100]);
    const hand = await handWithAll(players, tableId);
    const turn = (await toAct(players, tableId))!;
    const stayer = players.find((player) => player !== turn.player)!;
    // Leaving in turn folds the hand away (heads-up: it ends); the other stands up after it settled.
    const left = await call(turn.player, '/api/tables/leave', { table_id: tableId });
    expect(left.statusCode, left.body).toBe(200);
    await outcomeOf(stayer, tableId, hand);
    const stayerSeat = (await snapshot(stayer, tableId)).my_seat!;
    await leaveAll([stayer], tableId);

    const history = await call(stayer, '/api/game-history', { operator_id: stayer.operator_id });
    const detail = history
      .json<{ data: GameHistoryRow[] }>()
      .data.find((entry) => entry.kind === 'table' && entry.hand_no === hand)!.table!.poker!;
    const leaves = detail.actions.filter((act) => act.act === 'leave');
    expect(leaves.map((act) => act.seat)).toEqual([turn.view.toAct]);
    expect(leaves.map((act) => act.seat)).not.toContain(stayerSeat);
    expect((await cash(players[0]!)) + (await cash(players[1]!))).toBe(100_000n);
    await expectLedgerBalanced();
  });

  it('refuses a buy-in out of range or not covered, tops up, and gives the stack back at the leave', async () => {
    const player = await cashPlayer(30_000n);
    const ip = randomIp();
    const low = await call(player, '/api/tables/join', { offer_id: OFFER, buy_in: 50 }, ip);
    expect(low.statusCode).toBe(400);
    expect(low.json<{ message: string }>().message).toMatch(/^buy_in: must be from ₹80 to ₹200/);
    const none = await call(player, '/api/tables/join', { offer_id: OFFER }, ip);
    expect(none.statusCode).toBe(400);
    const poor = await cashPlayer(5_000n);
    const short = await call(poor, '/api/tables/join', { offer_id: OFFER, buy_in: 100 }, randomIp());
    expect(short.statusCode).toBe(409);
    expect(await cash(poor)).toBe(5_000n);

    // A 9-max table of the same stakes: a table of its own.
    const joined = await call(player, '/api/tables/join', { offer_id: 'poker-holdem-9-2', buy_in: 80 }, ip);
    expect(joined.statusCode, joined.body).toBe(200);
    const tableId = joined.json<{ table: Snapshot }>().table.table_id;
    expect(await cash(player)).toBe(22_000n);
    const topUp = await move(player, tableId, { type: 'top-up', chips: 5_000 });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(await cash(player)).toBe(17_000n);
    const over = await move(player, tableId, { type: 'top-up', chips: 10_000 });
    expect(over.statusCode).toBe(409);
    expect(await cash(player)).toBe(17_000n);
    // A top-up taken whose move never committed (a crash between the two): swept back once the sitting
    // cashed out, never the top-up that did commit.
    const money = cashTables.app.tables.money;
    const sitting = (await money.sittingOf!(tableId, player.player_id))!;
    const seat = joined.json<{ table: Snapshot }>().table.my_seat!;
    const offer = cashTables.app.tables.adapters.get('poker')!.offer('poker-holdem-9-2')!;
    const stray = await money.bet!(
      { tableId, handId: sitting, handNo: 0, offer },
      { seat, playerId: player.player_id, mode: 'cash' },
      1_000n,
      betRef(sitting, seat, 999),
    );
    expect(stray.ok).toBe(true);
    expect(await cash(player)).toBe(16_000n);
    expect(await money.refundStrayBets!()).toBe(0); // still seated and fresh: its move may yet commit
    await leaveAll([player], tableId);
    expect(await cash(player)).toBe(29_000n);
    expect(await money.refundStrayBets!()).toBe(1);
    await money.postPending();
    expect(await cash(player)).toBe(30_000n);
    await expectLedgerBalanced();
  });
});
