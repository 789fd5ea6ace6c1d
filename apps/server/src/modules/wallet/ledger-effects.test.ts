import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { loginByMobile } from '../../../test/helpers/auth';
import { cashLaunchVerifier, deposit, TEST_GAME } from '../../../test/helpers/money';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { bonusSettingsFrom } from '../bonus/bonus.config';
import { signBody } from '../wallet-api/signature';

// The ledger's after-commit effects in one process (ADR 018; the kill -9 test is test/ledger-crash.test.ts):
// the wallet-api answers the balance after a stake's bonus release, a replay answers the same and finishes
// what a crash left, and a failing effect stays in the outbox until a worker applies it once.

let database: TestDatabase;
let test: TestApp;
let crashNext = false;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, {
    launchTokenVerifier: cashLaunchVerifier,
    bonusSettings: bonusSettingsFrom({}),
    ledgerEffects: {
      leaseMs: 50,
      retryBaseMs: 50,
      // An injected crash point: the call fails after the commit, before its effects ran.
      afterCommit() {
        if (!crashNext) return;
        crashNext = false;
        throw new Error('crash after commit');
      },
    },
  });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

async function debit(player: LoginSuccess, rupees: number, transactionId = randomUUID()) {
  const secret = (await test.app.walletProviders.secretFor('SPB'))!.secret;
  const payload = JSON.stringify({
    request_id: randomUUID(),
    token: `cash:${player.player_id}`,
    game_code: TEST_GAME,
    transaction_id: transactionId,
    round_id: 'r-1',
    amount: rupees,
    currency: 'INR',
  });
  const response = await test.app.inject({
    method: 'POST',
    url: '/wallet-api/debit',
    headers: {
      'content-type': 'application/json',
      'x-provider-code': 'SPB',
      'x-signature': signBody(secret, payload),
    },
    payload,
  });
  return { transactionId, response };
}

const cash = async (player: LoginSuccess) =>
  Number(await test.app.ledger.cashBalance(player.player_id)) / 100;

describe('after-commit effects', () => {
  it('the wallet-api answers the balance after the bet and its bonus release, and a replay the same', async () => {
    const player = await loginByMobile(test.app); // 25 sign-up cash
    await deposit(test.app, player, 200); // cash 225, bonus 200
    const first = await debit(player, 100);
    expect(first.response.statusCode).toBe(200);
    // 225 − 100 + 10% release of 10.
    expect(first.response.json()).toMatchObject({ balance: 135, replayed: false });
    const again = await debit(player, 100, first.transactionId);
    expect(again.response.json()).toMatchObject({ balance: 135, replayed: true });
    expect(await cash(player)).toBe(135);
    expect(await test.app.ledger.openEffects()).toEqual([]);
  });

  it('a stake by a player with no bonus writes no release row: no effect runs, a crash leaves nothing open', async () => {
    const player = await loginByMobile(test.app); // 25 sign-up cash, no bonus
    crashNext = true;
    const bet = await debit(player, 10);
    crashNext = false;
    // The crash point sits before effects that were recorded; none was, so the call answers.
    expect(bet.response.statusCode).toBe(200);
    expect(bet.response.json()).toMatchObject({ balance: 15 });
    expect(await test.app.ledger.openEffects()).toEqual([]);
  });

  it('a crash after the commit leaves the release open; the provider’s retry finishes it once', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 200);
    crashNext = true;
    const lost = await debit(player, 50);
    expect(lost.response.statusCode).toBe(500); // the answer never came
    expect(await cash(player)).toBe(175); // the bet is taken, the release is not
    const open = await test.app.ledger.openEffects();
    expect(open).toMatchObject([{ effect: 'bonus.stake-release', attempts: 0 }]);
    const retry = await debit(player, 50, lost.transactionId);
    expect(retry.response.json()).toMatchObject({ balance: 180, replayed: true });
    expect(await test.app.ledger.openEffects()).toEqual([]);
    await test.app.ledger.drainEffects();
    expect(await cash(player)).toBe(180);
    const bet = await test.app.ledger.findByReference('provider:SPB', lost.transactionId);
    const release = await test.app.ledger.findByReference('bonus', `release:${bet!.id}`);
    expect(release?.amount).toBe(500n);
    expect(release?.details.effect_of).toBe(bet!.id);
  });

  it('a crash the provider never retries is finished by the worker once the lease passed', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 200);
    crashNext = true;
    await debit(player, 20);
    expect(await cash(player)).toBe(205);
    await new Promise((resolve) => setTimeout(resolve, 60)); // the lease
    expect(await test.app.ledger.drainEffects()).toBe(1);
    expect(await cash(player)).toBe(207);
    expect(await test.app.ledger.drainEffects()).toBe(0);
    expect(await cash(player)).toBe(207);
  });

  it('an effect that fails stays in the outbox with its error and is retried until it runs, once', async () => {
    const player = await loginByMobile(test.app);
    let failures = 1;
    let runs = 0;
    test.app.ledger.addEffect({
      name: 'test.flaky',
      onTransfer: (input) => input.type === 'adjustment' && input.details?.flaky === 'yes',
      async run(transaction) {
        runs += 1;
        if (failures-- > 0) throw new Error('service unavailable');
        await test.app.ledger.transfer({
          operatorId: transaction.operatorId,
          playerId: transaction.playerId!,
          type: 'adjustment',
          source: 'test-effect',
          externalRef: `flaky:${transaction.id}`,
          amount: 100n,
          direction: 'in',
          counterparty: 'adjustments',
          remarks: 'effect',
        });
      },
    });
    const result = await test.app.ledger.transfer({
      operatorId: player.operator_id,
      playerId: player.player_id,
      type: 'adjustment',
      source: 'test',
      externalRef: randomUUID(),
      amount: 1000n,
      direction: 'in',
      counterparty: 'adjustments',
      remarks: 'cause',
      details: { flaky: 'yes' },
    });
    expect(result.ok && result.balanceAfterEffects).toBe(3_500n); // 25 + 10; the effect failed
    expect(await test.app.ledger.openEffects()).toMatchObject([
      { effect: 'test.flaky', attempts: 0, lastError: 'Error: service unavailable' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await test.app.ledger.drainEffects()).toBe(1);
    expect(await test.app.ledger.drainEffects()).toBe(0);
    expect(runs).toBe(2);
    expect(await cash(player)).toBe(36);
    const invariants = await test.app.ledger.invariants();
    expect(
      invariants.unbalancedTransactions + invariants.driftedAccounts + invariants.duplicateReferences,
    ).toBe(0);
  });
});
