import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { OTP_MISMATCH_MOBILE, OTP_NOT_FOUND, type OtpSent } from '@khelo/contracts/auth';
import {
  MOBILE_NOT_REGISTERED,
  MOBILE_VERIFIED,
  VERIFY_OTP_SENT,
  type VerifyMobileSent,
} from '@khelo/contracts/verify-mobile';
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

// verify/mobile and verify/mobile-confirm: the verification purpose of the OTP service. Its codes verify a
// registered number and never log in; login codes never verify.

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function sendCode(mobile: string, extra: Record<string, unknown> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/verify/mobile',
    remoteAddress: randomIp(),
    payload: { mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID, ...extra },
  });
}

function confirm(mobile: string, objectId: string, otp: string) {
  return test.app.inject({
    method: 'POST',
    url: '/verify/mobile-confirm',
    payload: { otp, _id: objectId, mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
  });
}

async function registered(): Promise<string> {
  const mobile = randomMobile();
  await loginByMobile(test.app, mobile);
  clock.advance(31_000);
  return mobile;
}

describe('verify/mobile', () => {
  it('sends a 6-digit code to a registered number and verifies it', async () => {
    const mobile = await registered();
    const sent = await sendCode(mobile);
    expect(sent.statusCode).toBe(200);
    const body = sent.json<VerifyMobileSent>();
    expect(body).toMatchObject({
      status: 1,
      message: VERIFY_OTP_SENT,
      mobile_number: mobile,
      resend_after: 30,
    });
    const { code } = await latestOutbox(test.app, mobile);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await confirm(mobile, body.objectId, code!);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: 1,
      message: MOBILE_VERIFIED,
      mobile_number: mobile,
      verified_at: clock.now().toISOString(),
    });
    // Nothing that logs in comes back.
    expect(verified.json()).not.toHaveProperty('token');
  });

  it('refuses a number without an account with 404 and sends nothing', async () => {
    const mobile = randomMobile();
    const sent = await sendCode(mobile);
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toEqual({ status: 0, message: MOBILE_NOT_REGISTERED });
    const outbox = await test.app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` });
    expect(outbox.json()).toEqual([]);
  });

  it('answers 400 naming the field for a bad number', async () => {
    const sent = await sendCode('12345');
    expect(sent.statusCode).toBe(400);
    expect(sent.json<{ message: string }>().message).toContain('mobile_number');
  });

  it('waits 30 seconds between codes (429 with retry_after)', async () => {
    const mobile = await registered();
    expect((await sendCode(mobile)).statusCode).toBe(200);
    const again = await sendCode(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ retry_after: number }>().retry_after).toBe(30);
    clock.advance(30_000);
    expect((await sendCode(mobile)).statusCode).toBe(200);
  });

  it('a wrong code is "Otp Mismatch"', async () => {
    const mobile = await registered();
    const { objectId } = (await sendCode(mobile)).json<VerifyMobileSent>();
    const { code } = await latestOutbox(test.app, mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const response = await confirm(mobile, objectId, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: OTP_MISMATCH_MOBILE });
  });

  it('keeps login and verification codes apart', async () => {
    const mobile = await registered();
    // A verification code cannot log in …
    const verification = (await sendCode(mobile)).json<VerifyMobileSent>();
    const verificationCode = (await latestOutbox(test.app, mobile)).code!;
    const login = await test.app.inject({
      method: 'POST',
      url: '/login/mobile-confirm',
      payload: {
        otp: verificationCode,
        _id: verification.objectId,
        mobile_number: mobile,
        operator_id: DEFAULT_OPERATOR_ID,
      },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ status: 0, message: OTP_NOT_FOUND });

    // … a login code requested meanwhile does not void it (separate series), and cannot verify.
    clock.advance(31_000);
    const loginSent = (await requestMobileOtp(test.app, mobile)).json<OtpSent>();
    const loginCode = (await latestOutbox(test.app, mobile)).code!;
    const crossed = await confirm(mobile, loginSent.objectId, loginCode);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ status: 0, message: OTP_NOT_FOUND });
    expect((await confirm(mobile, verification.objectId, verificationCode)).statusCode).toBe(200);
  });
});
