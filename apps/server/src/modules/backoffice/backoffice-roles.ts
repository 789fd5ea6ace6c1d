import type { StaffRole } from '@khelo/contracts/staff';

// Who may call each back-office route (docs/backoffice.md). The server checks these on every call; the
// web app's navigation only mirrors them. `admin` is listed where admins may act (it is not implied).

export const BACKOFFICE_ROLES = {
  catalogRead: ['admin', 'support', 'auditor'],
  catalogWrite: ['admin'],
  playersRead: ['admin', 'support', 'auditor'],
  playersAdjust: ['admin'],
  ledgerRead: ['admin', 'auditor'],
  reconciliation: ['admin', 'cashier', 'auditor'],
} as const satisfies Record<string, readonly StaffRole[]>;
