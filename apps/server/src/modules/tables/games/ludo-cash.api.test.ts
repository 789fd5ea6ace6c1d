import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { TableSnapshot } from '@khelo/contracts/tables';
import { ludoGame } from '@khelo/games/ludo/game';
import type { LudoResult, LudoState, LudoView } from '@khelo/games/ludo/state';
import type {
  StaffHandMoves,
  StaffTableDetail,
  StaffVoidHandResponse,
} from '@khelo/contracts/backoffice-tables';
import { verifyLudoRolls } from '@khelo/games/ludo/dice';
import { randomIp } from '../../../../test/helpers/auth';
import { createStaff } from '../../../../test/helpers/staff';
import { cashTablesApp } from '../../../../test/helpers/table-cash';
import { DEFAULT_TABLES_SETTINGS, tablesSettingsFrom } from '../tables.config';
import { ludoAdapter } from './ludo';

// A cash Ludo game of two through the player API: the entries go to escrow at the deal, the two play the
// classic game to its end (each move the bot's choice from the player's own view), the prize (both entries
// less the rake) reaches the winner and the rake the house, the ledger balances and the history lists it;
// staff read its move log with every roll. A staff void refunds both entries; the 2nd-place setting.

type Snapshot = TableSnapshot<LudoView>;

const cashTables = cashTablesApp({ turnMs: 600_000, nextHandMs: 600_000 });
const { cashPlayer, call, systemBalance, cash } = cashTables;

const snapshot = (player: LoginSuccess, tableId: string) => cashTables.snapshot<LudoView>(player, tableId);

