import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { StaffLedgerEntry, StaffLedgerList, StaffReport } from '@khelo/contracts/backoffice-reports';
import type { GatewayDepositResponse, StaffPaymentList, StaffPaymentRow } from '@khelo/contracts/payments';
import { loginByMobile } from '../../../test/helpers/auth';
import {
  bet,
  deposit,
  moneyTestApp,
  playerCall,
  rollback,
  TEST_GAME,
  verifyPan,
  win,
  withdrawUpi,
} from '../../../test/helpers/money';
import { createStaff } from '../../../test/helpers/staff';

// Every figure of the back office's Reports against the ledger (the explorer's transactions and
// postings) and the cashier's lists, after the money a fresh deployment sees on its first day: deposits on
// both rails (instant, approved, rejected, paid at the gateway), withdrawals approved and rejected (one
// with TDS), bonuses and game rounds. The report once showed "Deposits ₹700" after a ₹100 UPI and a ₹250
// gateway deposit: settling a deposit writes a second, internal row of the same type.

const test = moneyTestApp(() => new Date());
let admin: { token: string };
let cashier: { token: string };

beforeAll(async () => {
  admin = await createStaff(test.app, 'admin');
  cashier = await createStaff(test.app, 'cashier');
});

function staff<T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, token = admin.token) {
  return test.app
    .inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body })
    .then((response) => {
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    });
}

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

async function cashierList(kind: 'deposits' | 'withdrawals', status: string): Promise<StaffPaymentRow[]> {
  return (await staff<StaffPaymentList>('GET', `/staff/${kind}?status=${status}`)).data;
}

let utr = 500_000_000_000;
async function pendingManualDeposit(player: LoginSuccess, rupees: number): Promise<string> {
  const response = await playerCall(test.app, player, '/transaction/deposit', {
    deposit_method: 'upi-QR',
    transaction_id: String((utr += 7919)),
    amount: rupees,
  });
  expect(response.json()).toMatchObject({ transaction_status: 'PENDING' });
  return response.json<{ transaction_id: string }>().transaction_id;
}

async function gatewayPayment(player: LoginSuccess, rupees: number) {
  const created = (
    await playerCall(test.app, player, '/pg/kvmpay-deposit', {
      deposit_method: 'UPI',
      amount: rupees,
      mobileNo: '9876543210',
      email: 'p@example.com',
    })
  ).json<GatewayDepositResponse>();
  return new URL(created.payment_url).pathname;
}

const reason = { reason: 'checked against the bank statement' };

