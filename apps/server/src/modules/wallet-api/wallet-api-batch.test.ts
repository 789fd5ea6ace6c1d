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

  it("posts the bets of different players and a player's bets in one transaction, each player's in order", async () => {
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
    // now() is the transaction's start: the four bets that fit share one transaction (ADR 038).
    const times = await Promise.all(
      debits.slice(0, 4).map(async (debit) => {
        const row = await test.app.ledger.findByReference('provider:SPB', debit.transaction_id);
        return row!.createdAt.getTime();
      }),
    );
    expect(new Set(times).size).toBe(1);
  });

  it("a bet beyond the balance is refused and the player's later bets still go in order", async () => {
    const player = await fundedPlayer(10);
    const debits = [item(player.token, 8), item(player.token, 5), item(player.token, 1)];
    const results = (await batch(debits)).json<WalletDebitBatchResponse>().results;
    expect(results.map((result) => [result.http_status, result.balance])).toEqual([
      [200, 2],
      [402, 2],
      [200, 1],
    ]);
    expect(await balanceOf(player.token)).toBe(1);
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

// Single /debit and /credit calls that arrive together are written as one group (ADR 038): answered each
// as alone, a player's own in the order they arrived, far fewer transactions than calls.
describe('wallet-api single calls in groups', () => {
  async function createdAt(transactionId: string): Promise<number> {
    const row = await test.app.ledger.findByReference('provider:SPB', transactionId);
    return row!.createdAt.getTime();
  }

  it('concurrent bets and wins of several players: each answered as alone, in few transactions', async () => {
    const players = await Promise.all([10, 10, 10, 10].map((funds) => fundedPlayer(funds)));
    const bets = players.flatMap(({ token }) => [bet(token, 3), bet(token, 3)]);
    const wins = players.map(({ token }) => bet(token, 1));
    const answers = await Promise.all([
      ...bets.map((body) => call('debit', body)),
      ...wins.map((body) => call('credit', body)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const { token } of players) expect(await balanceOf(token)).toBe(5);
    const times = await Promise.all([...bets, ...wins].map((body) => createdAt(body.transaction_id)));
    expect(new Set(times).size).toBeLessThan(times.length / 2);
    expect(await test.app.ledger.invariants()).toMatchObject({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      duplicateReferences: 0,
    });
  });

  it("one player's concurrent bets beyond the balance: the ones that fit are taken, the rest 402", async () => {
    const { token } = await fundedPlayer(10);
    const answers = await Promise.all([4, 4, 4].map((amount) => call('debit', bet(token, amount))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)!.json<WalletFailure>()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      balance: 2,
    });
    expect(await balanceOf(token)).toBe(2);
  });

  it('a replay sent beside its first call moves money once and both answer the same transaction', async () => {
    const { token } = await fundedPlayer(10);
    const body = bet(token, 6);
    const [first, second] = await Promise.all([call('debit', body), call('debit', body)]);
    const ids = [first, second].map((answer) => answer.json<WalletSuccess>().transaction_id);
    expect(ids[0]).toBe(ids[1]);
    expect([first, second].map((answer) => answer.json<WalletSuccess>().replayed).sort()).toEqual([
      false,
      true,
    ]);
    expect(await balanceOf(token)).toBe(4);
  });
});