describe('a cash Ludo game of two through the API', () => {
  it('takes the entries at the deal and pays both entries less the rake to the winner', async () => {
    const players = [await cashPlayer(5_000n), await cashPlayer(5_000n)];
    const houseBefore = await systemBalance('house');
    let tableId = '';
    for (const player of players) {
      const joined = await call(player, '/api/tables/join', { offer_id: 'ludo-classic-2-10' }, randomIp());
      expect(joined.statusCode, joined.body).toBe(200);
      tableId = joined.json<{ table: Snapshot }>().table.table_id;
    }
    const first = (await snapshot(players[0]!, tableId))!;
    expect(first.view.phase).toBe('playing');
    expect(first.money.entry).toBe(10);
    for (const player of players) expect(await cash(player)).toBe(4_000n);
    expect(await systemBalance('table_escrow')).toBe(2_000n);

    // Out of turn and a move before the roll are refused; the state is unchanged.
    const seats = await Promise.all(players.map(async (p) => (await snapshot(p, tableId))!.my_seat!));
    const waiting = players[seats.indexOf(first.view.toAct!) === 0 ? 1 : 0]!;
    const early = await call(waiting, '/api/tables/move', { table_id: tableId, move: { type: 'roll' } });
    expect(early.statusCode).toBe(409);
    const mover = players[seats.indexOf(first.view.toAct!)]!;
    const before = await call(mover, '/api/tables/move', {
      table_id: tableId,
      move: { type: 'move', token: 0 },
    });
    expect(before.statusCode).toBe(409);
    expect(before.json<{ message: string }>().message).toBe('Roll the dice first.');

    await cashTables.playUntilOver<LudoView>(
      players,
      tableId,
      (table) => ludoGame.botMove(table.view, table.my_seat!),
      (table) => table.view.result !== null,
    );
    await cashTables.app.tables.money.postPending();
    const stored = (await cashTables.app.tables.repository.table(tableId))!.state as LudoState;
    const result = stored.result!;
    const winner = players[seats.indexOf(result.winner)]!;
    const loser = players.find((player) => player !== winner)!;
    expect(await cash(winner)).toBe(4_000n + 1_800n);
    expect(await cash(loser)).toBe(4_000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(200n);
    await cashTables.expectLedgerBalanced();

    // Both histories list the game with the placings and the prize.
    const history = await call(winner, '/api/game-history', { operator_id: winner.operator_id });
    const row = history.json<{ data: GameHistoryRow[] }>().data.find((entry) => entry.kind === 'table')!;
    expect(row).toMatchObject({
      game_code: 'MZ010067',
      game_name: 'Ludo',
      stake: 10,
      payout: 18,
      status: 'won',
    });
    expect(row.table!.ludo).toMatchObject({ mode: 'classic', paid: [result.winner], rolls: result.rolls });
    expect(row.table!.ludo!.placings.map((entry) => entry.seat)).toEqual(result.rankings);
    const lost = await call(loser, '/api/game-history', { operator_id: loser.operator_id });
    const lostRow = lost.json<{ data: GameHistoryRow[] }>().data.find((entry) => entry.kind === 'table')!;
    expect(lostRow).toMatchObject({ game_name: 'Ludo', status: 'lost', payout: 0 });

    // Staff read the game's move log with its rolls: every roll of the game, in order, the seed's own.
    const { token } = await createStaff(cashTables.app, 'support');
    const get = (url: string) =>
      cashTables.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const { hands } = (await get(`/staff/tables/${tableId}`)).json<StaffTableDetail>();
    const handId = hands[0]!.hand_id;
    const log = (await get(`/staff/tables/hands/${handId}/moves`)).json<StaffHandMoves>();
    type Noted = { type?: string; rolls?: { n: number; dice: number }[]; moved?: unknown[] };
    const rolls = log.moves.flatMap((move) => (move.body as Noted | null)?.rolls ?? []);
    expect(rolls.map((roll) => roll.n)).toEqual(Array.from({ length: result.rolls }, (_, index) => index));
    const fairness = await cashTables.app.inject({
      method: 'GET',
      url: `/api/tables/hands/${handId}/fairness`,
    });
    const fair = fairness.json<{ server_seed: string; client_seed: string; nonce: string }>();
    expect(rolls.map((roll) => roll.dice)).toEqual(
      verifyLudoRolls(
        { serverSeed: fair.server_seed, clientSeed: fair.client_seed, nonce: fair.nonce },
        result.rolls,
      ),
    );
    const firstRoll = log.moves.find((move) => (move.body as Noted | null)?.type === 'roll')!;
    expect((firstRoll.body as Noted).rolls).toHaveLength(1);
  }, 240_000);

  it('a staff void refunds both entries in full and closes the table', async () => {
    const players = [await cashPlayer(5_000n), await cashPlayer(5_000n)];
    let tableId = '';
    for (const player of players) {
      const joined = await call(player, '/api/tables/join', { offer_id: 'ludo-timed5-2-10' }, randomIp());
      expect(joined.statusCode, joined.body).toBe(200);
      tableId = joined.json<{ table: Snapshot }>().table.table_id;
    }
    for (const player of players) expect(await cash(player)).toBe(4_000n);
    const support = await createStaff(cashTables.app, 'support');
    const admin = await createStaff(cashTables.app, 'admin');
    const detail = await cashTables.app.inject({
      method: 'GET',
      url: `/staff/tables/${tableId}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const handId = detail.json<StaffTableDetail>().hands[0]!.hand_id;
    const voidAs = (token: string) =>
      cashTables.app.inject({
        method: 'POST',
        url: `/staff/tables/hands/${handId}/void`,
        headers: { authorization: `Bearer ${token}` },
        payload: { reason: 'Dice complaint under review' },
      });
    // Support may look but not void.
    expect((await voidAs(support.token)).statusCode).toBe(403);
    const voided = await voidAs(admin.token);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<StaffVoidHandResponse>()).toMatchObject({
      hand_status: 'void',
      refunded: 20,
      refunds: 2,
    });
    await cashTables.app.tables.money.postPending();
    for (const player of players) expect(await cash(player)).toBe(5_000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect((await cashTables.app.tables.repository.table(tableId))!.status).toBe('closed');
    await cashTables.expectLedgerBalanced();
  }, 120_000);

  it('a 4-player game pays 2nd place its share; the shares add up to the prize', () => {
    const offer = ludoAdapter.offer('ludo-classic-4-10')!;
    const result: LudoResult = {
      mode: 'classic',
      rankings: [2, 0, 3, 1],
      winner: 2,
      scores: {},
      reason: 'home',
      rolls: 300,
    };
    const rows = ludoAdapter.payouts!({
      offer,
      outcome: null,
      result,
      payers: [0, 1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}` })),
      collectedPaise: 1_000n,
      rakePercent: 10,
    })!;
    expect(rows).toEqual([
      { seat: 0, playerId: 'p0', kind: 'payout', paise: 1_080n },
      { seat: 2, playerId: 'p2', kind: 'payout', paise: 2_520n },
      // The rake is booked on the first paid row (the money module takes it to the house).
      { seat: 0, playerId: 'p0', kind: 'rake', paise: 400n },
    ]);
  });

  it("the 2nd-place share is the operator's setting: another share, or winner takes all at 0", () => {
    const offer = ludoAdapter.offer('ludo-classic-4-10')!;
    const result: LudoResult = {
      mode: 'classic',
      rankings: [1, 3, 0, 2],
      winner: 1,
      scores: {},
      reason: 'home',
      rolls: 280,
    };
    const input = {
      offer,
      outcome: null,
      result,
      payers: [0, 1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}` })),
      collectedPaise: 1_000n,
      rakePercent: 10,
    };
    // The share is the one stored with the table when it was made (its options), whatever the setting now.
    const twenty = { ...DEFAULT_TABLES_SETTINGS, ludoSecondPercent: 20 };
    const madeAtTwenty = ludoAdapter.options(offer, twenty);
    expect(madeAtTwenty).toEqual({ mode: 'classic', places: 2, secondPercent: 20 });
    expect(
      ludoAdapter.payouts!({ ...input, options: madeAtTwenty, settings: DEFAULT_TABLES_SETTINGS })!.filter(
        (row) => row.kind === 'payout',
      ),
    ).toEqual([
      { seat: 1, playerId: 'p1', kind: 'payout', paise: 2_880n },
      { seat: 3, playerId: 'p3', kind: 'payout', paise: 720n },
    ]);
    expect(ludoAdapter.present(offer, { playersSeated: 0, tablesOpen: 0 }, 10, twenty).second_percent).toBe(
      20,
    );

    const none = { ...DEFAULT_TABLES_SETTINGS, ludoSecondPercent: 0 };
    const madeAtNone = ludoAdapter.options(offer, none);
    expect(
      ludoAdapter.payouts!({ ...input, options: madeAtNone })!.filter((row) => row.kind === 'payout'),
    ).toEqual([{ seat: 1, playerId: 'p1', kind: 'payout', paise: 3_600n }]);
    // Winner takes all: the engine ends the game at the first player home; the lobby shows no 2nd place.
    expect(madeAtNone).toEqual({ mode: 'classic', places: 1, secondPercent: 0 });
    expect(
      ludoAdapter.present(offer, { playersSeated: 0, tablesOpen: 0 }, 10, none).second_percent,
    ).toBeUndefined();
    expect(() => tablesSettingsFrom({ TABLES_LUDO_SECOND_PERCENT: '70' })).toThrow(
      /TABLES_LUDO_SECOND_PERCENT/,
    );
    expect(tablesSettingsFrom({ TABLES_LUDO_SECOND_PERCENT: '25' }).ludoSecondPercent).toBe(25);
  });
});
