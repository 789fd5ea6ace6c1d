import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import type { CashEligibilityResponse, ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import { TERMS_BLOCKED_STATES } from '@khelo/contracts/constants';
import { latestOutbox, loginByMobile, randomIp, randomMobile } from '../../../test/helpers/auth';
import {
  deposit,
  eligibility,
  eligiblePlayer,
  expectRefusal,
  gatewayDeposit,
  launch,
  post,
  settingsFor,
} from '../../../test/helpers/cash-calls';
import { forceProfile, setPersonalDetails, verifiedKyc } from '../../../test/helpers/compliance';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// The cash-play rules through the HTTP API (docs/compliance.md): each refusal answers 403 with the rule's
// `reason` and an English message, and changes nothing.

const OPERATOR = 230201;

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

describe('GET api/compliance', () => {
  it('answers the money mode, the blocked states, the minimum age and the crypto switch without login', async () => {
    const response = await real.app.inject({ method: 'GET', url: '/api/compliance' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ComplianceSettingsResponse>()).toEqual({
      status: 1,
      message: 'compliance settings',
      money_mode: 'real',
      blocked_states: [...TERMS_BLOCKED_STATES],
      minimum_age: 18,
      crypto_withdrawals: false,
    });
  });
});

describe('POST api/cash-eligibility', () => {
  it('401 without a token, 403 for another player, 400 naming a bad field', async () => {
    const player = await loginByMobile(real.app);
    const anonymous = await real.app.inject({
      method: 'POST',
      url: '/api/cash-eligibility',
      payload: { operator_id: OPERATOR, player_id: player.player_id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(real, player, '/api/cash-eligibility', { player_id: randomUUID() })).statusCode).toBe(
      403,
    );
    const bad = await post(real, player, '/api/cash-eligibility', { operator_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/operator_id/);
  });

  it('a new player is asked for the birthday; once complete, all is allowed but withdrawals need KYC', async () => {
    const player = await loginByMobile(real.app);
    const before = (await eligibility(real, player)).json<CashEligibilityResponse>();
    expect(before.deposit).toMatchObject({ allowed: false, reason: 'birthday_missing' });
    expect(before.deposit.message).toMatch(/birthday.*\/info/);
    expect(before.cash_game.reason).toBe('birthday_missing');

    await setPersonalDetails(real.app, player);
    const after = (await eligibility(real, player)).json<CashEligibilityResponse>();
    expect(after).toMatchObject({
      status: 1,
      money_mode: 'real',
      deposit: { allowed: true, reason: null, message: null },
      cash_game: { allowed: true },
      withdrawal: { allowed: false, reason: 'kyc_unverified' },
    });
    await verifiedKyc(database.database, player, 'Asha Rao');
    // Other modules' rules may still speak (bonus money before play, PAN for winnings); KYC no longer does.
    const verdict = (await eligibility(real, player)).json<CashEligibilityResponse>().withdrawal;
    expect(verdict.reason).not.toBe('kyc_unverified');
  });
});

describe('age, state and mobile', () => {
  it('under 18: deposits, gateway payments and cash launches are refused, nothing is created', async () => {
    const player = await eligiblePlayer(real, database);
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    await forceProfile(database.database, player.player_id, {
      birthday: seventeen.toISOString().slice(0, 10),
    });
    expectRefusal(await deposit(real, player), 'underage', /18 or over/);
    expectRefusal(await gatewayDeposit(real, player), 'underage');
    expectRefusal(await launch(real, player), 'underage');
    const history = await post(real, player, '/transaction/history');
    expect(history.json<{ data?: unknown[] }>().data ?? []).toHaveLength(0);
  });

  it('no state on the profile: asked to add it on /info', async () => {
    const player = await eligiblePlayer(real, database);
    await forceProfile(database.database, player.player_id, { state: null });
    expectRefusal(await deposit(real, player), 'state_missing', /state.*\/info/);
  });

  it.each(TERMS_BLOCKED_STATES)('a resident of %s may not deposit or launch a cash game', async (state) => {
    const player = await eligiblePlayer(real, database);
    await setPersonalDetails(real.app, player, { state });
    const refused = await deposit(real, player);
    expectRefusal(refused, 'blocked_state', new RegExp(`residents of ${state}`));
    expect(refused.json()).toMatchObject({ details: { state } });
    expectRefusal(await launch(real, player), 'blocked_state');
  });

  it('an eligible player deposits and launches', async () => {
    const player = await eligiblePlayer(real, database);
    expect((await deposit(real, player)).statusCode).toBe(200);
    expect((await launch(real, player)).statusCode).toBe(200);
  });

  it('an e-mail player must verify a mobile first; /verify/mobile with the token adds the number', async () => {
    const email = `gates-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await real.app.inject({
      method: 'POST',
      url: '/login/email',
      remoteAddress: randomIp(),
      headers: { operator_id: String(OPERATOR) },
      payload: { country_code: '+91', email, currency: 'INR', operator_id: OPERATOR },
    });
    const { code } = await latestOutbox(real.app, email);
    const confirmed = await real.app.inject({
      method: 'POST',
      url: '/login/email-confirm',
      payload: { otp: code, _id: sent.json<OtpSent>().objectId, email, operator_id: OPERATOR },
    });
    const player = confirmed.json<LoginSuccess>();
    await setPersonalDetails(real.app, player);
    expectRefusal(await deposit(real, player), 'mobile_unverified', /\/verify-mobile/);

    const mobile = randomMobile();
    const verify = (url: string, body: Record<string, unknown>) =>
      real.app.inject({
        method: 'POST',
        url,
        remoteAddress: randomIp(),
        headers: { authorization: `Bearer ${player.token}` },
        payload: { country_code: '+91', mobile_number: mobile, operator_id: OPERATOR, ...body },
      });
    const request = await verify('/verify/mobile', {});
    expect(request.statusCode).toBe(200);
    const message = await latestOutbox(real.app, mobile);
    const done = await verify('/verify/mobile-confirm', {
      otp: message.code,
      _id: request.json<{ objectId: string }>().objectId,
    });
    expect(done.statusCode).toBe(200);
    expect((await deposit(real, player)).statusCode).toBe(200);

    // A number of another account is refused; so is a second number for this one.
    const other = await loginByMobile(real.app);
    const taken = await real.app.inject({
      method: 'POST',
      url: '/verify/mobile',
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${player.token}` },
      payload: { country_code: '+91', mobile_number: other.mobile_number, operator_id: OPERATOR },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 0, message: 'This mobile number belongs to another account' });

    // Without a token the page still only verifies numbers that belong to an account.
    const stranger = await real.app.inject({
      method: 'POST',
      url: '/verify/mobile',
      remoteAddress: randomIp(),
      payload: { country_code: '+91', mobile_number: randomMobile(), operator_id: OPERATOR },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
