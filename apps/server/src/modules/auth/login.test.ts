import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTP_ALREADY_USED,
  OTP_EXPIRED,
  OTP_NOT_FOUND,
  OTP_REPLACED,
  OTP_TOO_MANY_ATTEMPTS,
  type LoginSuccess,
  type OtpSent,
} from '@khelo/contracts/auth';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import {
  latestOutbox,
  loginByMobile,
  manualClock,
  randomIp,
  randomMobile,
  requestMobileOtp,
} from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { otpChallenges, players } from '../../db/schema';

const OPERATOR = DEFAULT_OPERATOR_ID;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();
beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test.cleanup();
  await database.cleanup();
});

function post(url: string, payload: unknown, extra: { headers?: Record<string, string>; ip?: string } = {}) {
  return test.app.inject({
    method: 'POST',
    url,
    remoteAddress: extra.ip ?? randomIp(),
    ...(extra.headers ? { headers: extra.headers } : {}),
    payload: payload as Record<string, unknown>,
  });
}

function confirmMobile(mobile: string, objectId: string, otp: unknown) {
  return post('/login/mobile-confirm', { otp, _id: objectId, mobile_number: mobile, operator_id: OPERATOR });
}

/** A code that is not `code`. */
function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function sendMobile(mobile: string, extra: Record<string, unknown> = {}) {
  const response = await requestMobileOtp(test.app, mobile, extra);
  expect(response.statusCode).toBe(200);
  const { objectId } = response.json<OtpSent>();
  const { code } = await latestOutbox(test.app, mobile);
  return { objectId, code: code! };
}

