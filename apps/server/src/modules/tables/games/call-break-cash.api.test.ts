import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type {
  StaffHandMoves,
  StaffTableDetail,
  StaffVoidHandResponse,
} from '@khelo/contracts/backoffice-tables';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { TableSnapshot } from '@khelo/contracts/tables';
import { callBreakGame } from '@khelo/games/call-break/game';
import type { CallBreakMatchResult, CallBreakView } from '@khelo/games/call-break/state';
import { randomIp } from '../../../../test/helpers/auth';
import { createStaff } from '../../../../test/helpers/staff';
import { cashTablesApp } from '../../../../test/helpers/table-cash';

// A cash Call Break game of four through the player API: the entries go to escrow at the deal, the four
// play the 1-round version to its end (each move the engine bot's choice from the player's own view), the
// prize less the rake reaches the winner (or the tied winners) and the house; a voided game refunds.

type Snapshot = TableSnapshot<CallBreakView>;

const cashTables = cashTablesApp({ turnMs: 600_000, nextHandMs: 600_000 });
const { cashPlayer, call, systemBalance, cash } = cashTables;

const snapshot = (player: LoginSuccess, tableId: string) =>
  cashTables.snapshot<CallBreakView>(player, tableId);

async function seatAll(players: LoginSuccess[], offerId: string): Promise<string> {
  let tableId = '';
  for (const player of players) {
    const joined = await call(player, '/api/tables/join', { offer_id: offerId }, randomIp());
    expect(joined.statusCode, joined.body).toBe(200);
    tableId = joined.json<{ table: Snapshot }>().table.table_id;
  }
  return tableId;
}

/** Every player makes the bot's move when it is their turn, until the game is over. */
function playGame(players: LoginSuccess[], tableId: string): Promise<void> {
  return cashTables.playUntilOver<CallBreakView>(
    players,
    tableId,
    (table) =>
      table.view.pending?.seats.includes(table.my_seat!)
        ? callBreakGame.botMove(table.view, table.my_seat!)
        : null,
    (table) => table.view.result !== null,
    500,
  );
}

