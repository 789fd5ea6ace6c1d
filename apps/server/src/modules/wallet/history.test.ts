import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { HistoryResponse, LedgerTransactionType } from '@khelo/contracts/wallet';
import { loginByMobile } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { formatCreatedOn } from './history.presenter';
import type { TransferInput } from './ledger-inputs';
import type { SystemAccountKind } from './ledger.repository';

// POST transaction/history: authentication (ADR 003), server-side filters, pages of 10, the spec's
// empty answers and the row shape of core-platform.md section 3.

let database: TestDatabase;
let test: TestApp;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function history(
  player: LoginSuccess,
  body: Record<string, unknown> = {},
  token: string | null = player.token,
) {
  return test.app.inject({
    method: 'POST',
    url: '/transaction/history',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

const COUNTERPARTY: Record<LedgerTransactionType, SystemAccountKind> = {
  deposit: 'gateway_clearing',
  withdrawal: 'withdrawal_hold',
  game_debit: 'house',
  game_credit: 'house',
  rollback: 'house',
  bonus: 'promotions',
  cashback: 'promotions',
  fee: 'house',
  tax: 'tax_payable',
  adjustment: 'adjustments',
};

async function post(
  player: LoginSuccess,
  type: LedgerTransactionType,
  rupees: number,
  extra: Partial<TransferInput> = {},
) {
  const direction = ['deposit', 'game_credit', 'rollback', 'bonus', 'cashback'].includes(type) ? 'in' : 'out';
  const result = await test.app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type,
    source: 'test',
    externalRef: `h-${(sequence += 1)}`,
    amount: BigInt(Math.round(rupees * 100)),
    direction,
    counterparty: COUNTERPARTY[type],
    playerAccount: type === 'bonus' ? 'player_bonus' : 'player_cash',
    remarks: `${type} ${rupees}`,
    ...extra,
  });
  if (!result.ok) throw new Error(`posting ${type} failed: ${result.reason}`);
  return result.transaction;
}

describe('POST transaction/history: access', () => {
  it('401 without a token, 403 for another player id, 400 naming the field', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    const anonymous = await history(player, {}, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 0, message: 'Token mismatch' });

    const foreign = await history(player, { player_id: other.player_id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: 0, message: 'Player does not match token' });

    const badFilter = await history(player, { filter: 'everything' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({
      status: 0,
      message: 'filter: must be one of all, deposits, game, bonus, cashback, pending, other',
    });
    const badPage = await history(player, { page: 0 });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toEqual({ status: 0, message: 'page: must be at least 1' });
  });
});

describe('POST transaction/history: answers', () => {
  it('a player without transactions: 404 "transaction history not found"; a filter: "No data found"', async () => {
    const player = await loginByMobile(test.app);
    const all = await history(player);
    expect(all.statusCode).toBe(404);
    expect(all.json()).toEqual({ status: 0, message: 'transaction history not found' });

    await post(player, 'deposit', 100);
    const bonus = await history(player, { filter: 'bonus' });
    expect(bonus.statusCode).toBe(200);
    expect(bonus.json()).toEqual({
      status: 1,
      message: 'No data found',
      data: [],
      filter: 'bonus',
      page: 1,
      page_size: 10,
      total: 0,
      total_pages: 0,
    });
  });

  it('rows in the spec shape, newest first, with the colour codes', async () => {
    const player = await loginByMobile(test.app);
    await post(player, 'deposit', 500);
    await post(player, 'game_debit', 20.5);
    await post(player, 'game_credit', 41);
    await post(player, 'withdrawal', 100);
    await post(player, 'withdrawal', 50, { status: 'pending' });
    await post(player, 'bonus', 25);
    await post(player, 'cashback', 5);
    await post(player, 'tax', 3);
    await post(player, 'adjustment', 2, { direction: 'in' });

    const response = await history(player);
    expect(response.statusCode).toBe(200);
    const body = response.json<HistoryResponse>();
    expect(body).toMatchObject({
      status: 1,
      message: 'transaction history',
      total: 9,
      total_pages: 1,
      page: 1,
    });
    expect(body.data.map((row) => [row.type, row.transaction_type, row.amount])).toEqual([
      ['adjustment', 2, 2],
      ['tax', 1, 3],
      ['cashback', 6, 5],
      ['bonus', 5, 25],
      ['withdrawal', 3, 50],
      ['withdrawal', 4, 100],
      ['game_credit', 2, 41],
      ['game_debit', 1, 20.5],
      ['deposit', 2, 500],
    ]);
    const [first] = body.data;
    expect(first!.transaction_id).toMatch(/^\d+$/);
    expect(first).toEqual({
      transaction_id: first!.transaction_id,
      created_on: formatCreatedOn(new Date(first!.created_at)),
      created_at: first!.created_at,
      transaction_details: { remarks: 'adjustment 2' },
      transaction_type: 2,
      amount: 2,
      type: 'adjustment',
      status: 'completed',
    });
    expect(first!.created_on).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
  });

  it('filters on the server: deposits, game, bonus, cashback, pending, other', async () => {
    const player = await loginByMobile(test.app);
    await post(player, 'deposit', 1000);
    await post(player, 'game_debit', 10);
    await post(player, 'game_credit', 15);
    await post(player, 'rollback', 10);
    await post(player, 'bonus', 50);
    await post(player, 'cashback', 7);
    await post(player, 'withdrawal', 30, { status: 'pending' });
    await post(player, 'fee', 1);
    await post(player, 'adjustment', 4, { direction: 'out' });

    const types = async (filter: string) =>
      (await history(player, { filter })).json<HistoryResponse>().data.map((row) => row.type);
    expect(await types('deposits')).toEqual(['deposit']);
    expect(await types('game')).toEqual(['rollback', 'game_credit', 'game_debit']);
    expect(await types('bonus')).toEqual(['bonus']);
    expect(await types('cashback')).toEqual(['cashback']);
    expect(await types('pending')).toEqual(['withdrawal']);
    expect(await types('other')).toEqual(['adjustment', 'fee', 'withdrawal']);
    const adjustment = (await history(player, { filter: 'other' })).json<HistoryResponse>().data[0]!;
    expect(adjustment.transaction_type).toBe(1);
  });

  it('pages of 10 on the server, newest first', async () => {
    const player = await loginByMobile(test.app);
    for (let index = 1; index <= 23; index += 1) await post(player, 'game_credit', index);
    const page = async (number: number) => (await history(player, { page: number })).json<HistoryResponse>();
    const first = await page(1);
    expect(first).toMatchObject({ total: 23, total_pages: 3, page: 1, page_size: 10 });
    expect(first.data.map((row) => row.amount)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect((await page(2)).data.map((row) => row.amount)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect((await page(3)).data.map((row) => row.amount)).toEqual([3, 2, 1]);
    const beyond = await page(4);
    expect(beyond).toMatchObject({ status: 1, data: [], total: 23, page: 4 });
    const gamePage = (await history(player, { filter: 'game', page: 3 })).json<HistoryResponse>();
    expect(gamePage.data).toHaveLength(3);
  });

  it('leaves out bookkeeping: zero amounts and rollback tombstones', async () => {
    const player = await loginByMobile(test.app);
    await post(player, 'game_credit', 0);
    await test.app.ledger.cancelUnknown({
      operatorId: player.operator_id,
      playerId: player.player_id,
      source: 'test',
      externalRef: `h-${(sequence += 1)}`,
      cancelledRef: `h-${(sequence += 1)}`,
      cancelledType: 'game_debit',
      type: 'rollback',
      remarks: 'nothing to refund',
    });
    expect((await history(player)).statusCode).toBe(404);
  });
});

describe('formatCreatedOn', () => {
  it('is India Standard Time, dd/mm/yyyy, hh:mm:ss', () => {
    expect(formatCreatedOn(new Date('2026-12-31T18:45:09Z'))).toBe('01/01/2027, 00:15:09');
    expect(formatCreatedOn(new Date('2026-06-05T03:04:05.999Z'))).toBe('05/06/2026, 08:34:05');
  });
});
