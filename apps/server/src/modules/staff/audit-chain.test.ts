import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditChain } from '@khelo/contracts/staff';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// The audit log is append-only and hash-chained (docs/staff.md): the database refuses changes, and a row
// changed behind the trigger's back is reported by the verify call.

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

async function verify(token: string): Promise<AuditChain> {
  const response = await test.app.inject({
    method: 'GET',
    url: '/staff/audit-log/verify',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditChain>();
}

describe('audit hash chain', () => {
  it('links rows, refuses UPDATE and DELETE, and reports the first row changed behind its back', async () => {
    const admin = await createStaff(test.app, 'admin');
    const auditor = await createStaff(test.app, 'auditor');
    const staff = { id: admin.id, operatorId: 230201, role: 'admin' as const, email: 'a@staff.test' };
    const ids: string[] = [];
    for (const amount of [100, 200, 300]) {
      ids.push(
        await test.app.staff.audit({
          staff,
          action: 'deposit.approve',
          subjectType: 'deposit',
          subjectId: `dep-${amount}`,
          reason: 'seen on the statement',
          details: { amount },
        }),
      );
    }
    expect(await verify(auditor.token)).toMatchObject({ ok: true, checked: 3, first_broken_id: null });

    const db = database.database.db;
    await expect(
      db.execute(sql`UPDATE staff_audit_log SET reason = 'nothing to see' WHERE id = ${Number(ids[1])}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM staff_audit_log WHERE id = ${Number(ids[2])}`)).rejects.toThrow();
    expect((await verify(admin.token)).ok).toBe(true);

    // Someone with the power to disable the trigger changes the amount of the second row.
    await db.execute(sql`ALTER TABLE staff_audit_log DISABLE TRIGGER staff_audit_log_append_only`);
    await db.execute(
      sql`UPDATE staff_audit_log SET details = '{"amount": 20000}'::jsonb WHERE id = ${Number(ids[1])}`,
    );
    await db.execute(sql`ALTER TABLE staff_audit_log ENABLE TRIGGER staff_audit_log_append_only`);
    expect(await verify(auditor.token)).toMatchObject({ ok: false, first_broken_id: ids[1] });
  });

  it('is not readable by a cashier', async () => {
    const cashier = await createStaff(test.app, 'cashier');
    const response = await test.app.inject({
      method: 'GET',
      url: '/staff/audit-log/verify',
      headers: { authorization: `Bearer ${cashier.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
