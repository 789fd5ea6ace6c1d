import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { DEFAULT_TABLES_SETTINGS, type TablesSettings } from '../../src/modules/tables/tables.config';
import { loginByMobile } from './auth';
import { fundPlayer, setPersonalDetails } from './compliance';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// Cash tables through the player API, for the tables' money tests (rummy, Teen Patti, Call Break): the app
// on a database of the test file's own with the sweeper running, funded players, the calls, and the
// balances of the escrow and the house read from the ledger.

/**
 * Builds the app before the file's tests and stops it after them. `timers` override the default table
 * settings (the tests set long turns, so nothing times out while they look).
 */
export function cashTablesApp(timers: Partial<TablesSettings>) {
  let database: TestDatabase;
  let test: TestApp;
  /** An app on the file's database (the first one, or a second process after a crash). */
  const start = (): Promise<TestApp> =>
    createTestApp(database.database, {
      cashEligibility: true,
      // The tests play whole matches by polling the API from one address: far above the per-IP limit.
      rateLimitMax: 1_000_000,
      tablesSettings: { ...DEFAULT_TABLES_SETTINGS, ...timers },
    });
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await start();
    test.app.tables.start();
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });
  const app = (): App => test.app;
  const db = (): Db => database.database.db;

  /** A player who may play for cash (birthday and state on the profile), with `paise` deposited (if any). */
  async function cashPlayer(paise: bigint): Promise<LoginSuccess> {
    const player = await loginByMobile(app());
    await setPersonalDetails(app(), player);
    if (paise > 0n) await fundPlayer(app(), player, paise);
    return player;
  }

  /** A player call (POST with the bearer token and player_id), from `ip` when given. */
  function call(player: LoginSuccess, url: string, payload: Record<string, unknown>, ip?: string) {
    return app().inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${player.token}` },
      payload: { player_id: player.player_id, ...payload },
      ...(ip ? { remoteAddress: ip } : {}),
    });
  }

  /** The balance of the operator's accounts of one kind ('table_escrow', 'house'), in paise. */
  async function systemBalance(kind: string): Promise<bigint> {
    const result = await db().execute(sql`SELECT coalesce(sum(p.amount), 0)::text AS total
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.player_id IS NULL AND a.kind = ${kind}`);
    return BigInt((result as { rows: { total: string }[] }).rows[0]!.total);
  }

  const cash = (player: LoginSuccess) => app().ledger.cashBalance(player.player_id);

  /** The player's snapshot of the table; null once the game is over (the table closed and unseated all). */
  async function snapshot<View>(player: LoginSuccess, tableId: string): Promise<TableSnapshot<View> | null> {
    const response = await call(player, '/api/tables/state', { table_id: tableId });
    if (response.statusCode === 403) return null;
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ table: TableSnapshot<View> }>().table;
  }

  /**
   * Every player makes `moveOf`'s move (null: not theirs to make) until the game is over: `over` says so, or
   * the table closed.
   */
  async function playUntilOver<View>(
    players: LoginSuccess[],
    tableId: string,
    moveOf: (table: TableSnapshot<View>) => unknown,
    over: (table: TableSnapshot<View>) => boolean,
    maxSteps = 3_000,
  ): Promise<void> {
    for (let step = 0; step < maxSteps; step++) {
      let moved = false;
      for (const player of players) {
        const table = await snapshot<View>(player, tableId);
        if (!table || over(table)) return;
        const move = moveOf(table);
        if (!move) continue;
        const response = await call(player, '/api/tables/move', { table_id: tableId, move });
        if (response.statusCode === 403) return;
        expect(response.statusCode, response.body).toBe(200);
        moved = true;
      }
      if (!moved) throw new Error('nobody could move');
    }
    throw new Error('the game did not end');
  }

  /** The ledger still balances: postings net to zero, no transaction unbalanced, no account negative or drifted. */
  async function expectLedgerBalanced() {
    expect(await app().ledger.invariants()).toMatchObject({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      driftedAccounts: 0,
    });
  }

  return {
    get app() {
      return app();
    },
    get db() {
      return db();
    },
    /** Another process on the same database and settings (its tables not started); the caller cleans up. */
    nextApp: start,
    cashPlayer,
    call,
    systemBalance,
    cash,
    snapshot,
    playUntilOver,
    expectLedgerBalanced,
  };
}
