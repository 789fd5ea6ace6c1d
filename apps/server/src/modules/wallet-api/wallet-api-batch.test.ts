import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WalletBatchItem,
  WalletDebitBatchResponse,
  WalletFailure,
  WalletSuccess,
} from '@khelo/contracts/wallet';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { walletApiCalls } from '../../../test/helpers/wallet-api-calls';

// POST wallet-api/debit-batch (ADR 037): many bets in one signed call, each answered as /debit would
// answer it alone, the ones that can go together posted in one ledger statement.

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const { nextId, call, bet, fundedPlayer } = walletApiCalls(() => test.app);

/** A debit-batch item: a /debit body without the call's request id and currency. */
function item(token: string, amount: number, transactionId = nextId('bet')) {
  const { request_id: _request, currency: _currency, ...debit } = bet(token, amount, transactionId);
  return debit;
}

async function batch(debits: ReturnType<typeof item>[]) {
  return call('debit-batch', { request_id: nextId('req'), currency: 'INR', debits });
}

async function balanceOf(token: string): Promise<number> {
  const response = await call('balance', { request_id: nextId('req'), token, game_code: 'SPB02001' });
  return response.json<WalletSuccess>().balance;
}

describe('wallet-api debit-batch', () => {
  it('answers each bet as a debit alone would: taken, beyond the balance, a dead token, a replay', async () => {
    const rich = await fundedPlayer(100);
    const other = await fundedPlayer(50);
    const poor = await fundedPlayer(5);
    const earlier = item(rich.token, 10);
    expect((await call('debit', { ...earlier, request_id: nextId('req'), currency: 'INR' })).statusCode).toBe(
      200,
    );

    const response = await batch([
      item(rich.token, 30),
      item(other.token, 20.5),
      item(poor.token, 6),
      item('not-a-token', 1),
      earlier,
    ]);
    expect(response.statusCode).toBe(200);
    const results = response.json<WalletDebitBatchResponse>().results;
    expect(results.map((result) => [result.http_status, result.code ?? null])).toEqual([
      [200, null],
      [200, null],
      [402, 'INSUFFICIENT_FUNDS'],
      [401, 'INVALID_TOKEN'],
      [200, null],
    ]);
    expect(results[0]).toMatchObject({ status: 1, balance: 60, replayed: false });
    expect(results[1]).toMatchObject({ status: 1, balance: 29.5 });
    expect(results[2]).toMatchObject({ status: 0, balance: 5, currency: 'INR' });
    expect(results[4]).toMatchObject({ status: 1, balance: 90, replayed: true });
    expect(await balanceOf(rich.token)).toBe(60);
    expect(await balanceOf(poor.token)).toBe(5);
    expect(await test.app.ledger.invariants()).toMatchObject({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      driftedAccounts: 0,
      negativeAccounts: 0,
      duplicateReferences: 0,
    });
  });

  it("posts the bets of different players in one transaction, one player's bets one after another", async () => {
    const players = await Promise.all([fundedPlayer(10), fundedPlayer(10), fundedPlayer(10)]);
    const debits = [
      ...players.map((player) => item(player.token, 4)),
      item(players[0].token, 4),
      item(players[0].token, 4),
    ];
    const results = (await batch(debits)).json<WalletDebitBatchResponse>().results;
    // The first player's three bets: 6 left, 2 left, then beyond the balance.
    expect(results.map((result: WalletBatchItem) => result.balance)).toEqual([6, 6, 6, 2, 2]);
    expect(results[4]).toMatchObject({ http_status: 402, code: 'INSUFFICIENT_FUNDS' });
    // now() is the transaction's start: the first three share one transaction, the fourth came after.
    const times = await Promise.all(
      debits.slice(0, 4).map(async (debit) => {
        const row = await test.app.ledger.findByReference('provider:SPB', debit.transaction_id);
        return row!.createdAt.getTime();
      }),
    );
    expect(new Set(times.slice(0, 3)).size).toBe(1);
    expect(times[3]).toBeGreaterThan(times[0]!);
  });

  it('asks the cash rules for the whole batch: a player on a break is refused, a bonus is released', async () => {
    const resting = await fundedPlayer(30);
    const bonused = await fundedPlayer(30);
    const plain = await fundedPlayer(30);
    const coolOff = await test.app.inject({
      method: 'POST',
      url: '/api/responsible-gaming/cool-off',
      headers: { authorization: `Bearer ${resting.player.token}` },
      payload: { player_id: resting.player.player_id, duration: '24h', confirm: true },
    });
    expect(coolOff.statusCode, coolOff.body).toBe(200);
    const granted = await test.app.ledger.transfer({
      operatorId: bonused.player.operator_id,
      playerId: bonused.player.player_id,
      type: 'bonus',
      source: 'test',
      externalRef: nextId('bonus'),
      amount: 5_000n,
      direction: 'in',
      counterparty: 'promotions',
      playerAccount: 'player_bonus',
      remarks: 'test bonus',
    });
    expect(granted.ok).toBe(true);

    const results = (
      await batch([item(resting.token, 10), item(bonused.token, 10), item(plain.token, 10)])
    ).json<WalletDebitBatchResponse>().results;
    expect(results[0]).toMatchObject({ http_status: 403, code: 'PLAYER_NOT_ALLOWED' });
    expect(results[0]!.message).toMatch(/cool-off/);
    // 10% of the ₹10 stake comes back from the bonus; the answer counts it, as a debit alone does.
    expect(results[1]).toMatchObject({ http_status: 200, balance: 21 });
    expect(results[2]).toMatchObject({ http_status: 200, balance: 20 });
    expect(await balanceOf(resting.token)).toBe(30);
    expect(await test.app.ledger.balanceOf(bonused.player.player_id, 'player_bonus')).toBe(4_900n);
    expect(await test.app.ledger.openEffects()).toEqual([]);
  });

  it('a second call with the same transaction ids replays every answer and moves nothing', async () => {
    const { token } = await fundedPlayer(40);
    const debits = [item(token, 10), item(token, 15)];
    const first = (await batch(debits)).json<WalletDebitBatchResponse>().results;
    const second = (await batch(debits)).json<WalletDebitBatchResponse>().results;
    expect(first.map((result) => result.replayed)).toEqual([false, false]);
    expect(second.map((result) => [result.replayed, result.ledger_transaction_id])).toEqual(
      first.map((result) => [true, result.ledger_transaction_id]),
    );
    expect(await balanceOf(token)).toBe(15);
  });

  it('credit-batch pays wins and closes lost bets in one call, each as a credit alone; replays move nothing', async () => {
    const first = await fundedPlayer(10);
    const second = await fundedPlayer(10);
    const credits = [
      { ...item(first.token, 25), reference_transaction_id: nextId('bet') },
      { ...item(second.token, 0), reference_transaction_id: nextId('bet') },
      { ...item('not-a-token', 5) },
    ];
    const call1 = async () =>
      (
        await call('credit-batch', { request_id: nextId('req'), currency: 'INR', credits })
      ).json<WalletDebitBatchResponse>().results;
    const results = await call1();
    expect(results.map((result) => [result.http_status, result.balance ?? null])).toEqual([
      [200, 35],
      [200, 10],
      [401, null],
    ]);
    const again = await call1();
    expect(again.map((result) => result.replayed ?? null)).toEqual([true, true, null]);
    expect(await balanceOf(first.token)).toBe(35);
    expect(await balanceOf(second.token)).toBe(10);
  });

  it('400 naming the field for a bad batch, 401 unsigned; nothing moves', async () => {
    const { token } = await fundedPlayer(20);
    const empty = await batch([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<WalletFailure>().message).toContain('debits');

    const badAmount = await batch([item(token, 1), { ...item(token, 1), amount: -3 }]);
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json<WalletFailure>()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(badAmount.json<WalletFailure>().message).toMatch(/debits\.1\.amount/);

    const body = { request_id: 'r', currency: 'INR', debits: [item(token, 1)] };
    const unsigned = await call('debit-batch', body, { signature: 'ab'.repeat(32) });
    expect(unsigned.statusCode).toBe(401);
    expect(await balanceOf(token)).toBe(20);
  });
});
