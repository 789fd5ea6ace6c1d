import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { WithdrawPreview } from '@khelo/contracts/bonus-tax';
import { loginByMobile, manualClock, randomMobile } from '../../../test/helpers/auth';
import {
  bet,
  moneyTestApp,
  deposit,
  history,
  playerCall,
  verifyPan,
  win,
  withdrawUpi,
} from '../../../test/helpers/money';
import { createStaff } from '../../../test/helpers/staff';
import { financialYearOf, tdsOn } from './financial-year';

// TDS under section 194BA over HTTP, with the worked examples of public TDS policies (Dream11's and MPL's
// "deposit, win, withdraw" examples; several withdrawals in a year; a loss year; the year-end computation).
// Every player also holds the Rs 25 sign-up cash and a welcome bonus: neither is a deposit, so the formula
// below is exactly the policies' one. The ledger's invariants hold after every test.

// Mid financial year 2026-27.
const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
const test = moneyTestApp(clock.now);
let cashier: { token: string };
let admin: { token: string };

beforeAll(async () => {
  cashier = await createStaff(test.app, 'cashier');
  admin = await createStaff(test.app, 'admin');
});

const cash = (player: LoginSuccess) => test.app.ledger.balanceInRupees(player.player_id);

async function preview(player: LoginSuccess, amount: unknown) {
  return playerCall(test.app, player, '/transaction/withdraw-preview', { amount });
}

/** A player who deposited 1000 and won: the policies' starting point (cash = 25 + 1000 − 500 + 5500 + release). */
async function winner(): Promise<LoginSuccess> {
  const player = await loginByMobile(test.app);
  await deposit(test.app, player, 1000);
  await bet(test.app, player, 500);
  await win(test.app, player, 5500);
  await verifyPan(test.database, player);
  return player;
}

describe('TDS rounding (Section 288B: to the nearest rupee, 50 paise up)', () => {
  it('rounds 30% of net winnings to whole rupees', () => {
    expect(tdsOn(100_150n, 30)).toBe(30_000n); // 30% of 1001.50 = 300.45 → 300
    expect(tdsOn(100_170n, 30)).toBe(30_100n); // 300.51 → 301
    expect(tdsOn(500n, 30)).toBe(200n); // 30% of 5.00 = 1.50 → 2
    expect(tdsOn(-100n, 30)).toBe(0n);
  });

  it('knows the financial year in India time: 31 March 23:59 IST is the old year, 1 April 00:00 the new', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
  });
});

