import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashEligibilityResponse, ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import {
  AVIATOR,
  bankWithdrawal,
  deposit,
  eligibility,
  eligiblePlayer,
  expectRefusal,
  fund,
  gatewayDeposit,
  launch,
  post,
  settingsFor,
} from '../../../test/helpers/cash-calls';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { signBody } from '../wallet-api/signature';

// Withdrawals (KYC, the payout instrument), a suspension mid-game and the money modes, through the HTTP
// API (docs/compliance.md).

let database: TestDatabase;
let real: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  real = await createTestApp(database.database, {
    cashEligibility: true,
    complianceSettings: settingsFor('real'),
  });
});
afterAll(async () => {
  await real?.cleanup();
  await database?.cleanup();
});

describe('withdrawals: KYC and the payout instrument', () => {
  it('refused without verified KYC; the balance stays', async () => {
    const player = await eligiblePlayer(real, database);
    await fund(real, player, 50_000n);
    expectRefusal(await bankWithdrawal(real, player, 'Asha Rao'), 'kyc_unverified', /\/kyc/);
    expect(await real.app.ledger.cashBalance(player.player_id)).toBe(50_000n);
  });

  it("refused to someone else's account; accepted to the player's own, written loosely", async () => {
    const player = await eligiblePlayer(real, database, 'Anil Kumar Sharma');
    await fund(real, player, 50_000n);
    expectRefusal(
      await bankWithdrawal(real, player, 'Ravi Verma'),
      'instrument_name_mismatch',
      /does not match the name on your KYC/,
    );
    const upiWithoutName = await post(real, player, '/transaction/withdraw', {
      method: 'upi',
      amount: 100,
      upi_id: 'anil@okicici',
    });
    expectRefusal(upiWithoutName, 'instrument_name_required');
    expect(await real.app.ledger.cashBalance(player.player_id)).toBe(50_000n);

    expect((await bankWithdrawal(real, player, 'MR. A.K. SHARMA')).statusCode).toBe(200);
    const upi = await post(real, player, '/transaction/withdraw', {
      method: 'upi',
      amount: 100,
      upi_id: 'anil@okicici',
      account_holder: 'Sharma Anil',
    });
    expect(upi.statusCode).toBe(200);
  });
});

describe('account status', () => {
  async function walletCall(test: TestApp, path: string, body: Record<string, unknown>) {
    const secret = await test.app.walletProviders.secretFor('SPB');
    const payload = JSON.stringify(body);
    return test.app.inject({
      method: 'POST',
      url: `/wallet-api/${path}`,
      headers: {
        'content-type': 'application/json',
        'x-provider-code': 'SPB',
        'x-signature': signBody(secret!.secret, payload),
      },
      payload,
    });
  }
  const bet = (token: string, amount: number) => ({
    request_id: randomUUID(),
    token,
    game_code: AVIATOR,
    transaction_id: randomUUID(),
    round_id: randomUUID(),
    amount,
    currency: 'INR',
  });

  it('a player suspended mid-game cannot bet: the wallet API refuses the next debit', async () => {
    const player = await eligiblePlayer(real, database);
    await fund(real, player, 50_000n);
    const launched = await launch(real, player);
    const { token } = launched.json<{ token: string }>();
    const first = bet(token, 10);
    expect((await walletCall(real, 'debit', first)).statusCode).toBe(200);

    const support = await createStaff(real.app, 'support');
    const suspended = await real.app.inject({
      method: 'POST',
      url: `/staff/players/${player.player_id}/status`,
      headers: { authorization: `Bearer ${support.token}` },
      payload: { status: 'suspended', reason: 'chargeback under review' },
    });
    expect(suspended.statusCode).toBe(200);

    const refused = await walletCall(real, 'debit', bet(token, 10));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAYER_NOT_ALLOWED', message: /suspended/ });
    expect(await real.app.ledger.cashBalance(player.player_id)).toBe(49_000n);
    // A replay of the bet taken before the suspension still answers its first result, moving nothing.
    const replayed = await walletCall(real, 'debit', { ...first, request_id: randomUUID() });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({ replayed: true });
    expect(await real.app.ledger.cashBalance(player.player_id)).toBe(49_000n);
    // The session ends too: suspended players are logged out (docs/compliance.md).
    expect((await eligibility(real, player)).statusCode).toBe(401);
  });
});

describe('money modes', () => {
  let practice: TestApp;
  let windDown: TestApp;
  beforeAll(async () => {
    practice = await createTestApp(database.database, {
      cashEligibility: true,
      complianceSettings: settingsFor('practice'),
    });
    windDown = await createTestApp(database.database, {
      cashEligibility: true,
      complianceSettings: settingsFor('wind-down'),
    });
  });
  afterAll(async () => {
    await practice?.cleanup();
    await windDown?.cleanup();
  });

  it('practice: no deposits, no withdrawals, no cash games — even for an eligible player', async () => {
    const player = await eligiblePlayer(practice, database, 'Asha Rao');
    await fund(practice, player, 50_000n);
    expectRefusal(await deposit(practice, player), 'money_mode_practice', /practice/);
    expectRefusal(await gatewayDeposit(practice, player), 'money_mode_practice');
    expectRefusal(await bankWithdrawal(practice, player, 'Asha Rao'), 'money_mode_practice');
    expectRefusal(await launch(practice, player), 'money_mode_practice');
    const settingsAnswer = await practice.app.inject({ method: 'GET', url: '/api/compliance' });
    expect(settingsAnswer.json<ComplianceSettingsResponse>().money_mode).toBe('practice');
  });

  it('wind-down: deposits and launches refused, a withdrawal goes through', async () => {
    const player = await eligiblePlayer(windDown, database, 'Asha Rao');
    await fund(windDown, player, 50_000n);
    expectRefusal(await deposit(windDown, player), 'money_mode_wind_down', /withdraw your balance/);
    expectRefusal(await launch(windDown, player), 'money_mode_wind_down');
    const withdrawal = await bankWithdrawal(windDown, player, 'Asha Rao');
    expect(withdrawal.statusCode).toBe(200);
    const verdicts = (await eligibility(windDown, player)).json<CashEligibilityResponse>();
    expect(verdicts).toMatchObject({
      money_mode: 'wind-down',
      deposit: { allowed: false, reason: 'money_mode_wind_down' },
      cash_game: { allowed: false, reason: 'money_mode_wind_down' },
    });
    expect(verdicts.withdrawal.reason).not.toBe('money_mode_wind_down');
  });
});
