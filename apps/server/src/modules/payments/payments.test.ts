import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GatewayDepositResponse, StaffPaymentList } from '@khelo/contracts/payments';
import type { AuditLogResponse } from '@khelo/contracts/staff';
import type { HistoryResponse } from '@khelo/contracts/wallet';
import { loginByMobile, manualClock } from '../../../test/helpers/auth';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { signBody } from '../wallet-api/signature';
import { sandboxGatewaySecret } from './gateway-webhook.routes';

// Deposits, withdrawals and the cashier API over HTTP, with the sandbox bank, gateway and payout rail.
// After every test the ledger's invariants hold: nothing lost, nothing created.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock(new Date());
let cashier: { token: string; id: string };
let auditor: { token: string; id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
  cashier = await createStaff(test.app, 'cashier');
  auditor = await createStaff(test.app, 'auditor');
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});
afterEach(async () => {
  const invariants = await test.app.ledger.invariants();
  expect(invariants).toEqual({
    postingsTotal: 0n,
    unbalancedTransactions: 0,
    negativeAccounts: 0,
    driftedAccounts: 0,
    storedSystemBalances: 0,
    duplicateReferences: 0,
  });
});

function call(player: LoginSuccess, url: string, body: Record<string, unknown>) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${player.token}` },
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

function staff(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, token = cashier.token) {
  return test.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body });
}

async function bankPay(amount: string): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/sandbox/upi-bank',
    headers: { accept: 'application/json' },
    payload: { upi_id: 'khelo.deposits@okaxis', amount, payer: 'Tester' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ utr: string }>().utr;
}

const balance = async (player: LoginSuccess) => test.app.ledger.balanceInRupees(player.player_id);

function manual(player: LoginSuccess, utr: string, amount: unknown) {
  return call(player, '/transaction/deposit', {
    device_id: 'dev-1',
    deposit_method: 'upi-QR',
    transaction_id: utr,
    amount,
    payment_gateway: 'upi',
  });
}

let utrSeed = 100_000_000_000;
const freshUtr = () => String((utrSeed += 7919));

async function fund(player: LoginSuccess, rupees: number) {
  const utr = await bankPay(String(rupees));
  expect((await manual(player, utr, rupees)).json()).toMatchObject({ credited: true });
}

describe('fetch/deposit-details', () => {
  it('answers the operator UPI ids and a QR of a upi://pay intent with the amount', async () => {
    const player = await loginByMobile(test.app);
    const response = await call(player, '/fetch/deposit-details', {
      country: '+91',
      method: 'upi-QR',
      amount: 250,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ QR_url: string; upi_url: string; upi_id: string[]; max_deposit: number }>();
    expect(body.upi_id).toEqual(['khelo.deposits@okaxis', 'khelo.pay@ybl']);
    expect(body.upi_url).toBe(
      'upi://pay?pa=khelo.deposits%40okaxis&pn=Khelo%20Gaming&cu=INR&tn=Khelo%20wallet%20deposit&am=250.00',
    );
    expect(body.QR_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.max_deposit).toBe(50_000);
  });

  it('needs the player token', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/fetch/deposit-details', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('manual UPI deposit', () => {
  it('credits at once when the UTR and amount match an unclaimed sandbox bank credit', async () => {
    const player = await loginByMobile(test.app);
    const utr = await bankPay('150.50');
    const response = await manual(player, utr, 150.5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: 'Your Deposit Successfully Completed!',
      transaction_status: 'SUCCESS',
      credited: true,
      wallet_balance: 150.5,
    });
    expect(await balance(player)).toBe(150.5);
  });

  it('waits for a cashier when the bank shows nothing (or another amount), then the cashier approves', async () => {
    const player = await loginByMobile(test.app);
    const utr = await bankPay('100');
    const response = await manual(player, utr, 99);
    expect(response.json()).toMatchObject({
      message: 'Your Deposit Request Submitted Successfully',
      transaction_status: 'PENDING',
      credited: false,
      wallet_balance: 0,
    });
    const id = response.json<{ transaction_id: string }>().transaction_id;
    const pending = await call(player, '/transaction/history', { filter: 'pending' });
    expect(pending.json<HistoryResponse>().data.map((row) => row.transaction_id)).toContain(id);

    const list = await staff('GET', '/staff/deposits?status=pending');
    expect(list.statusCode).toBe(200);
    const row = list.json<StaffPaymentList>().data.find((item) => item.transaction_id === id);
    expect(row).toMatchObject({
      amount: 99,
      method: 'upi-QR',
      status: 'pending',
      player_id: player.player_id,
    });
    expect(row?.details.utr).toBe(utr);

    const approved = await staff('POST', `/staff/deposits/${id}/approve`, { reason: 'seen on statement' });
    expect(approved.statusCode).toBe(200);
    expect(await balance(player)).toBe(99);
    const again = await staff('POST', `/staff/deposits/${id}/reject`, { reason: 'too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(
      /^This request was already decided by .+@staff\.test \(completed\)$/,
    );
    expect(await balance(player)).toBe(99);
  });

  it('refuses a UTR used before with 409, whoever sends it, and credits once', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    const utr = await bankPay('40');
    const [first, second] = await Promise.all([manual(player, utr, 40), manual(player, utr, 40)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const third = await manual(other, utr, 40);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ status: 0, message: 'This UTR was already submitted' });
    expect(await balance(player)).toBe(40);
    expect(await balance(other)).toBe(0);
  });

  it('names the field of bad input and changes nothing', async () => {
    const player = await loginByMobile(test.app);
    const cases: [unknown, unknown, RegExp][] = [
      ['12345', 10, /^transaction_id: must be the 12-digit UTR/],
      [freshUtr(), 10.005, /^amount: must have at most two decimals/],
      [freshUtr(), -5, /^amount: must be more than 0/],
      [freshUtr(), 50_000.01, /^amount: must be at most 50000/],
      [freshUtr(), 5, /^amount: must be at least 10/],
      [freshUtr(), 'abc', /^amount: /],
    ];
    for (const [utr, amount, message] of cases) {
      const response = await manual(player, utr as string, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const foreign = await call(player, '/transaction/deposit', {
      player_id: 'someone-else',
      deposit_method: 'upi-QR',
      transaction_id: freshUtr(),
      amount: 10,
    });
    expect(foreign.statusCode).toBe(403);
    expect(await balance(player)).toBe(0);
  });
});

describe('gateway deposit', () => {
  async function create(player: LoginSuccess, amount = 300) {
    const response = await call(player, '/pg/kvmpay-deposit', {
      device_id: 'dev-1',
      deposit_method: 'UPI',
      amount,
      mobileNo: '9876543210',
      email: 'p@example.com',
    });
    expect(response.statusCode).toBe(200);
    return response.json<GatewayDepositResponse>();
  }

  function webhook(body: Record<string, unknown>, signature?: string) {
    const text = JSON.stringify(body);
    return test.app.inject({
      method: 'POST',
      url: '/webhooks/kvmpay',
      headers: { 'content-type': 'application/json', 'x-signature': signature ?? signBody(secret(), text) },
      payload: text,
    });
  }

  // The same derivation as register-payments.ts: the test knows the secret the sandbox gateway signs with.
  function secret(): string {
    return sandboxGatewaySecret(test.config.sessionSecret);
  }

  const status = async (player: LoginSuccess, id: string) =>
    (await call(player, '/pg/kvmpay-checkStatus', { transaction_id: id })).json<{
      transaction_status: string;
    }>().transaction_status;

  it('creates a payment with a QR of the gateway page and an 8-minute window', async () => {
    const player = await loginByMobile(test.app);
    const created = await create(player);
    expect(created.transaction_id).toMatch(/^KVM[0-9A-F]{20}$/);
    expect(created.QR_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(created.payment_url).toMatch(/\/sandbox\/gateway\/SGW[0-9A-F]+$/);
    expect(Date.parse(created.expires_at) - clock.now().getTime()).toBe(8 * 60_000);
    expect(await status(player, created.transaction_id)).toBe('PENDING');
  });

  it('credits once through the signed webhook; bad signatures, wrong amounts and replays change nothing', async () => {
    const player = await loginByMobile(test.app);
    const created = await create(player, 300);
    const event = {
      transaction_id: created.transaction_id,
      gateway_payment_id: 'g1',
      status: 'SUCCESS',
      amount: 300,
    };
    expect((await webhook(event, 'deadbeef')).statusCode).toBe(401);
    expect((await webhook(event, signBody('wrong-secret', JSON.stringify(event)))).statusCode).toBe(401);
    const wrongAmount = await webhook({ ...event, amount: 3000 });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({ status: 0, message: 'amount: does not match the transaction' });
    expect(await balance(player)).toBe(0);

    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await balance(player)).toBe(300);
    expect(await status(player, created.transaction_id)).toBe('SUCCESS');
  });

  it('pays through the sandbox gateway page, and a payment after expiry is refused and refunded', async () => {
    const player = await loginByMobile(test.app);
    const paid = await create(player, 120);
    const page = new URL(paid.payment_url).pathname;
    const shown = await test.app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain('₹120.00');
    const pay = await test.app.inject({ method: 'POST', url: `${page}/pay` });
    expect(pay.statusCode).toBe(303);
    expect((await test.app.inject({ method: 'GET', url: page })).body).toContain('the merchant confirmed');
    expect(await balance(player)).toBe(120);

    const late = await create(player, 80);
    clock.advance(8 * 60_000 + 1_000);
    const latePage = new URL(late.payment_url).pathname;
    await test.app.inject({ method: 'POST', url: `${latePage}/pay` });
    expect((await test.app.inject({ method: 'GET', url: latePage })).body).toContain('Refunded');
    expect(await balance(player)).toBe(120);
    expect(await status(player, late.transaction_id)).toBe('EXPIRED');
  });

  it('expires an unpaid payment at the end of the window; a late webhook credits nothing', async () => {
    const player = await loginByMobile(test.app);
    const created = await create(player, 60);
    clock.advance(8 * 60_000);
    expect(await status(player, created.transaction_id)).toBe('EXPIRED');
    const late = await webhook({
      transaction_id: created.transaction_id,
      gateway_payment_id: 'late',
      status: 'SUCCESS',
      amount: 60,
    });
    expect(late.statusCode).toBe(409);
    expect(await balance(player)).toBe(0);
    const failed = await call(player, '/transaction/history', { filter: 'deposits' });
    expect(failed.json<HistoryResponse>().data[0]).toMatchObject({ status: 'failed', transaction_type: 7 });
  });

  it('is not for cashiers to approve, and only the owner may check it', async () => {
    const player = await loginByMobile(test.app);
    const other = await loginByMobile(test.app);
    const created = await create(player, 50);
    const transaction = await test.app.ledger.findByReference('gateway:kvmpay', created.transaction_id);
    const approve = await staff('POST', `/staff/deposits/${transaction!.id}/approve`, { reason: 'why not' });
    expect(approve.statusCode).toBe(409);
    const foreign = await call(other, '/pg/kvmpay-checkStatus', { transaction_id: created.transaction_id });
    expect(foreign.statusCode).toBe(404);
    const bad = await call(player, '/pg/kvmpay-deposit', {
      deposit_method: 'UPI',
      amount: 50,
      mobileNo: '12',
      email: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^mobileNo: /);
  });
});

describe('withdrawals', () => {
  function withdraw(player: LoginSuccess, body: Record<string, unknown>) {
    return call(player, '/transaction/withdraw', body);
  }

  it('holds the amount at once; a cashier approves it once even when two try together', async () => {
    const player = await loginByMobile(test.app);
    await fund(player, 500);
    const response = await withdraw(player, { method: 'upi', upi_id: 'asha@okicici', amount: 200 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ transaction_status: 'PENDING', wallet_balance: 300 });
    const id = response.json<{ transaction_id: string }>().transaction_id;
    const history = await call(player, '/transaction/history', { filter: 'pending' });
    expect(history.json<HistoryResponse>().data[0]).toMatchObject({
      transaction_id: id,
      amount: 200,
      transaction_type: 3,
    });

    const other = await createStaff(test.app, 'cashier');
    const [a, b] = await Promise.all([
      staff('POST', `/staff/withdrawals/${id}/approve`, { reason: 'paid to UPI' }),
      staff('POST', `/staff/withdrawals/${id}/reject`, { reason: 'looks odd' }, other.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const outcome = a.statusCode === 200 ? 'completed' : 'failed';
    expect(await balance(player)).toBe(outcome === 'completed' ? 300 : 500);

    const audit = await staff(
      'GET',
      `/staff/audit-log?subject_type=withdrawal&subject_id=${id}`,
      undefined,
      auditor.token,
    );
    const rows = audit.json<AuditLogResponse>().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe(outcome === 'completed' ? 'paid to UPI' : 'looks odd');
  });

  it('lets exactly one of many simultaneous decisions through', async () => {
    const player = await loginByMobile(test.app);
    await fund(player, 100);
    const id = (await withdraw(player, { method: 'upi', upi_id: 'asha@okicici', amount: 100 })).json<{
      transaction_id: string;
    }>().transaction_id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        staff('POST', `/staff/withdrawals/${id}/${index % 2 ? 'reject' : 'approve'}`, {
          reason: `try ${index}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    const decided = answers.find((answer) => answer.statusCode === 200)!;
    const status = decided.json<{ transaction: { status: string } }>().transaction.status;
    expect(await balance(player)).toBe(status === 'completed' ? 0 : 100);
  });

  it('returns the hold when a cashier rejects, with the reason in the audit log', async () => {
    const player = await loginByMobile(test.app);
    await fund(player, 100);
    const id = (
      await withdraw(player, {
        method: 'bank',
        account_holder: 'Asha K',
        account_number: '123456789012',
        ifsc: 'sbin0001234',
        amount: 100,
      })
    ).json<{ transaction_id: string }>().transaction_id;
    expect(await balance(player)).toBe(0);
    const rejected = await staff('POST', `/staff/withdrawals/${id}/reject`, {
      reason: 'name does not match',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ transaction: { status: 'failed', amount: 100 } });
    expect(await balance(player)).toBe(100);
  });

  it('refuses more than the balance and bad destinations, naming the field; nothing moves', async () => {
    const player = await loginByMobile(test.app);
    await fund(player, 50);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { method: 'upi', upi_id: 'asha@okicici', amount: 50.01 },
        /^amount: more than your withdrawable balance/,
      ],
      [{ method: 'upi', upi_id: 'not-a-upi', amount: 10 }, /^upi_id: /],
      [
        { method: 'bank', account_holder: 'A K', account_number: '12', ifsc: 'SBIN0001234', amount: 10 },
        /^account_number: /,
      ],
      [
        { method: 'bank', account_holder: 'A K', account_number: '123456789', ifsc: 'SBI01', amount: 10 },
        /^ifsc: /,
      ],
      [{ method: 'crypto', address: '0x1234', amount: 25 }, /^address: /],
      [{ method: 'crypto', address: `0x${'a'.repeat(40)}`, amount: 20 }, /^amount: must be at least 20.5/],
      [{ method: 'cash', amount: 10 }, /^method: /],
    ];
    for (const [body, message] of cases) {
      const response = await withdraw(player, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect(await balance(player)).toBe(50);
  });

  it('lets only admins and cashiers use the cashier API', async () => {
    const support = await createStaff(test.app, 'support');
    expect((await staff('GET', '/staff/withdrawals', undefined, support.token)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/staff/withdrawals' })).statusCode).toBe(401);
    const noReason = await staff('POST', '/staff/withdrawals/1/approve', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toMatch(/^reason: /);
    expect(
      (await staff('POST', '/staff/withdrawals/999999/approve', { reason: 'whatever' })).statusCode,
    ).toBe(404);
  });
});
