import { randomBytes } from 'node:crypto';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { StaffRole } from '@khelo/contracts/staff';
import type { App } from '../../src/app';

// A staff account of the demo operator for tests of /staff routes: send `authorization: Bearer ${token}`.

export async function createStaff(
  app: App,
  role: StaffRole,
  operatorId: number = DEFAULT_OPERATOR_ID,
): Promise<{ token: string; id: string }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.test`;
  return app.staff.createAccount({ operatorId, email, displayName: `Test ${role}`, role });
}