describe('withdrawal preview and TDS', () => {
  it('Dream11 example: deposit 1000, win, withdraw 5000 → net winnings 4000, TDS 1200, receive 3800', async () => {
    const player = await winner();
    const response = await preview(player, 5000);
    expect(response.statusCode).toBe(200);
    expect(response.json<WithdrawPreview>()).toMatchObject({
      amount: 5000,
      tds: 1200,
      net: 3800,
      net_winnings: 4000,
      tds_percent: 30,
      financial_year: '2026-27',
      pan_required: false,
    });
    const before = await cash(player);
    const withdrawn = await withdrawUpi(test.app, player, 5000);
    expect(withdrawn.statusCode).toBe(200);
    expect(await cash(player)).toBe(before - 5000);
    const rows = (await history(test.app, player, 'other')).data;
    expect(rows.find((row) => row.type === 'tax')).toMatchObject({
      amount: 1200,
      transaction_details: { remarks: 'TDS u/s 194BA: 30% of net winnings ₹4000.00 (FY 2026-27)' },
    });
    expect(rows.find((row) => row.type === 'withdrawal')).toMatchObject({ amount: 3800, status: 'pending' });
  });

  it('a second withdrawal is taxed only on winnings not taxed yet (500 more → TDS 150)', async () => {
    const player = await winner();
    await withdrawUpi(test.app, player, 5000);
    expect((await preview(player, 500)).json()).toMatchObject({ tds: 150, net: 350, net_winnings: 500 });
    await withdrawUpi(test.app, player, 500);
    // A new deposit of 2000 covers the next 1000: no TDS.
    await deposit(test.app, player, 2000);
    expect((await preview(player, 1000)).json()).toMatchObject({ tds: 0, net: 1000, net_winnings: 0 });
  });

  it('a loss year: deposit 1000, lose 600, withdraw 400 → no TDS and no PAN needed', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 1000);
    await bet(test.app, player, 600);
    expect((await preview(player, 400)).json()).toMatchObject({ tds: 0, net: 400, pan_required: false });
    expect((await withdrawUpi(test.app, player, 400)).statusCode).toBe(200);
    expect((await history(test.app, player, 'other')).data.some((row) => row.type === 'tax')).toBe(false);
  });

  it('a rejected withdrawal gives its TDS back, and the next preview taxes the same winnings again', async () => {
    const player = await winner();
    const before = await cash(player);
    const id = (await withdrawUpi(test.app, player, 5000)).json<{ transaction_id: string }>().transaction_id;
    const rejected = await test.app.inject({
      method: 'POST',
      url: `/staff/withdrawals/${id}/reject`,
      headers: { authorization: `Bearer ${cashier.token}` },
      payload: { reason: 'name on the UPI id does not match' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await cash(player)).toBe(before);
    const taxRows = (await history(test.app, player, 'other')).data.filter((row) => row.type === 'tax');
    expect(taxRows.map((row) => [row.amount, row.transaction_details.remarks])).toEqual([
      [1200, 'TDS returned: withdrawal rejected'],
      [1200, 'TDS u/s 194BA: 30% of net winnings ₹4000.00 (FY 2026-27)'],
    ]);
    expect(taxRows[0]!.transaction_type).toBe(2);
    expect((await preview(player, 5000)).json()).toMatchObject({ tds: 1200, net_winnings: 4000 });
  });

  it('says when a verified PAN is needed', async () => {
    const player = await loginByMobile(test.app);
    await deposit(test.app, player, 100);
    await win(test.app, player, 900);
    expect((await preview(player, 500)).json()).toMatchObject({ tds: 120, pan_required: true });
  });

  it('refuses bad input, a missing token and another player', async () => {
    const player = await loginByMobile(test.app);
    const bad = await preview(player, -5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('amount: must be more than 0');
    const noToken = await test.app.inject({
      method: 'POST',
      url: '/transaction/withdraw-preview',
      payload: { operator_id: 230201, player_id: player.player_id, amount: 10 },
    });
    expect(noToken.statusCode).toBe(401);
    const other = await loginByMobile(test.app);
    const mismatch = await test.app.inject({
      method: 'POST',
      url: '/transaction/withdraw-preview',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { operator_id: 230201, player_id: other.player_id, amount: 10 },
    });
    expect(mismatch.statusCode).toBe(403);
  });
});

describe('tax statement', () => {
  it('lists deposits, withdrawals and TDS of the year as CSV with totals', async () => {
    const player = await winner();
    await withdrawUpi(test.app, player, 5000);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/tax-statement?fy=2026-27',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('khelo-tax-statement-2026-27.csv');
    const lines = response.body.split('\r\n');
    expect(lines.some((line) => /,deposit,completed,1000\.00,/.test(line))).toBe(true);
    expect(lines.some((line) => /,withdrawal,pending,5000\.00,/.test(line))).toBe(true);
    expect(lines.some((line) => /,TDS,completed,,1200\.00,4000\.00,/.test(line))).toBe(true);
    expect(lines).toContain('Deposits,1000.00');
    expect(lines).toContain('TDS deducted,1200.00');
  });

  it('refuses a malformed year and a missing token', async () => {
    const player = await loginByMobile(test.app);
    const bad = await test.app.inject({
      method: 'GET',
      url: '/api/tax-statement?fy=2026-28',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('fy: must be two consecutive years');
    expect((await test.app.inject({ method: 'GET', url: '/api/tax-statement' })).statusCode).toBe(401);
  });
});

describe('year end (31 March)', () => {
  it('taxes winnings no withdrawal took, once, and the next year starts from the balance after it', async () => {
    const mobile = randomMobile();
    let player = await loginByMobile(test.app, mobile);
    await deposit(test.app, player, 1000);
    await bet(test.app, player, 200);
    await win(test.app, player, 2200);
    const closing = await cash(player);
    const yearEnd = (fy: string) =>
      test.app.inject({
        method: 'POST',
        url: '/staff/tax/year-end',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { fy },
      });
    expect((await yearEnd('2026-27')).statusCode).toBe(409);

    clock.advance(130 * 86_400_000); // 11 April 2027
    // Fresh sessions at the new time.
    admin = await createStaff(test.app, 'admin');
    player = await loginByMobile(test.app, mobile);
    const first = await yearEnd('2026-27');
    expect(first.statusCode).toBe(200);
    // Net winnings = (0 withdrawn + closing) − (1000 deposited + 0 opening).
    const expected = Math.round((closing - 1000) * 0.3);
    const taxRow = (await history(test.app, player, 'other')).data.find((row) => row.type === 'tax');
    expect(taxRow?.amount).toBe(expected);
    expect(taxRow?.transaction_details.remarks).toContain('Year-end TDS u/s 194BA');
    expect(await cash(player)).toBe(closing - expected);
    expect((await yearEnd('2026-27')).json()).toMatchObject({ players: 0 });

    // 2027-28 opens with the balance after the year-end TDS: withdrawing it is not winnings.
    expect((await preview(player, closing - expected)).json()).toMatchObject({
      tds: 0,
      financial_year: '2027-28',
    });
    clock.advance(-130 * 86_400_000);
  });
});
