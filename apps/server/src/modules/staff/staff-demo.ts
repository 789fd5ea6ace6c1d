import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STAFF_ROLES, type SandboxStaff, type StaffRole } from '@khelo/contracts/staff';
import { STAFF_TOKEN_PREFIX, type StaffService } from './staff.service';

// Demo staff (sandbox only): one account per role for the demo operator. Their tokens are generated once
// into DATA_DIR/staff-tokens.json (like secrets.json) so that they survive restarts; /sandbox/staff lists
// them. A real deployment creates accounts with `npm run staff:create` instead.

const TOKENS_FILE = 'staff-tokens.json';

const DISPLAY_NAMES: Record<StaffRole, string> = {
  admin: 'Demo Admin',
  cashier: 'Demo Cashier',
  kyc_reviewer: 'Demo KYC Reviewer',
  support: 'Demo Support',
  auditor: 'Demo Auditor',
};

export function demoStaffEmail(role: StaffRole): string {
  return `${role.replace('_', '-')}@staff.khelo.test`;
}

function readTokens(file: string): Partial<Record<StaffRole, string>> {
  if (!existsSync(file)) return {};
  try {
    return z
      .partialRecord(z.enum(STAFF_ROLES), z.string().startsWith(STAFF_TOKEN_PREFIX))
      .parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // A damaged file is replaced: the tokens are demo credentials, new ones are as good.
    return {};
  }
}

/** Creates (or re-keys) the demo staff of `operatorId`; returns what /sandbox/staff shows. */
export async function seedDemoStaff(
  service: StaffService,
  dataDir: string,
  operatorId: number,
): Promise<SandboxStaff> {
  const file = path.join(dataDir, TOKENS_FILE);
  const stored = readTokens(file);
  const tokens = Object.fromEntries(
    STAFF_ROLES.map((role) => [
      role,
      stored[role] ?? `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`,
    ]),
  ) as Record<StaffRole, string>;
  if (STAFF_ROLES.some((role) => stored[role] !== tokens[role])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const listed: SandboxStaff = [];
  for (const role of STAFF_ROLES) {
    const email = demoStaffEmail(role);
    await service.ensureAccountWithToken(
      { operatorId, email, displayName: DISPLAY_NAMES[role], role },
      tokens[role],
    );
    listed.push({ email, role, display_name: DISPLAY_NAMES[role], token: tokens[role] });
  }
  return listed;
}
