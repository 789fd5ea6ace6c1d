import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffLedgerList, StaffReport } from '@khelo/contracts/backoffice-reports';
import { loginByMobile } from '../../../test/helpers/auth';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { ledgerCsv } from './staff-reports.routes';

// Reports, reconciliation per rail and the ledger explorer read what the ledger holds.

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

describe('staff reports and ledger', () => {
  it("shows today's deposits, GGR per game, a rail's expected vs received, and postings", async () => {
    const player = await loginByMobile(test.app);
    const base = { operatorId: 230201, playerId: player.player_id };
    const deposit = await test.app.ledger.transfer({
      ...base,
      type: 'deposit',
      source: 'utr',
      externalRef: '123456789012',
      amount: 30_000n,
      direction: 'in',
      counterparty: 'gateway_clearing',
      remarks: 'UPI deposit, UTR 123456789012',
    });
    expect(deposit.ok).toBe(true);
    for (const [type, amount, direction] of [
      ['game_debit', 10_000n, 'out'],
      ['game_credit', 4_000n, 'in'],
    ] as const) {
      await test.app.ledger.transfer({
        ...base,
        type,
        source: 'provider:MZ',
        externalRef: `${type}-1`,
        amount,
        direction,
        counterparty: 'house',
        remarks: type,
        details: { game_code: 'MZ010001', provider: 'MZ', round_id: 'r1' },
      });
    }
    const auditor = await createStaff(test.app, 'auditor');
    const auth = { authorization: `Bearer ${auditor.token}` };
    const report = (
      await test.app.inject({ method: 'GET', url: '/staff/reports?days=7', headers: auth })
    ).json<StaffReport>();
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toMatchObject({ deposits: 300, withdrawals: 0 });
    expect(report.ggr_by_game).toEqual([expect.objectContaining({ game_code: 'MZ010001', ggr: 60 })]);
    expect(report.reconciliation.find((rail) => rail.rail === 'upi-QR')).toMatchObject({
      expected: 300,
      received: 0,
    });

    const ledger = await test.app.inject({
      method: 'GET',
      url: `/staff/ledger?player_id=${player.player_id}&type=deposit`,
      headers: auth,
    });
    const [entry] = ledger.json<StaffLedgerList>().data;
    expect(entry).toMatchObject({ type: 'deposit', amount: 300, external_ref: '123456789012' });
    expect(entry!.postings.map((posting) => posting.amount).sort((a, b) => a - b)).toEqual([-300, 300]);

    const csv = await test.app.inject({
      method: 'GET',
      url: `/staff/ledger?player_id=${player.player_id}&format=csv`,
      headers: auth,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      'id,created_at,type,status,player_id,amount,source,external_ref,remarks,postings',
    );
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
    const paid = await test.app.inject({
      method: 'POST',
      url: '/sandbox/upi-bank',
      headers: { accept: 'application/json' },
      payload: { upi_id: 'khelo.deposits@okaxis', amount: '75', payer: 'Tester' },
    });
    const { utr } = paid.json<{ utr: string }>();
    const credit = await test.app.inject({ method: 'GET', url: `/staff/bank-credits/${utr}`, headers: auth });
    expect(credit.json()).toMatchObject({ credit: { utr, amount: 75, payer: 'Tester', claimed_by: null } });
    const none = await test.app.inject({
      method: 'GET',
      url: '/staff/bank-credits/999999999999',
      headers: auth,
    });
    expect(none.json()).toMatchObject({ credit: null });
    const bad = await test.app.inject({ method: 'GET', url: '/staff/ledger?from=yesterday', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps spreadsheet formulas out of the CSV', () => {
    const csv = ledgerCsv([
      {
        id: '1',
        created_at: '2026-11-23T00:00:00.000Z',
        type: 'adjustment',
        status: 'completed',
        player_id: null,
        amount: -5,
        source: 'staff',
        external_ref: 'x',
        remarks: '=HYPERLINK("http://evil")',
        postings: [],
      },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(',-5,');
  });
});
