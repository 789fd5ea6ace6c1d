import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_LIMITS } from '@khelo/contracts/amount';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GatewayDepositResponse } from '@khelo/contracts/payments';
import { HOUSE_BET_MAX } from '@khelo/contracts/house-games';
import { eq } from 'drizzle-orm';
import { gatewayDeposit } from '../../../test/helpers/cash-calls';
import { loginByMobile } from '../../../test/helpers/auth';
import { housePlayer } from '../../../test/helpers/house-player';
import { cashLaunchVerifier, playerCall, TEST_GAME } from '../../../test/helpers/money';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { paymentSettings } from '../../db/schema';
import { signBody } from '../wallet-api/signature';
import { sandboxGatewaySecret } from './gateway-webhook.routes';

// One amount schema on every money call (packages/contracts/src/amount.ts): a JSON number of rupees with
// at most two decimals inside the call's named range, else 400 naming the field, and nothing moves.
// Operators' maximum withdrawal and adjustment (payment_settings) lower the ceilings further.

let database: TestDatabase;
let test: TestApp;
let player: LoginSuccess;
let admin: { token: string };
const FUNDS = 1_000;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { launchTokenVerifier: cashLaunchVerifier });
  admin = await createStaff(test.app, 'admin');
  player = await loginByMobile(test.app);
  const funded = await test.app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type: 'deposit',
    source: 'test',
    externalRef: randomUUID(),
    amount: BigInt(FUNDS * 100),
    direction: 'in',
    counterparty: 'gateway_clearing',
    remarks: 'test deposit',
  });
  if (!funded.ok) throw new Error('deposit failed');
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});
afterEach(async () => {
  await database.database.db.delete(paymentSettings).where(eq(paymentSettings.operatorId, 230201));
  const invariants = await test.app.ledger.invariants();
  expect(invariants.unbalancedTransactions + invariants.negativeAccounts + invariants.driftedAccounts).toBe(
    0,
  );
});

/** The operator's payment_settings row with these maximums (paise); removed after each test. */
async function setLimits(limits: { maxWithdrawal?: bigint; maxAdjustment?: bigint }) {
  await database.database.db.insert(paymentSettings).values({
    operatorId: 230201,
    upiIds: ['khelo.deposits@okaxis'],
    payeeName: 'Khelo Gaming',
    minDeposit: 1_000n,
    maxDeposit: 5_000_000n,
    ...limits,
  });
}

