import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LOGIN_MESSAGES, STAFF_TOKEN_REQUIRED, type StaffLoginResponse } from '@khelo/contracts/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { STAFF_LOGIN_IP_LIMIT } from './staff-auth.routes';
import { totpCode, totpStep } from './totp';

// Staff login (docs/staff.md): password then TOTP, single-use codes, lock-out, idle and absolute session
// ends, logout. The app's clock is moved by hand.

let database: TestDatabase;
let test: TestApp;
let clock = new Date('2026-11-23T10:00:00.000Z');
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: () => clock });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function advance(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

let counter = 0;
async function newAccount(role: 'admin' | 'cashier' = 'cashier') {
  const email = `login-${++counter}@staff.test`;
  const { id, totpSecret } = await test.app.staff.createAccount({
    operatorId: 230201,
    email,
    displayName: `Login ${counter}`,
    role,
    password: PASSWORD,
  });
  return {
    id,
    email,
    secret: totpSecret,
    code: (offset = 0) => totpCode(totpSecret, totpStep(clock) + offset),
  };
}

function login(payload: Record<string, unknown>, ip = '10.0.0.1') {
  return test.app.inject({ method: 'POST', url: '/staff/auth/login', payload, remoteAddress: ip });
}

function me(token: string) {
  return test.app.inject({
    method: 'GET',
    url: '/staff/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function loggedIn(account: Awaited<ReturnType<typeof newAccount>>): Promise<string> {
  const response = await login({ email: account.email, password: PASSWORD, code: account.code() });
  expect(response.statusCode).toBe(200);
  const body = response.json<StaffLoginResponse>();
  if (body.step !== 'done') throw new Error('expected a session');
  return body.token;
}

describe('staff login', () => {
  it('asks for the code after the password, with the enrolment QR until the first full login', async () => {
    const account = await newAccount();
    const first = await login({ email: account.email.toUpperCase(), password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const step = first.json<StaffLoginResponse>();
    expect(step).toMatchObject({ step: 'code' });
    if (step.step !== 'code') throw new Error('expected the code step');
    expect(step.enrolment?.secret).toBe(account.secret);
    expect(step.enrolment?.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(step.enrolment?.qr_svg).toMatch(/^<svg/);

    const token = await loggedIn(account);
    expect((await me(token)).json()).toMatchObject({ staff: { email: account.email, role: 'cashier' } });

    advance(30_000);
    const again = (await login({ email: account.email, password: PASSWORD })).json<StaffLoginResponse>();
    expect(again).toMatchObject({ step: 'code', enrolment: null });
  });

  it('stores only an argon2id hash of the password', async () => {
    const account = await newAccount();
    const row = (await database.database.db.query.staffAccounts.findMany()).find(
      (candidate) => candidate.id === account.id,
    )!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  it('refuses a wrong password, an unknown e-mail, a wrong code and a replayed code', async () => {
    const account = await newAccount();
    const wrong = await login({ email: account.email, password: 'not the password', code: account.code() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 0, message: STAFF_LOGIN_MESSAGES.invalid });
    const unknown = await login({ email: 'nobody@staff.test', password: PASSWORD });
    expect(unknown.json()).toEqual({ status: 0, message: STAFF_LOGIN_MESSAGES.invalid });

    const badCode = String((Number(account.code()) + 1) % 1_000_000).padStart(6, '0');
    const bad = await login({ email: account.email, password: PASSWORD, code: badCode });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ status: 0, message: STAFF_LOGIN_MESSAGES.codeInvalid });

    const code = account.code();
    expect((await login({ email: account.email, password: PASSWORD, code })).statusCode).toBe(200);
    const replay = await login({ email: account.email, password: PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: 0, message: STAFF_LOGIN_MESSAGES.codeUsed });
    // The previous step's code is older than the one used: refused too.
    const older = await login({ email: account.email, password: PASSWORD, code: account.code(-1) });
    expect(older.statusCode).toBe(401);
  });

  it('names a malformed field with 400', async () => {
    const response = await login({ email: 'x@staff.test', password: PASSWORD, code: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^code: /);
  });

  it('locks the account after five failures in 15 minutes, even for the right password', async () => {
    const account = await newAccount();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login({ email: account.email, password: `wrong ${attempt}` })).statusCode).toBe(401);
    const locked = await login({ email: account.email, password: PASSWORD, code: account.code() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 0, message: STAFF_LOGIN_MESSAGES.locked });
    advance(16 * 60_000);
    expect((await login({ email: account.email, password: PASSWORD, code: account.code() })).statusCode).toBe(
      200,
    );
  });

  it('limits login attempts per address', async () => {
    const ip = '10.9.9.9';
    for (let attempt = 0; attempt < STAFF_LOGIN_IP_LIMIT; attempt++)
      await login({ email: `spray-${attempt}@staff.test`, password: 'guess' }, ip);
    expect((await login({ email: 'spray-x@staff.test', password: 'guess' }, ip)).statusCode).toBe(429);
    expect((await login({ email: 'spray-x@staff.test', password: 'guess' }, '10.9.9.8')).statusCode).toBe(
      401,
    );
  });
});

describe('staff sessions', () => {
  it('end after 15 idle minutes, after 8 hours in any case, and at logout', async () => {
    const account = await newAccount();
    const idle = await loggedIn(account);
    advance(10 * 60_000);
    expect((await me(idle)).statusCode).toBe(200);
    advance(14 * 60_000);
    expect((await me(idle)).statusCode).toBe(200);
    advance(16 * 60_000);
    expect((await me(idle)).json()).toEqual({ status: 0, message: STAFF_TOKEN_REQUIRED });

    advance(30_000);
    const busy = await loggedIn(account);
    for (let hour = 0; hour < 8 * 6; hour++) {
      advance(10 * 60_000);
      if (hour < 8 * 6 - 1) expect((await me(busy)).statusCode).toBe(200);
    }
    expect((await me(busy)).statusCode).toBe(401);

    advance(30_000);
    const session = await loggedIn(account);
    const logout = await test.app.inject({
      method: 'POST',
      url: '/staff/auth/logout',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
  });
});
