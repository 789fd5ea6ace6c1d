import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import { loginByMobile } from '../../../test/helpers/auth';
import { settingsFor } from '../../../test/helpers/cash-calls';
import { deposit, playerCall } from '../../../test/helpers/money';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { CRYPTO_WITHDRAWALS_OFF } from './withdrawals.service';

// Crypto withdrawals (/withdraw-cash) are off unless the operator sets CRYPTO_WITHDRAWALS=on
// (docs/payments.md): off, api/compliance says so and transaction/withdraw refuses `method: crypto` before
// anything moves; on, the request holds the amount like the other methods, with no fee.

const ADDRESS = `0x${'ab'.repeat(20)}`;
let database: TestDatabase;
let off: TestApp;
let on: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  off = await createTestApp(database.database);
  on = await createTestApp(database.database, {
    complianceSettings: { ...settingsFor('real'), cryptoWithdrawals: true },
  });
});
afterAll(async () => {
  await on?.cleanup();
  await off?.cleanup();
  await database?.cleanup();
});

describe('crypto withdrawals', () => {
  it('are off by default: api/compliance says so and a valid request is refused, nothing moves', async () => {
    const settings = await off.app.inject({ method: 'GET', url: '/api/compliance' });
    expect(settings.json<ComplianceSettingsResponse>().crypto_withdrawals).toBe(false);
    const player = await loginByMobile(off.app);
    await deposit(off.app, player, 100);
    const response = await playerCall(off.app, player, '/transaction/withdraw', {
      method: 'crypto',
      address: ADDRESS,
      amount: 50,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: CRYPTO_WITHDRAWALS_OFF });
    expect(await off.app.ledger.balanceInRupees(player.player_id)).toBe(100);
  });

  it('once turned on, hold the whole amount (no fee) until a cashier decides', async () => {
    const settings = await on.app.inject({ method: 'GET', url: '/api/compliance' });
    expect(settings.json<ComplianceSettingsResponse>().crypto_withdrawals).toBe(true);
    const player = await loginByMobile(on.app);
    await deposit(on.app, player, 100);
    const response = await playerCall(on.app, player, '/transaction/withdraw', {
      method: 'crypto',
      address: ADDRESS,
      amount: 40,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ transaction_status: 'PENDING', wallet_balance: 60 });
    const history = await playerCall(on.app, player, '/transaction/history', { filter: 'pending' });
    expect(history.json<{ data: Array<{ amount: number }> }>().data[0]).toMatchObject({ amount: 40 });
  });
});
