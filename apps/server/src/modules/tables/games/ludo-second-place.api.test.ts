import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import type { TableLobby, TableSnapshot } from '@khelo/contracts/tables';
import { ludoGame } from '@khelo/games/ludo/game';
import type { LudoResult, LudoState, LudoView } from '@khelo/games/ludo/state';
import { randomIp } from '../../../../test/helpers/auth';
import { cashTablesApp } from '../../../../test/helpers/table-cash';
import { DEFAULT_TABLES_SETTINGS } from '../tables.config';
import type { LudoTableOptions } from './ludo';

// 2nd place in a 4-player cash game of the timed variant: four players play on the clock (a minute lasts
// 1 s here, so the 5-minute game is over in 5 s), and the prize (all entries less the rake) goes 70 % to
// the highest score and 30 % (TABLES_LUDO_SECOND_PERCENT, default) to the next-highest. The share is fixed
// when the table is made: an operator who changes the setting changes new tables, not a game running.

type Snapshot = TableSnapshot<LudoView>;

const cashTables = cashTablesApp({ turnMs: 600_000, nextHandMs: 600_000, ludoMinuteMs: 1_000 });
const { cashPlayer, call, systemBalance, cash } = cashTables;

/** Four funded players join a 4-player timed table at ₹10: the game is dealt once the fourth sits. */
async function fourAtATable(): Promise<{ players: LoginSuccess[]; tableId: string; seats: number[] }> {
  const players: LoginSuccess[] = [];
  for (let index = 0; index < 4; index++) players.push(await cashPlayer(5_000n));
  let tableId = '';
  for (const player of players) {
    const joined = await call(player, '/api/tables/join', { offer_id: 'ludo-timed5-4-10' }, randomIp());
    expect(joined.statusCode, joined.body).toBe(200);
    tableId = joined.json<{ table: Snapshot }>().table.table_id;
  }
  const seats: number[] = [];
  for (const player of players) {
    const table = (await cashTables.snapshot<LudoView>(player, tableId))!;
    expect(table.view.phase).toBe('playing');
    seats.push(table.my_seat!);
  }
  return { players, tableId, seats };
}

/**
 * Everyone plays the bots' moves until the clock ends the game; the game's stored result. A move that
 * meets the clock's end (the sweeper ended the game between the look and the move) is refused with a 409.
 */
async function playToTheClock(players: LoginSuccess[], tableId: string): Promise<LudoResult> {
  const stored = async () => (await cashTables.app.tables.repository.table(tableId))!.state as LudoState;
  while ((await stored()).result === null) {
    for (const player of players) {
      const table = await cashTables.snapshot<LudoView>(player, tableId);
      if (!table || table.view.result !== null) break;
      const move = ludoGame.botMove(table.view, table.my_seat!);
      if (!move) continue;
      const response = await call(player, '/api/tables/move', { table_id: tableId, move });
      expect([200, 409], response.body).toContain(response.statusCode);
    }
  }
  await cashTables.app.tables.money.postPending();
  return (await stored()).result!;
}

describe('2nd place in a 4-player timed cash Ludo game', () => {
  it('pays the highest score 70 % and the next-highest 30 % of the entries less the rake', async () => {
    const houseBefore = await systemBalance('house');
    const { players, tableId, seats } = await fourAtATable();
    for (const player of players) expect(await cash(player)).toBe(4_000n);
    expect(await systemBalance('table_escrow')).toBe(4_000n);

    const result = await playToTheClock(players, tableId);
    expect(result.reason).toBe('time');
    const scores = result.rankings.map((seat) => result.scores[String(seat)]!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const [first, second] = result.rankings.map((seat) => players[seats.indexOf(seat)]!);
    // ₹40 in entries, ₹4 rake: ₹36 shared 70/30.
    expect(await cash(first!)).toBe(4_000n + 2_520n);
    expect(await cash(second!)).toBe(4_000n + 1_080n);
    for (const other of players.filter((player) => player !== first && player !== second))
      expect(await cash(other)).toBe(4_000n);
    expect(await systemBalance('table_escrow')).toBe(0n);
    expect((await systemBalance('house')) - houseBefore).toBe(400n);
    await cashTables.expectLedgerBalanced();

    // 2nd place's history says it was paid.
    const history = await call(second!, '/api/game-history', { operator_id: second!.operator_id });
    const row = history.json<{ data: GameHistoryRow[] }>().data.find((entry) => entry.kind === 'table')!;
    expect(row).toMatchObject({ game_name: 'Ludo', stake: 10, payout: 10.8, status: 'won' });
    expect(row.table!.ludo!.paid).toEqual(result.rankings.slice(0, 2));
  }, 120_000);

  it('a game running when the operator changes the share pays the share of its table; a new table the new one', async () => {
    const settings = cashTables.app.tables.settings;
    const { players, tableId, seats } = await fourAtATable();
    const tableOptions = async (id: string) =>
      (await cashTables.app.tables.repository.table(id))!.options as LudoTableOptions;
    expect((await tableOptions(tableId)).secondPercent).toBe(30);
    // The operator sets 2nd place to 20 % while the game is being played (the settings object every part of
    // the running app reads, as a restart with TABLES_LUDO_SECOND_PERCENT=20 would give the next process).
    settings.ludoSecondPercent = 20;
    try {
      const result = await playToTheClock(players, tableId);
      const [first, second] = result.rankings.map((seat) => players[seats.indexOf(seat)]!);
      expect(await cash(first!)).toBe(4_000n + 2_520n);
      expect(await cash(second!)).toBe(4_000n + 1_080n);
      await cashTables.expectLedgerBalanced();

      // A table made now stores the new share, and the lobby shows it.
      const newcomer = await cashPlayer(5_000n);
      const joined = await call(newcomer, '/api/tables/join', { offer_id: 'ludo-timed5-4-10' }, randomIp());
      expect(joined.statusCode, joined.body).toBe(200);
      const newTable = joined.json<{ table: Snapshot }>().table.table_id;
      expect(newTable).not.toBe(tableId);
      expect(await tableOptions(newTable)).toEqual({ mode: 'timed', clock: true, secondPercent: 20 });
      const lobby = await cashTables.app.inject({
        method: 'GET',
        url: '/api/tables/lobby?game=ludo&mode=cash',
      });
      const offer = lobby.json<TableLobby>().offers.find((entry) => entry.offer_id === 'ludo-timed5-4-10');
      expect(offer?.second_percent).toBe(20);
    } finally {
      settings.ludoSecondPercent = DEFAULT_TABLES_SETTINGS.ludoSecondPercent;
    }
  }, 120_000);
});
