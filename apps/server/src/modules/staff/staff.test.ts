import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_ROLE_FORBIDDEN,
  STAFF_ROLES,
  STAFF_TOKEN_REQUIRED,
  type AuditLogResponse,
  type SandboxStaff,
} from '@khelo/contracts/staff';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { totpCode, totpStep } from './totp';

// Staff sessions, roles, the audit log and the sandbox's demo staff (docs/staff.md). Login: staff-login.test.ts.

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

function auditLog(token: string | null, query = '') {
  return test.app.inject({
    method: 'GET',
    url: `/staff/audit-log${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('staff authentication', () => {
  it('refuses a missing, malformed or unknown token with 401', async () => {
    for (const token of [null, 'nonsense', 'kss_unknown-token', 'kst_an-old-api-token']) {
      const response = await auditLog(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 0, message: STAFF_TOKEN_REQUIRED });
    }
  });

  it('refuses a role the route does not allow with 403', async () => {
    const cashier = await createStaff(test.app, 'cashier');
    const response = await auditLog(cashier.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 0, message: STAFF_ROLE_FORBIDDEN });
  });

  it('refuses a second account with the same e-mail', async () => {
    const input = { operatorId: 230201, displayName: 'x', role: 'support' as const };
    await test.app.staff.createAccount({ ...input, email: 'Someone@Staff.test' });
    await expect(test.app.staff.createAccount({ ...input, email: 'someone@staff.test' })).rejects.toThrow(
      /already has a staff account/,
    );
  });
});

describe('audit log', () => {
  it('lists what staff did, with who and when, to admins and auditors', async () => {
    const cashier = await createStaff(test.app, 'cashier');
    const auditor = await createStaff(test.app, 'auditor');
    const staff = { id: cashier.id, operatorId: 230201, role: 'cashier' as const, email: 'c@staff.test' };
    await test.app.staff.audit({
      staff,
      action: 'deposit.approve',
      subjectType: 'deposit',
      subjectId: 'dep-1',
      reason: 'UTR seen on the statement',
      details: { amount: 100 },
    });
    // Inside a transaction that rolls back, the audit row disappears with it.
    await database.database.db
      .transaction(async (tx) => {
        await test.app.staff.audit(
          { staff, action: 'deposit.reject', subjectType: 'deposit', subjectId: 'dep-2' },
          tx,
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    const response = await auditLog(auditor.token, '?subject_type=deposit');
    expect(response.statusCode).toBe(200);
    const body = response.json<AuditLogResponse>();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      staff_id: cashier.id,
      staff_role: 'cashier',
      action: 'deposit.approve',
      subject_id: 'dep-1',
      reason: 'UTR seen on the statement',
      details: { amount: 100 },
    });
    expect(Date.parse(body.data[0]!.created_at)).not.toBeNaN();
  });

  it('names a bad query field', async () => {
    const admin = await createStaff(test.app, 'admin');
    const response = await auditLog(admin.token, '?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^page: /);
  });
});

describe('sandbox demo staff', () => {
  it('has one account per role whose credentials are kept in DATA_DIR and log in', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sandbox/staff' });
    expect(response.statusCode).toBe(200);
    const staff = response.json<SandboxStaff>();
    expect(staff.map((member) => member.role)).toEqual([...STAFF_ROLES]);
    const kept = JSON.parse(
      readFileSync(path.join(test.config.dataDir, 'staff-credentials.json'), 'utf8'),
    ) as Record<string, { password: string; totp_secret: string }>;
    expect(kept.admin).toEqual({ password: staff[0]!.password, totp_secret: staff[0]!.totp_secret });
    const login = await test.app.inject({
      method: 'POST',
      url: '/staff/auth/login',
      payload: {
        email: staff[0]!.email,
        password: staff[0]!.password,
        code: totpCode(staff[0]!.totp_secret, totpStep(new Date())),
      },
    });
    expect(login.statusCode).toBe(200);
    expect((await auditLog(login.json<{ token: string }>().token)).statusCode).toBe(200);
    const html = await test.app.inject({
      method: 'GET',
      url: '/sandbox/staff',
      headers: { accept: 'text/html' },
    });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain(staff[0]!.totp_secret);
  });

  it('is absent outside sandbox mode', async () => {
    const db = await createTestDatabase();
    const production = await createTestApp(db.database, { env: { SANDBOX: '0' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/sandbox/staff' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.cleanup();
      await db.cleanup();
    }
  });
});