describe('the Reports figures', () => {
  it('show ₹350 of deposits after a ₹100 UPI and a ₹250 gateway deposit, as the cashier lists do', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 100);
    const page = await gatewayPayment(player, 250);
    expect((await test.app.inject({ method: 'POST', url: `${page}/pay` })).statusCode).toBe(303);

    const report = await staff<StaffReport>('GET', '/staff/reports?days=1');
    const completed = await cashierList('deposits', 'completed');
    expect(completed.map((row) => row.amount).sort((a, b) => a - b)).toEqual([100, 250]);
    expect(report.daily.at(-1)).toMatchObject({ deposits: 350, withdrawals: 0 });
  });

  it('reconcile with the ledger and the cashier lists after a day of every kind of money', async () => {
    // Deposits: instant (bank matched), approved by a cashier, rejected, paid at the gateway, declined
    // at the gateway, and one left pending.
    const asha = await loginByMobile(test.app);
    await deposit(test.app, asha, 1000);
    const ravi = await loginByMobile(test.app);
    await staff(
      'POST',
      `/staff/deposits/${await pendingManualDeposit(ravi, 80)}/approve`,
      reason,
      cashier.token,
    );
    await staff(
      'POST',
      `/staff/deposits/${await pendingManualDeposit(ravi, 60)}/reject`,
      reason,
      cashier.token,
    );
    await pendingManualDeposit(ravi, 45);
    await test.app.inject({ method: 'POST', url: `${await gatewayPayment(ravi, 300)}/pay` });
    await test.app.inject({ method: 'POST', url: `${await gatewayPayment(ravi, 70)}/decline` });
    await gatewayPayment(ravi, 90);

    // Game rounds: a bet, a win, a bet rolled back (GGR), and a win that makes a later withdrawal taxable.
    await bet(test.app, asha, 400);
    await win(test.app, asha, 3000);
    await rollback(test.app, asha, await bet(test.app, asha, 50));
    await bet(test.app, ravi, 30);
    await verifyPan(test.database, asha);

    // Withdrawals: one with TDS approved, one rejected (its hold returns), one left pending.
    const taxed = await withdrawUpi(test.app, asha, 2000);
    expect(taxed.statusCode).toBe(200);
    await staff(
      'POST',
      `/staff/withdrawals/${taxed.json<{ transaction_id: string }>().transaction_id}/approve`,
      reason,
      cashier.token,
    );
    const rejected = await withdrawUpi(test.app, ravi, 100);
    await staff(
      'POST',
      `/staff/withdrawals/${rejected.json<{ transaction_id: string }>().transaction_id}/reject`,
      reason,
      cashier.token,
    );
    await withdrawUpi(test.app, ravi, 20);

    const report = await staff<StaffReport>('GET', '/staff/reports?days=7');
    const ledger = (await staff<StaffLedgerList>('GET', '/staff/ledger')).data;
    expect(ledger.length).toBeLessThan(200); // the explorer shows all of them
    const playerRows = (type: string, status: string) =>
      ledger.filter((row) => row.type === type && row.status === status && row.player_id !== null);
    const postingsTo = (account: string, rows: StaffLedgerEntry[] = ledger) =>
      sum(rows.flatMap((row) => row.postings.filter((p) => p.account === account).map((p) => p.amount)));

    // Daily deposits and withdrawals = the cashier's completed lists = the ledger's player rows.
    const deposits = sum(report.daily.map((day) => day.deposits));
    const withdrawals = sum(report.daily.map((day) => day.withdrawals));
    const completedDeposits = await cashierList('deposits', 'completed');
    const completedWithdrawals = await cashierList('withdrawals', 'completed');
    expect(deposits).toBe(sum(completedDeposits.map((row) => row.amount)));
    expect(deposits).toBe(sum(playerRows('deposit', 'completed').map((row) => row.amount)));
    expect(deposits).toBe(1000 + 80 + 300 + 100 + 250);
    expect(withdrawals).toBe(sum(completedWithdrawals.map((row) => row.amount)));
    expect(withdrawals).toBe(sum(playerRows('withdrawal', 'completed').map((row) => row.amount)));
    // What left for the player's bank: the gateway clearing account's postings of settled withdrawals.
    const paidOut = ledger.filter((row) => row.type === 'withdrawal' && row.source === 'settlement');
    expect(withdrawals).toBe(postingsTo('gateway_clearing', paidOut));

    // Per rail: expected = the completed list's rows of that rail, pending = its pending list.
    const pendingDeposits = await cashierList('deposits', 'pending');
    const rail = (name: string) => report.reconciliation.find((row) => row.rail === name)!;
    const byMethod = (rows: StaffPaymentRow[], method: string) =>
      sum(rows.filter((row) => row.method === method).map((row) => row.amount));
    expect(rail('upi-QR')).toMatchObject({
      expected: byMethod(completedDeposits, 'upi-QR'),
      pending: byMethod(pendingDeposits, 'upi-QR'),
    });
    expect(rail('gateway')).toMatchObject({
      expected: byMethod(completedDeposits, 'UPI'),
      pending: byMethod(pendingDeposits, 'UPI'),
      // The sandbox gateway's paid orders: exactly what it credited.
      received: byMethod(completedDeposits, 'UPI'),
    });
    // The bank statement received the instant deposits only (the cashier approved one it never showed).
    expect(rail('upi-QR').received).toBe(1000 + 100);

    // GGR per game = its game debits − credits − rollbacks in the ledger; per provider the same total.
    const games = ledger.filter((row) => ['game_debit', 'game_credit', 'rollback'].includes(row.type));
    const ggr = sum(games.map((row) => (row.type === 'game_debit' ? row.amount : -row.amount)));
    expect(report.ggr_by_game).toEqual([expect.objectContaining({ game_code: TEST_GAME, ggr })]);
    expect(ggr).toBe(400 + 50 + 30 - 3000 - 50);
    expect(sum(report.ggr_by_provider.map((row) => row.ggr))).toBe(ggr);

    // Bonus cost = what left the promotions account; TDS payable = the tax_payable account.
    expect(report.bonus_cost).toBe(-postingsTo('promotions'));
    expect(report.bonus_cost).toBeGreaterThan(0);
    expect(report.tds_payable).toBe(postingsTo('tax_payable'));
    expect(report.tds_payable).toBeGreaterThan(0);
  });
});