describe('POST /login/mobile', () => {
  it('sends a 6-digit code to a new user and says so', async () => {
    const mobile = randomMobile();
    const response = await requestMobileOtp(test.app, mobile);
    expect(response.statusCode).toBe(200);
    const body = response.json<OtpSent>();
    expect(body).toEqual({
      status: 1,
      message: 'OTP SENT SUCCESSFULLY (New User)',
      objectId: expect.stringMatching(UUID) as string,
      operator_id: OPERATOR,
      mobile_number: mobile,
      resend_after: 30,
      expires_in: 300,
      requests_left: 4,
      requests_reset_after: 3600,
    });
    const message = await latestOutbox(test.app, mobile);
    expect(message).toMatchObject({
      to: mobile,
      channel: 'mobile',
      code: expect.stringMatching(/^\d{6}$/) as string,
    });
    expect(message.body).toBe(
      `Your Khelo code is ${message.code}. It expires in 5 minutes. Do not share it.`,
    );
    // Stored only as a keyed hash.
    const [row] = await database.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, body.objectId));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(message.code);
  });

  it('says Existing User once the player exists', async () => {
    const mobile = randomMobile();
    await loginByMobile(test.app, mobile);
    clock.advance(31_000);
    const response = await requestMobileOtp(test.app, mobile);
    expect(response.json()).toMatchObject({ status: 1, message: 'OTP SENT SUCCESSFULLY (Existing User)' });
  });

  it('answers 404 for an unknown operator', async () => {
    const response = await post(
      '/login/mobile',
      { mobile_number: randomMobile(), operator_id: 999 },
      { headers: { operator_id: '999' } },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Operator not found' });
  });

  it('refuses a header operator_id that differs from the body', async () => {
    const response = await post(
      '/login/mobile',
      { mobile_number: randomMobile(), operator_id: OPERATOR },
      { headers: { operator_id: '1' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'operator_id: the header and the body differ' });
  });

  it('names the problem with bad input', async () => {
    const cases: Array<[unknown, string]> = [
      [{ mobile_number: '987654321', operator_id: OPERATOR }, 'mobile_number: must be 10 digits'],
      [{ mobile_number: '9876543', operator_id: OPERATOR }, 'mobile_number: must be 10 digits'],
      [{ mobile_number: '98765abcde', operator_id: OPERATOR }, 'mobile_number: must be 10 digits'],
      [{ mobile_number: true, operator_id: OPERATOR }, 'mobile_number: must be 10 digits'],
      [{ operator_id: OPERATOR }, 'mobile_number: must be 10 digits'],
      [{ mobile_number: randomMobile() }, 'operator_id: is required'],
      [{ mobile_number: randomMobile(), operator_id: 'abc' }, 'operator_id: must be a number'],
      [
        { mobile_number: randomMobile(), operator_id: OPERATOR, country_code: '+1' },
        'country_code: must be +91',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/login/mobile', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ status: 0, message });
    }
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/login/mobile',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile_number": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 0, message: 'body: malformed JSON' });
  });

  it('accepts the number as a JSON number', async () => {
    const mobile = randomMobile();
    const response = await post('/login/mobile', { mobile_number: Number(mobile), operator_id: OPERATOR });
    expect(response.json()).toMatchObject({ status: 1, mobile_number: mobile });
  });

  it('allows a new code only 30 s after the last and voids the old one', async () => {
    const mobile = randomMobile();
    const first = await sendMobile(mobile);
    clock.advance(10_000);
    const early = await requestMobileOtp(test.app, mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      status: 0,
      message: 'Please wait 20 seconds before requesting a new OTP',
      retry_after: 20,
    });
    expect(early.headers['retry-after']).toBe('20');

    clock.advance(20_000);
    const second = await sendMobile(mobile);
    expect(second.objectId).not.toBe(first.objectId);
    const old = await confirmMobile(mobile, first.objectId, first.code);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ status: 0, message: OTP_REPLACED });
    const current = await confirmMobile(mobile, second.objectId, second.code);
    expect(current.statusCode).toBe(200);
  });

  it('sends at most 5 codes per number per hour, and says how many are left before the lock', async () => {
    const mobile = randomMobile();
    const left: Array<[number, number]> = [];
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await requestMobileOtp(test.app, mobile);
      expect(response.statusCode).toBe(200);
      const body = response.json<OtpSent>();
      left.push([body.requests_left, body.requests_reset_after]);
      clock.advance(31_000);
    }
    // The hour runs from the first code: 4 left after it, … 0 after the fifth, which is 124 s later.
    expect(left).toEqual([
      [4, 3600],
      [3, 3600 - 31],
      [2, 3600 - 62],
      [1, 3600 - 93],
      [0, 3600 - 124],
    ]);
    const refused = await requestMobileOtp(test.app, mobile);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ message: string; retry_after: number }>();
    // The oldest of the five was sent 5 × 31 s ago: it leaves the window in 3600 - 155 s.
    expect(body).toEqual({
      status: 0,
      message: 'Too many OTP requests for this mobile number, please try again in 58 minutes',
      retry_after: 3600 - 155,
    });
    clock.advance(body.retry_after * 1000);
    const again = await requestMobileOtp(test.app, mobile);
    expect(again.statusCode).toBe(200);
    // The first code left the hour; the other four are still in it.
    expect(again.json<OtpSent>().requests_left).toBe(0);
  });

  it('sends at most 20 codes per IP address per hour', async () => {
    const ip = randomIp();
    for (let sent = 0; sent < 20; sent += 1) {
      const response = await post(
        '/login/mobile',
        { mobile_number: randomMobile(), operator_id: OPERATOR },
        { ip },
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(
      '/login/mobile',
      { mobile_number: randomMobile(), operator_id: OPERATOR },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 0,
      message: 'Too many OTP requests from your network, please try again in 60 minutes',
      retry_after: 3600,
    });
    clock.advance(3_600_000);
  });

  it('follows OTP_PER_IP_PER_HOUR when the operator sets it', async () => {
    const strict = await createTestApp(database.database, { env: { OTP_PER_IP_PER_HOUR: '2' } });
    try {
      const ip = randomIp();
      const send = () =>
        strict.app.inject({
          method: 'POST',
          url: '/login/mobile',
          remoteAddress: ip,
          payload: { mobile_number: randomMobile(), operator_id: OPERATOR },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await strict.cleanup();
    }
  });
});

describe('POST /login/mobile-confirm', () => {
  it('logs a new player in and records the sign-up details', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile, {
      affiliate_id: 'aff-7',
      referral_code: 'REF1',
      promo_code: 'WELCOME',
      device_details: { device_id: 'device-42' },
    });
    const response = await confirmMobile(mobile, objectId, code);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginSuccess>();
    expect(body).toEqual({
      status: 1,
      message: 'Login successful',
      token: expect.stringMatching(/^v1\./) as string,
      authToken: expect.stringMatching(/^[\w-]{43}$/) as string,
      opr_code: 'KHELO',
      player_id: expect.stringMatching(UUID) as string,
      operator_id: OPERATOR,
      display_name: `Player ${mobile.slice(-4)}`,
      wallet_balance: 0,
      mobile_number: mobile,
      email: null,
      auth_token_expires_at: new Date(clock.now().getTime() + 180 * 86_400_000).toISOString(),
    });
    const [player] = await database.database.db.select().from(players).where(eq(players.id, body.player_id));
    expect(player).toMatchObject({
      operatorId: OPERATOR,
      mobileNumber: mobile,
      status: 'active',
      affiliateId: 'aff-7',
      referralCode: 'REF1',
      promoCode: 'WELCOME',
      deviceId: 'device-42',
    });
  });

  it('logs an existing player in as the same player', async () => {
    const mobile = randomMobile();
    const first = await loginByMobile(test.app, mobile);
    clock.advance(31_000);
    const second = await loginByMobile(test.app, mobile);
    expect(second.player_id).toBe(first.player_id);
    expect(second.authToken).not.toBe(first.authToken);
  });

  it('takes the code as a number', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    const response = await confirmMobile(mobile, objectId, Number(code));
    expect(response.statusCode).toBe(200);
  });

  it('answers Otp Mismatch for a wrong code', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    const response = await confirmMobile(mobile, objectId, wrong(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: 'Otp Mismatch' });
    expect((await confirmMobile(mobile, objectId, code)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong tries: the right code fails on the 6th', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await confirmMobile(mobile, objectId, wrong(code));
      expect(response.json()).toEqual({ status: 0, message: 'Otp Mismatch' });
    }
    const right = await confirmMobile(mobile, objectId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ status: 0, message: OTP_TOO_MANY_ATTEMPTS });
  });

  it('cannot be beaten by parallel guesses', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => confirmMobile(mobile, objectId, wrong(code))),
    );
    expect(
      guesses.filter((response) => response.json<{ message: string }>().message === 'Otp Mismatch'),
    ).toHaveLength(5);
    expect((await confirmMobile(mobile, objectId, code)).statusCode).toBe(400);
  });

  it('is single use', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    expect((await confirmMobile(mobile, objectId, code)).statusCode).toBe(200);
    const again = await confirmMobile(mobile, objectId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 0, message: OTP_ALREADY_USED });
  });

  it('expires after 5 minutes', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    clock.advance(300_000);
    const response = await confirmMobile(mobile, objectId, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: OTP_EXPIRED });
  });

  it('is bound to its objectId, number and operator', async () => {
    const mobile = randomMobile();
    const { objectId, code } = await sendMobile(mobile);
    for (const response of [
      await confirmMobile(mobile, '00000000-0000-4000-8000-000000000000', code),
      await confirmMobile(mobile, 'not-an-id', code),
      await confirmMobile(randomMobile(), objectId, code),
      await post('/login/email-confirm', {
        otp: code,
        _id: objectId,
        email: 'a@b.co',
        operator_id: OPERATOR,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: OTP_NOT_FOUND });
    }
    const operator = await post('/login/mobile-confirm', {
      otp: code,
      _id: objectId,
      mobile_number: mobile,
      operator_id: 5,
    });
    expect(operator.statusCode).toBe(404);
    expect(operator.json()).toEqual({ status: 0, message: 'Operator not found' });
    expect((await confirmMobile(mobile, objectId, code)).statusCode).toBe(200);
  });

  it('names the problem with bad input', async () => {
    const mobile = randomMobile();
    const id = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[unknown, string]> = [
      [{ otp: '12345', _id: id, mobile_number: mobile, operator_id: OPERATOR }, 'otp: must be 6 digits'],
      [{ otp: '1234567', _id: id, mobile_number: mobile, operator_id: OPERATOR }, 'otp: must be 6 digits'],
      [{ otp: null, _id: id, mobile_number: mobile, operator_id: OPERATOR }, 'otp: must be 6 digits'],
      [{ otp: '123456', mobile_number: mobile, operator_id: OPERATOR }, '_id: is required'],
      [{ otp: '123456', _id: '', mobile_number: mobile, operator_id: OPERATOR }, '_id: is required'],
      [
        { otp: '123456', _id: id, mobile_number: '98765', operator_id: OPERATOR },
        'mobile_number: must be 10 digits',
      ],
      [{ otp: '123456', _id: id, mobile_number: mobile }, 'operator_id: is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/login/mobile-confirm', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ status: 0, message });
    }
  });

  it.each(['suspended', 'terminated', 'closed'] as const)('refuses a %s account', async (status) => {
    const mobile = randomMobile();
    const login = await loginByMobile(test.app, mobile);
    await database.database.db.update(players).set({ status }).where(eq(players.id, login.player_id));
    clock.advance(31_000);
    const { objectId, code } = await sendMobile(mobile);
    const response = await confirmMobile(mobile, objectId, code);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 0,
      message: `Your account is ${status}, please contact support`,
    });
  });

  it('lets inactive and pending_validation accounts log in', async () => {
    for (const status of ['inactive', 'pending_validation'] as const) {
      const mobile = randomMobile();
      const login = await loginByMobile(test.app, mobile);
      await database.database.db.update(players).set({ status }).where(eq(players.id, login.player_id));
      clock.advance(31_000);
      await expect(loginByMobile(test.app, mobile)).resolves.toMatchObject({ player_id: login.player_id });
    }
  });
});

