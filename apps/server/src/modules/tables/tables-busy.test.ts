import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import { randomIp } from '../../../test/helpers/auth';
import { cashTablesApp } from '../../../test/helpers/table-cash';
import { waitFor } from '../../../test/helpers/tables';

// The tables' money paths when a debit's answer is lost to a busy database (ADR 034): the ledger took the
// money, then the next statement found no free connection of the pool. The player is answered 503 with
// retry_after, never a 500, and no paisa is lost or taken twice: the same move sent again is paid by the
// same debit (its ref), and a move never made is refunded at the hand's end.

type Snapshot = TableSnapshot<TeenPattiView>;

const cashTables = cashTablesApp({ startMs: 100, turnMs: 600_000, splitMs: 600_000, nextHandMs: 600_000 });
const { cashPlayer, call, systemBalance, cash, expectLedgerBalanced } = cashTables;

const busyError = () =>
  new Error('Failed query: insert into …', { cause: new Error('timeout exceeded when trying to connect') });

/** The ledger's next transfer goes through, but its caller hears the pool's acquire timeout instead. */
function loseNextDebitAnswer() {
  const ledger = cashTables.app.ledger;
  const transfer = ledger.transfer.bind(ledger);
  return vi.spyOn(ledger, 'transfer').mockImplementationOnce(async (input) => {
    await transfer(input);
    throw busyError();
  });
}

/** The player's snapshot (they sit at the table throughout). */
const snapshot = async (player: LoginSuccess, tableId: string): Promise<Snapshot> =>
  (await cashTables.snapshot<TeenPattiView>(player, tableId))!;

const move = (player: LoginSuccess, tableId: string, body: Record<string, unknown>) =>
  call(player, '/api/tables/move', { table_id: tableId, move: body });

/**
 * Two funded players (₹100 each) at a table of `boot` paise (a table of its own per test: a table left
 * between hands waits its long results pause), the hand dealt; `beforeJoin` runs once both are funded.
 */
async function dealtTable(boot: bigint, beforeJoin: () => void = () => undefined) {
  const offerId = `teen-patti-boot-6-${boot / 100n}`;
  const players = [await cashPlayer(10_000n), await cashPlayer(10_000n)];
  beforeJoin();
  const joined = await call(players[0]!, '/api/tables/join', { offer_id: offerId }, randomIp());
  expect(joined.statusCode, joined.body).toBe(200);
  const tableId = joined.json<{ table: Snapshot }>().table.table_id;
  await call(players[1]!, '/api/tables/join', { offer_id: offerId }, randomIp());
  const table = await waitFor('the deal', async () => {
    const seen = await snapshot(players[0]!, tableId);
    return seen.view.playing ? seen : undefined;
  });
  const first = table.my_seat === table.view.turn ? players[0]! : players[1]!;
  const other = first === players[0] ? players[1]! : players[0]!;
  return { tableId, first, other };
}

/** The next test's players get a table of their own. */
async function leaveAll(tableId: string, players: LoginSuccess[]) {
  for (const player of players) await call(player, '/api/tables/leave', { table_id: tableId });
}

const busyAnswer = { status: 0, message: 'The server is busy: try again in 1 s.', retry_after: 1 };

describe('a table bet whose debit answer is lost to a busy database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 with retry_after; the same chaal sent again is paid by that one debit', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const { tableId, first, other } = await dealtTable(100n);
    expect(await cash(first)).toBe(9_900n); // the ₹1 boot

    loseNextDebitAnswer();
    const refused = await move(first, tableId, { type: 'chaal' });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual(busyAnswer);
    expect(refused.headers['retry-after']).toBe('1');
    // The debit did go through, but the chaal is not on the table: still this player's turn.
    expect(await cash(first)).toBe(9_800n);
    expect((await snapshot(first, tableId)).view.turn).toBe((await snapshot(first, tableId)).my_seat);

    const again = await move(first, tableId, { type: 'chaal' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await cash(first)).toBe(9_800n); // taken once

    expect((await move(other, tableId, { type: 'pack' })).statusCode).toBe(200);
    await cashTables.app.tables.money.postPending();
    // Pot ₹3 (two boots and the chaal) to the first player, less 10 % of the other's ₹1.
    expect(await cash(first)).toBe(10_000n - 200n + 300n - 10n);
    expect(await cash(other)).toBe(9_900n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
    await leaveAll(tableId, [first, other]);
  });

  it('a chaal answered 503 and never sent again is refunded when the hand ends', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const { tableId, first, other } = await dealtTable(500n); // ₹5 boot

    loseNextDebitAnswer();
    expect((await move(first, tableId, { type: 'chaal' })).statusCode).toBe(503);
    expect(await cash(first)).toBe(9_000n);
    // The player packs instead: the hand ends and the chaal that never reached the table comes back.
    expect((await move(first, tableId, { type: 'pack' })).statusCode).toBe(200);
    await cashTables.app.tables.money.postPending();
    expect(await cash(first)).toBe(9_500n);
    expect(await cash(other)).toBe(10_000n - 500n + 1_000n - 50n);
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
    await leaveAll(tableId, [first, other]);
  });

  it('a boot whose debit answer is lost at the deal: the hand does not start and every boot comes back', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const players = [await cashPlayer(10_000n), await cashPlayer(10_000n)];
    loseNextDebitAnswer();
    const offerId = 'teen-patti-boot-6-10'; // ₹10 boot
    for (const player of players) {
      const joined = await call(player, '/api/tables/join', { offer_id: offerId }, randomIp());
      expect(joined.statusCode, joined.body).toBe(200);
    }
    // The seat whose boot is of unknown outcome sits the hand out; a hand of one cannot start and is void.
    await waitFor('the boots back', async () => {
      await cashTables.app.tables.money.postPending();
      const balances = await Promise.all(players.map((player) => cash(player)));
      return balances.every((balance) => balance === 10_000n) ? balances : undefined;
    });
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
  });
});
