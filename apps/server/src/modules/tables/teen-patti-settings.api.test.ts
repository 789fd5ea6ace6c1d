import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import { randomIp } from '../../../test/helpers/auth';
import { cashTablesApp } from '../../../test/helpers/table-cash';
import { waitFor } from '../../../test/helpers/tables';
import { DEFAULT_TABLES_SETTINGS, tablesSettingsFrom } from './tables.config';

// The operator's Teen Patti limits (TABLES_TEEN_PATTI_*): read and checked at start, fixed on a table when it
// is made. A file of its own: its tables must be fresh, and every boot of the money tests' file is in use.

type Snapshot = TableSnapshot<TeenPattiView>;

const cashTables = cashTablesApp({ startMs: 100, turnMs: 600_000, splitMs: 600_000, nextHandMs: 600_000 });
const { cashPlayer, call } = cashTables;

const move = (player: LoginSuccess, tableId: string, body: Record<string, unknown>) =>
  call(player, '/api/tables/move', { table_id: tableId, move: body });

/** Two players at a fresh table of `offerId`, the hand dealt; `first` acts first. */
async function dealtTable(offerId: string) {
  const players = [await cashPlayer(10_000n), await cashPlayer(10_000n)];
  const joined = await call(players[0]!, '/api/tables/join', { offer_id: offerId }, randomIp());
  expect(joined.statusCode, joined.body).toBe(200);
  const tableId = joined.json<{ table: Snapshot }>().table.table_id;
  await call(players[1]!, '/api/tables/join', { offer_id: offerId }, randomIp());
  const table = await waitFor('the deal', async () => {
    const seen = (await call(players[0]!, '/api/tables/state', { table_id: tableId })).json<{
      table: Snapshot;
    }>();
    return seen.table.view.playing ? seen.table : undefined;
  });
  const first = table.my_seat === table.view.turn ? players[0]! : players[1]!;
  return { tableId, first, other: first === players[0] ? players[1]! : players[0]!, players };
}

describe("the operator's Teen Patti limits", () => {
  it("keeps a table's blind-round limit when the operator changes it; new tables get the new limit", async () => {
    const settings = cashTables.app.tables.settings;
    const running = await dealtTable('teen-patti-boot-6-1');
    settings.teenPattiMaxBlindRounds = 1;
    try {
      // The running table was made under the default 4 blind chaals: a second blind chaal is allowed.
      for (const player of [running.first, running.other, running.first])
        expect((await move(player, running.tableId, { type: 'chaal' })).statusCode).toBe(200);

      // Another boot, so that the two do not sit down at the first table, which waits for its next hand.
      const fresh = await dealtTable('teen-patti-boot-6-5');
      expect((await move(fresh.first, fresh.tableId, { type: 'chaal' })).statusCode).toBe(200);
      expect((await move(fresh.other, fresh.tableId, { type: 'chaal' })).statusCode).toBe(200);
      const refused = await move(fresh.first, fresh.tableId, { type: 'chaal' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'You have played blind 1 times; see your cards to go on.',
      );
      expect((await move(fresh.first, fresh.tableId, { type: 'see' })).statusCode).toBe(200);
      expect((await move(fresh.first, fresh.tableId, { type: 'chaal' })).statusCode).toBe(200);
    } finally {
      settings.teenPattiMaxBlindRounds = DEFAULT_TABLES_SETTINGS.teenPattiMaxBlindRounds;
    }
  });

  it("reads the operator's Teen Patti limits, refusing a value that is not a whole count", () => {
    const settings = tablesSettingsFrom({
      TABLES_TEEN_PATTI_POT_LIMIT_BOOTS: '512',
      TABLES_TEEN_PATTI_MAX_STAKE_BOOTS: '64',
      TABLES_TEEN_PATTI_MAX_BLIND_ROUNDS: '3',
    });
    expect([settings.teenPattiPotLimitBoots, settings.teenPattiMaxStakeBoots]).toEqual([512, 64]);
    expect(settings.teenPattiMaxBlindRounds).toBe(3);
    expect(() => tablesSettingsFrom({ TABLES_TEEN_PATTI_MAX_BLIND_ROUNDS: '2.5' })).toThrow(
      'TABLES_TEEN_PATTI_MAX_BLIND_ROUNDS: must be a whole number (got "2.5")',
    );
    expect(() => tablesSettingsFrom({ TABLES_TEEN_PATTI_POT_LIMIT_BOOTS: '1' })).toThrow(
      /TABLES_TEEN_PATTI_POT_LIMIT_BOOTS: must be a number from 2/,
    );
  });
});