const balance = async () => Number(await test.app.ledger.balanceInRupees(player.player_id));
const transactions = async () =>
  (
    await test.app.inject({
      method: 'GET',
      url: `/staff/ledger?player_id=${player.player_id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json<{ data: unknown[] }>().data.length;

const call = (url: string, body: Record<string, unknown>) => playerCall(test.app, player, url, body);

const webhookSecret = () => sandboxGatewaySecret(test.config.sessionSecret);

function signed(url: string, secret: string, header: string, body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  return test.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      [header]: signBody(secret, text),
      'x-provider-code': 'SPB',
    },
    payload: text,
  });
}

let utr = 700_000_000_000;

/** Every money call with `amount` put in; `max` is its schema ceiling. */
const CALLS: {
  name: string;
  max: number;
  send: (amount: unknown) => Promise<{ statusCode: number; json(): unknown }>;
}[] = [
  {
    name: 'fetch/deposit-details',
    max: AMOUNT_LIMITS.deposit,
    send: (amount) => call('/fetch/deposit-details', { amount }),
  },
  {
    name: 'transaction/deposit',
    max: AMOUNT_LIMITS.deposit,
    send: (amount) =>
      call('/transaction/deposit', {
        deposit_method: 'upi-QR',
        transaction_id: String((utr += 1)),
        amount,
      }),
  },
  {
    name: 'pg/kvmpay-deposit',
    max: AMOUNT_LIMITS.deposit,
    send: (amount) =>
      call('/pg/kvmpay-deposit', {
        deposit_method: 'UPI',
        amount,
        mobileNo: '9876543210',
        email: 'p@example.com',
      }),
  },
  {
    name: 'transaction/withdraw',
    max: AMOUNT_LIMITS.withdrawal,
    send: (amount) => call('/transaction/withdraw', { method: 'upi', upi_id: 'asha@okaxis', amount }),
  },
  {
    name: 'transaction/withdraw-preview',
    max: AMOUNT_LIMITS.withdrawal,
    send: (amount) => call('/transaction/withdraw-preview', { amount }),
  },
  {
    name: 'staff adjustment',
    max: AMOUNT_LIMITS.adjustment,
    send: (amount) =>
      test.app.inject({
        method: 'POST',
        url: `/staff/players/${player.player_id}/adjustments`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { direction: 'debit', amount, reason: 'testing the amount schema' },
      }),
  },
  {
    name: 'webhooks/kvmpay',
    max: AMOUNT_LIMITS.any,
    send: (amount) =>
      signed('/webhooks/kvmpay', webhookSecret(), 'x-signature', {
        transaction_id: 'KVM0000',
        gateway_payment_id: 'g1',
        status: 'SUCCESS',
        amount,
      }),
  },
  {
    name: 'wallet-api/debit',
    max: AMOUNT_LIMITS.any,
    send: async (amount) =>
      signed('/wallet-api/debit', (await test.app.walletProviders.secretFor('SPB'))!.secret, 'x-signature', {
        request_id: 'r1',
        token: `cash:${player.player_id}`,
        game_code: TEST_GAME,
        transaction_id: randomUUID(),
        round_id: 'round-1',
        amount,
        currency: 'INR',
      }),
  },
];

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;

describe('amounts', () => {
  it.each(CALLS)('$name refuses text, arrays, booleans, null and a missing amount', async (call) => {
    const before = [await balance(), await transactions()];
    for (const amount of ['100', [100], true, null, { rupees: 100 }]) {
      const response = await call.send(amount);
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(message(response)).toBe('amount: must be a number in rupees');
    }
    if (call.name !== 'fetch/deposit-details') {
      const missing = await call.send(undefined);
      expect(missing.statusCode).toBe(400);
      expect(message(missing)).toBe('amount: is required');
    }
    expect([await balance(), await transactions()]).toEqual(before);
  });

  it.each(CALLS)('$name refuses huge, negative, zero and three-decimal amounts', async (call) => {
    const before = [await balance(), await transactions()];
    for (const [amount, problem] of [
      [1e308, `must be at most ${call.max}`],
      [2 ** 63, `must be at most ${call.max}`],
      [call.max + 0.01, `must be at most ${call.max}`],
      [-1e308, 'must be more than 0'],
      [0, 'must be more than 0'],
      [-5, 'must be more than 0'],
      [10.005, 'must have at most two decimals'],
    ] as const) {
      const response = await call.send(amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(message(response)).toBe(`amount: ${problem}`);
    }
    expect([await balance(), await transactions()]).toEqual(before);
  });

  it('a house bet uses the same schema within the table limits', async () => {
    const { token } = await housePlayer(test.app, 100, 'SPB02001');
    for (const [amount, problem] of [
      ['100', 'must be a number in rupees'],
      [true, 'must be a number in rupees'],
      [1e308, `must be at most ${HOUSE_BET_MAX}`],
      [5, 'must be at least 10'],
    ] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/house/crash/bet',
        payload: { token, game_code: 'SPB02001', slot: 1, amount },
      });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(`amount: ${problem}`);
    }
  });

  it("withdrawals stop at the operator's maximum (default Rs 1,00,000), and nothing is held", async () => {
    const before = [await balance(), await transactions()];
    const overDefault = await CALLS[3]!.send(100_000.01);
    expect(overDefault.statusCode).toBe(400);
    expect(message(overDefault)).toBe('amount: must be at most 100000');

    await setLimits({ maxWithdrawal: 50_000n });
    const overOperator = await CALLS[3]!.send(500.01);
    expect(overOperator.statusCode).toBe(400);
    expect(message(overOperator)).toBe('amount: must be at most 500');
    expect([await balance(), await transactions()]).toEqual(before);

    const within = await CALLS[3]!.send(500);
    expect(within.statusCode).toBe(200);
    expect(await balance()).toBe(FUNDS - 500);
  });

  it("adjustments stop at the operator's maximum; a stored maximum above the ceiling is capped", async () => {
    const before = [await balance(), await transactions()];
    const credit = (amount: number) =>
      test.app.inject({
        method: 'POST',
        url: `/staff/players/${player.player_id}/adjustments`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { direction: 'credit', amount, reason: 'testing the adjustment limit' },
      });
    const overDefault = await credit(100_000.01);
    expect(overDefault.statusCode).toBe(400);
    expect(message(overDefault)).toBe('amount: must be at most 100000');

    await setLimits({ maxAdjustment: 2_000n, maxWithdrawal: 10n ** 15n });
    const overOperator = await credit(20.01);
    expect(overOperator.statusCode).toBe(400);
    expect(message(overOperator)).toBe('amount: must be at most 20');
    const overCeiling = await CALLS[3]!.send(AMOUNT_LIMITS.withdrawal + 1);
    expect(message(overCeiling)).toBe(`amount: must be at most ${AMOUNT_LIMITS.withdrawal}`);
    expect([await balance(), await transactions()]).toEqual(before);
  });
});

describe('a gateway payment', () => {
  it('is credited by a webhook whose amount is a number, not text', async () => {
    const created = (await gatewayDeposit(test, player)).json<GatewayDepositResponse>();
    const event = { transaction_id: created.transaction_id, gateway_payment_id: 'g1', status: 'SUCCESS' };
    const before = await balance();
    const text = await signed('/webhooks/kvmpay', webhookSecret(), 'x-signature', {
      ...event,
      amount: '100',
    });
    expect(text.statusCode).toBe(400);
    expect(await balance()).toBe(before);
    const number = await signed('/webhooks/kvmpay', webhookSecret(), 'x-signature', {
      ...event,
      amount: 100,
    });
    expect(number.statusCode).toBe(200);
    expect(await balance()).toBe(before + 100);
  });
});
