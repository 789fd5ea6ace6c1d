import { useSyncExternalStore } from 'react';
import type { StaffProfile, StaffRole } from '@khelo/contracts/staff';

// The staff session of this tab (sessionStorage: it ends with the tab, and the server ends it after 15
// idle minutes or 8 hours anyway). Separate from the player's session: a browser may hold both.

export const STAFF_SESSION_KEY = 'khelo.staff';

export interface StaffSessionState {
  token: string;
  staff: StaffProfile;
  expiresAt: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StaffSessionState | null } = { raw: null, value: null };

function read(): StaffSessionState | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STAFF_SESSION_KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.value;
  let value: StaffSessionState | null;
  try {
    value = raw ? (JSON.parse(raw) as StaffSessionState) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function staffSession(): StaffSessionState | null {
  return read();
}

export function storeStaffSession(state: StaffSessionState): void {
  sessionStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(state));
  emit();
}

export function clearStaffSession(): void {
  try {
    sessionStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

export function useStaffSession(): StaffSessionState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}

export function hasRole(session: StaffSessionState | null, roles: readonly StaffRole[]): boolean {
  return !!session && roles.includes(session.staff.role);
}
