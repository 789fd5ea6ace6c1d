import { STAFF_TABLE_ROLES } from '@khelo/contracts/backoffice-tables';
import { STAFF_TAMBOLA_ROLES } from '@khelo/contracts/backoffice-tambola';
import type { StaffRole } from '@khelo/contracts/staff';

// The back office's screens and who sees them. The server checks every call's role; this only keeps
// staff from being shown screens whose calls would be refused.

export interface BackofficeScreen {
  path: string;
  labelKey: string;
  roles: readonly StaffRole[];
}

export const BACKOFFICE_SCREENS: readonly BackofficeScreen[] = [
  { path: 'cashier', labelKey: 'nav.cashier', roles: ['admin', 'cashier'] },
  { path: 'kyc', labelKey: 'nav.kyc', roles: ['admin', 'kyc_reviewer'] },
  { path: 'players', labelKey: 'nav.players', roles: ['admin', 'support', 'auditor'] },
  { path: 'tables', labelKey: 'nav.tables', roles: STAFF_TABLE_ROLES.read },
  { path: 'tambola', labelKey: 'nav.tambola', roles: STAFF_TAMBOLA_ROLES.read },
  { path: 'catalog', labelKey: 'nav.catalog', roles: ['admin', 'support', 'auditor'] },
  { path: 'fortune-wheel', labelKey: 'nav.fortuneWheel', roles: ['admin', 'support', 'auditor'] },
  { path: 'contact', labelKey: 'nav.contact', roles: ['admin', 'support'] },
  { path: 'ledger', labelKey: 'nav.ledger', roles: ['admin', 'auditor'] },
  { path: 'reports', labelKey: 'nav.reports', roles: ['admin', 'auditor'] },
  { path: 'audit', labelKey: 'nav.audit', roles: ['admin', 'auditor'] },
];

export function screensFor(role: StaffRole): BackofficeScreen[] {
  return BACKOFFICE_SCREENS.filter((screen) => screen.roles.includes(role));
}