describe('a cash Call Break game of four through the API', () => {
  it('takes the entries at the deal and pays the prize less the rake to the highest total', async () => {
    const players = [
      await cashPlayer(10_000n),
      await cashPlayer(10_000n),
      await cashPlayer(10_000n),
      await cashPlayer(10_000n),
    ];
    const houseBefore = await systemBalance('house');
    const tableId = await seatAll(players, 'call-break-r1-4-10');
    const first = (await snapshot(players[0]!, tableId))!;
    expect(first.view.phase).toBe('playing');
    expect(first.view.hand).toHaveLength(13);
    expect(first.money.entry).toBe(10);
    for (const player of players) expect(await cash(player)).toBe(9000n);
    expect(await systemBalance('table_escrow')).toBe(4000n);
    const seats = await Promise.all(
      players.map(async (player) => (await snapshot(player, tableId))!.my_seat!),
    );

    // A wrong move is refused with the field or the rule.
    const turn = first.view.pending!.seats[0]!;
    const mover = players[seats.indexOf(turn)]!;
    const bad = await call(mover, '/api/tables/move', { table_id: tableId, move: { type: 'bid', bid: 14 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/move\.bid/);
    const early = await call(mover, '/api/tables/move', {
      table_id: tableId,
      move: { type: 'play', card: 'AS' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('Everyone bids first: make your bid.');

    await playGame(players, tableId);
    await cashTables.app.tables.money.postPending();
    const last = await cashTables.db.execute(
      sql`SELECT outcome FROM game_table_hands WHERE table_id = ${tableId}::uuid ORDER BY hand_no DESC LIMIT 1`,
    );
    const { result } = (last as { rows: { outcome: { result: CallBreakMatchResult } }[] }).rows[0]!.outcome;
    const rake = 400n;
    const prize = 4000n - rake;
    const winners = result.shares.map((share) => players[seats.indexOf(share.seat)]!);
    for (const player of players) {
      const share = winners.includes(player) ? prize / BigInt(winners.length) : 0n;
      // A split leaves at most a paisa or two to the largest remainders.
      expect(Number((await cash(player)) - 9000n - share)).toBeGreaterThanOrEqual(0);
      expect(Number((await cash(player)) - 9000n - share)).toBeLessThanOrEqual(
        winners.includes(player) ? 2 : 0,
      );
    }
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(rake);

    // Each player's history lists the round with the dealt cards, bids, tricks and the money.
    const winner = winners[0]!;
    const history = await call(winner, '/api/game-history', { operator_id: winner.operator_id });
    const row = history.json<{ data: GameHistoryRow[] }>().data.find((entry) => entry.kind === 'table')!;
    expect(row).toMatchObject({
      game_code: 'MZ010012',
      game_name: 'Call Break',
      stake: 10,
      status: 'won',
      mode: 'real',
    });
    expect(row.table!.call_break!.dealt).toHaveLength(13);
    expect(row.table!.call_break!.seats).toHaveLength(4);
    expect(row.table!.call_break!.winners).toEqual(result.shares.map((share) => share.seat));
    expect(row.payout).toBeGreaterThan(0);

    // Staff see every seat's 13 dealt cards and the moves.
    const { token } = await createStaff(cashTables.app, 'support');
    const get = (url: string) =>
      cashTables.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const { hands } = (await get(`/staff/tables/${tableId}`)).json<StaffTableDetail>();
    const log = (await get(`/staff/tables/hands/${hands[0]!.hand_id}/moves`)).json<StaffHandMoves>();
    expect(log.dealt.seats.map((seat) => seat.cards.length)).toEqual([13, 13, 13, 13]);
    expect(log.moves.filter((move) => move.kind === 'move')).toHaveLength(4 + 52);
  }, 180_000);

  it('a tie shares the prize: shares as the result says, to the last paisa', async () => {
    const { callBreakAdapter } = await import('./call-break');
    const offer = callBreakAdapter.offer('call-break-r2-4-10')!;
    const rows = callBreakAdapter.payouts!({
      offer,
      outcome: null,
      result: {
        winner: null,
        reason: 'tie',
        shares: [
          { seat: 0, share: 1 },
          { seat: 2, share: 1 },
        ],
        denominator: 2,
        totals: [],
      },
      payers: [0, 1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}` })),
      collectedPaise: 1_000n,
      rakePercent: 10,
    })!;
    expect(rows).toEqual([
      { seat: 0, playerId: 'p0', kind: 'payout', paise: 1_800n },
      { seat: 2, playerId: 'p2', kind: 'payout', paise: 1_800n },
      { seat: 0, playerId: 'p0', kind: 'rake', paise: 400n },
    ]);
  });

  it('a voided game refunds every entry in full and closes the table', async () => {
    const players = [
      await cashPlayer(5_000n),
      await cashPlayer(5_000n),
      await cashPlayer(5_000n),
      await cashPlayer(5_000n),
    ];
    const tableId = await seatAll(players, 'call-break-r2-4-10');
    for (const player of players) expect(await cash(player)).toBe(4000n);
    const admin = await createStaff(cashTables.app, 'admin');
    const headers = { authorization: `Bearer ${admin.token}` };
    const detail = await cashTables.app.inject({ method: 'GET', url: `/staff/tables/${tableId}`, headers });
    const handId = detail.json<StaffTableDetail>().hands[0]!.hand_id;
    const voided = await cashTables.app.inject({
      method: 'POST',
      url: `/staff/tables/hands/${handId}/void`,
      headers,
      payload: { reason: 'Misdeal reported by the players' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<StaffVoidHandResponse>()).toMatchObject({
      hand_status: 'void',
      refunded: 40,
      refunds: 4,
    });
    for (const player of players) expect(await cash(player)).toBe(5000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
  });
});