describe('login by e-mail', () => {
  async function sendEmail(email: string) {
    const response = await post('/login/email', {
      country_code: '+91',
      email,
      currency: 'INR',
      device_details: { device_id: 'browser' },
      operator_id: OPERATOR,
    });
    return response;
  }

  it('sends a code, logs in, and names the player after the address', async () => {
    const email = `Asha.Rao${Date.now()}@Example.com`;
    const sent = await sendEmail(email);
    expect(sent.statusCode).toBe(200);
    const body = sent.json<OtpSent>();
    const normalised = email.toLowerCase();
    expect(body).toMatchObject({
      status: 1,
      message: 'OTP SENT SUCCESSFULLY (New User)',
      email: normalised,
      requests_left: 4,
    });
    expect(body.mobile_number).toBeUndefined();
    const message = await latestOutbox(test.app, normalised);
    expect(message.channel).toBe('email');

    const wrongCode = await post('/login/email-confirm', {
      otp: wrong(message.code!),
      _id: body.objectId,
      email: normalised,
      operator_id: OPERATOR,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ status: 0, message: 'Invalid OTP' });

    const confirmed = await post('/login/email-confirm', {
      otp: message.code,
      _id: body.objectId,
      email,
      operator_id: OPERATOR,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 1,
      message: 'Login successful',
      email: normalised,
      mobile_number: null,
      display_name: normalised.split('@')[0]!.slice(0, 17),
    });
    clock.advance(31_000);
    expect((await sendEmail(email)).json()).toMatchObject({
      message: 'OTP SENT SUCCESSFULLY (Existing User)',
    });
  });

  it('names the problem with bad input', async () => {
    for (const [payload, message] of [
      [{ email: 'not-an-email', operator_id: OPERATOR }, 'email: must be an e-mail address'],
      [{ email: 42, operator_id: OPERATOR }, 'email: must be an e-mail address'],
      [{ email: 'a@b.co', operator_id: OPERATOR, currency: 'USD' }, 'currency: must be INR'],
    ] as const) {
      const response = await post('/login/email', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message });
    }
    const unknown = await post('/login/email', { email: 'a@b.co', operator_id: 77 });
    expect(unknown.statusCode).toBe(404);
  });
});
