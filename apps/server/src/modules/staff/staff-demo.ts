import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STAFF_ROLES, type SandboxStaff, type StaffRole } from '@khelo/contracts/staff';
import type { StaffService } from './staff.service';
import { newTotpSecret } from './totp';

// Demo staff (sandbox only): one account per role for the demo operator, with a password and a TOTP
// secret generated once into DATA_DIR/staff-credentials.json (mode 600, like secrets.json) so that they
// survive restarts (an authenticator app enrolled once keeps working). /sandbox/staff lists them and the
// start log prints them. A real deployment creates accounts with `npm run staff:create` instead.

const CREDENTIALS_FILE = 'staff-credentials.json';

const DISPLAY_NAMES: Record<StaffRole, string> = {
  admin: 'Demo Admin',
  cashier: 'Demo Cashier',
  kyc_reviewer: 'Demo KYC Reviewer',
  support: 'Demo Support',
  auditor: 'Demo Auditor',
};

const credentialSchema = z.object({
  password: z.string().min(12),
  totp_secret: z.string().regex(/^[A-Z2-7]{16,}$/),
});
type Credential = z.infer<typeof credentialSchema>;

export function demoStaffEmail(role: StaffRole): string {
  return `${role.replace('_', '-')}@staff.khelo.test`;
}

function readCredentials(file: string): Partial<Record<StaffRole, Credential>> {
  if (!existsSync(file)) return {};
  try {
    return z
      .partialRecord(z.enum(STAFF_ROLES), credentialSchema)
      .parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // A damaged file is replaced: these are demo credentials, new ones are as good.
    return {};
  }
}

/** Creates (or sets again) the demo staff of `operatorId`; returns what /sandbox/staff shows. */
export async function seedDemoStaff(
  service: StaffService,
  dataDir: string,
  operatorId: number,
): Promise<SandboxStaff> {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  const stored = readCredentials(file);
  const credentials = Object.fromEntries(
    STAFF_ROLES.map((role) => [
      role,
      stored[role] ?? {
        password: `demo-${randomBytes(9).toString('base64url')}`,
        totp_secret: newTotpSecret(),
      },
    ]),
  ) as Record<StaffRole, Credential>;
  const changed = STAFF_ROLES.some((role) => stored[role] !== credentials[role]);
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const listed: SandboxStaff = [];
  for (const role of STAFF_ROLES) {
    const email = demoStaffEmail(role);
    const { password, totp_secret } = credentials[role];
    // Setting the same credentials again would make an enrolled demo account show its QR once more.
    if (changed || !(await service.hasAccount(operatorId, email)))
      await service.ensureAccount(
        { operatorId, email, displayName: DISPLAY_NAMES[role], role, password },
        totp_secret,
      );
    listed.push({ email, role, display_name: DISPLAY_NAMES[role], password, totp_secret });
  }
  return listed;
}
