import { randomBytes } from 'node:crypto';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { StaffRole } from '@khelo/contracts/staff';
import type { App } from '../../src/app';

// A logged-in staff member of the demo operator for tests of /staff routes: send
// `authorization: Bearer ${token}` (a session token, as after password + TOTP login). The session outlives
// any test clock (tests move time by days); staff-login.test.ts covers real sessions ending.

const TEST_SESSION_MS = 100 * 365 * 24 * 60 * 60_000;

export async function createStaff(
  app: App,
  role: StaffRole,
  operatorId: number = DEFAULT_OPERATOR_ID,
): Promise<{ token: string; id: string }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.test`;
  const { id } = await app.staff.createAccount({ operatorId, email, displayName: `Test ${role}`, role });
  return { id, token: await app.staff.openSession(id, TEST_SESSION_MS) };
}
