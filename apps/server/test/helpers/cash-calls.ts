import { expect } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { TERMS_BLOCKED_STATES } from '@khelo/contracts/constants';
import type { ComplianceSettings } from '../../src/modules/compliance/compliance.config';
import { loginByMobile } from './auth';
import { fundPlayer, setPersonalDetails, verifiedKyc } from './compliance';
import type { TestApp } from './test-app';
import type { TestDatabase } from './test-database';

// The cash calls of the compliance tests (docs/compliance.md): deposits, launches, withdrawals and the
// eligibility call as a player makes them, and the shape of a refusal.

export const AVIATOR = 'SPB02001';

export const settingsFor = (moneyMode: ComplianceSettings['moneyMode']): ComplianceSettings => ({
  moneyMode,
  blockedStates: [...TERMS_BLOCKED_STATES],
  minimumAge: 18,
  cryptoWithdrawals: false,
});

export function post(test: TestApp, player: LoginSuccess, url: string, body: Record<string, unknown> = {}) {
  return test.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${player.token}` },
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

let utr = 400_000_000_000;
export const deposit = (test: TestApp, player: LoginSuccess, amount = 100) =>
  post(test, player, '/transaction/deposit', {
    device_id: 'dev-1',
    deposit_method: 'upi-QR',
    transaction_id: String((utr += 1)),
    amount,
    payment_gateway: 'upi',
  });
export const gatewayDeposit = (test: TestApp, player: LoginSuccess) =>
  post(test, player, '/pg/kvmpay-deposit', {
    device_id: 'dev-1',
    deposit_method: 'UPI',
    amount: 100,
    mobileNo: '9876543210',
    email: 'asha@example.com',
  });
export const launch = (test: TestApp, player: LoginSuccess) =>
  test.app.inject({
    method: 'POST',
    url: '/api/game-launch',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { game_code: AVIATOR },
  });
export const bankWithdrawal = (test: TestApp, player: LoginSuccess, holder: string, amount = 100) =>
  post(test, player, '/transaction/withdraw', {
    method: 'bank',
    amount,
    account_holder: holder,
    account_number: '123456789012',
    ifsc: 'SBIN0001234',
  });
export const eligibility = (test: TestApp, player: LoginSuccess) =>
  post(test, player, '/api/cash-eligibility');

export const fund = (test: TestApp, player: LoginSuccess, paise: bigint) =>
  fundPlayer(test.app, player, paise);

/** A logged-in player who meets every rule of cash play (KYC optional). */
export async function eligiblePlayer(test: TestApp, database: TestDatabase, kycName?: string) {
  const player = await loginByMobile(test.app);
  await setPersonalDetails(test.app, player);
  if (kycName) await verifiedKyc(database.database, player, kycName);
  return player;
}

export function expectRefusal(
  response: { statusCode: number; json: <T>() => T },
  reason: string,
  text?: RegExp,
) {
  expect(response.statusCode).toBe(403);
  const body = response.json<{ status: number; reason: string; message: string }>();
  expect(body).toMatchObject({ status: 0, reason });
  if (text) expect(body.message).toMatch(text);
}
