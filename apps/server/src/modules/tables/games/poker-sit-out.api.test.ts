import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { TableSnapshot } from '@khelo/contracts/tables';
import type { PokerState, PokerView } from '@khelo/games/poker/state';
import { randomIp } from '../../../../test/helpers/auth';
import { cashTablesApp } from '../../../../test/helpers/table-cash';
import { waitFor } from '../../../../test/helpers/tables';
import { pokerAdapter } from './poker';

// A poker seat sitting out longer than TABLES_POKER_SIT_OUT_MS is stood up by the sweeper and its stack goes
// back to the wallet as at the player's own leave (docs/poker.md "Tables and money"); the time is stored on the
// seat row, so a process that starts after a crash stands the seat up all the same.

const OFFER = 'poker-holdem-6-2'; // blinds ₹1/₹2, buy-in ₹80–₹200
const SIT_OUT_MS = 1_500;
const cashTables = cashTablesApp({ startMs: 600_000, turnMs: 600_000, pokerSitOutMs: SIT_OUT_MS });
const { cashPlayer, call, systemBalance, cash, snapshot, expectLedgerBalanced } = cashTables;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seatAlone(buyIn: number) {
  const player = await cashPlayer(50_000n);
  const joined = await call(player, '/api/tables/join', { offer_id: OFFER, buy_in: buyIn }, randomIp());
  expect(joined.statusCode, joined.body).toBe(200);
  return { player, tableId: joined.json<{ table: TableSnapshot<PokerView> }>().table.table_id };
}

const move = (player: LoginSuccess, tableId: string, body: Record<string, unknown>) =>
  call(player, '/api/tables/move', { table_id: tableId, move: body });

async function standUpLog(tableId: string) {
  const result = await cashTables.db.execute(sql`SELECT actor, body FROM game_table_moves
    WHERE table_id = ${tableId} AND kind = 'leave'`);
  return (result as { rows: { actor: string; body: unknown }[] }).rows;
}

async function seatFree(tableId: string, player: LoginSuccess): Promise<boolean> {
  const result = await cashTables.db.execute(sql`SELECT count(*)::int AS n FROM game_table_seats
    WHERE table_id = ${tableId} AND player_id = ${player.player_id} AND left_at IS NULL`);
  return (result as { rows: { n: number }[] }).rows[0]!.n === 0;
}

describe('a poker seat sitting out too long', () => {
  it('is stood up and its stack paid back; sitting in again stops the clock', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const { player, tableId } = await seatAlone(120);
    expect(await cash(player)).toBe(38_000n);

    // Back in before the time is up: still seated well after it.
    expect((await move(player, tableId, { type: 'sit-out' })).statusCode).toBe(200);
    expect((await move(player, tableId, { type: 'sit-in' })).statusCode).toBe(200);
    await sleep(SIT_OUT_MS + 1_000);
    expect(await seatFree(tableId, player)).toBe(false);

    const out = await move(player, tableId, { type: 'sit-out' });
    expect(out.statusCode, out.body).toBe(200);
    await waitFor('the seat stood up', async () =>
      (await snapshot(player, tableId)) === null ? true : undefined,
    );
    expect(await seatFree(tableId, player)).toBe(true);
    expect(await standUpLog(tableId)).toEqual([{ actor: 'timer', body: { reason: 'sit-out' } }]);
    await waitFor('the cash-out posted', async () => ((await cash(player)) === 50_000n ? true : undefined));
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();

    // The seat is free: the player may sit down again.
    const again = await call(player, '/api/tables/join', { offer_id: OFFER, buy_in: 80 }, randomIp());
    expect(again.statusCode, again.body).toBe(200);
    expect((await call(player, '/api/tables/leave', { table_id: tableId })).statusCode).toBe(200);
  });

  it('is stood up by a process that starts after the time ran out while none was running', async () => {
    await cashTables.app.tables.money.postPending();
    const escrowBefore = await systemBalance('table_escrow');
    const { player, tableId } = await seatAlone(100);
    await cashTables.app.tables.stop();
    expect((await move(player, tableId, { type: 'sit-out' })).statusCode).toBe(200);
    await sleep(SIT_OUT_MS + 500);
    expect(await seatFree(tableId, player)).toBe(false);

    const next = await cashTables.nextApp();
    try {
      next.app.tables.start();
      await waitFor('the seat stood up', async () => ((await seatFree(tableId, player)) ? true : undefined));
      await waitFor('the cash-out posted', async () => ((await cash(player)) === 50_000n ? true : undefined));
    } finally {
      await next.cleanup();
      cashTables.app.tables.start();
    }
    expect((await systemBalance('table_escrow')) - escrowBefore).toBe(0n);
    await expectLedgerBalanced();
  });

  it('counts a seat with no chips outside a live hand as sitting out, but not an all-in seat in play', () => {
    const player = (seat: number, stack: number, sittingOut = false) =>
      ({ seat, stack, sittingOut, left: false }) as PokerState['players'][number];
    const players = [player(0, 0), player(1, 500), player(2, 300, true)];
    const between = { players, hand: null } as unknown as PokerState;
    expect(pokerAdapter.sittingOut!(between)).toEqual([0, 2]);
    const live = {
      players,
      hand: {
        over: false,
        seats: [
          { seat: 0, status: 'all-in' },
          { seat: 1, status: 'active' },
        ],
      },
    } as unknown as PokerState;
    expect(pokerAdapter.sittingOut!(live)).toEqual([2]);
    const settled = { ...live, hand: { ...live.hand!, over: true } } as PokerState;
    expect(pokerAdapter.sittingOut!(settled)).toEqual([0, 2]);
  });
});
