import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { DEVICE_ID_KEY } from '@/features/auth/api/device-id';

/** The stored session of core-platform.md section 3: one localStorage key per value, JSON-encoded. */
export const SESSION_KEYS = [
  'playerId',
  'oprId',
  'authToken',
  'token',
  'nickName',
  'wallet_balance',
  'avatar',
  'operatorInfo',
  'amount',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * Kept when storage is cleared: the chosen language and this browser's device id are not session data
 * (the device id identifies the browser, not the player).
 */
export const KEPT_KEYS: readonly string[] = [LANGUAGE_STORAGE_KEY, DEVICE_ID_KEY];

/** Reads a stored value, accepting both JSON-encoded and plain strings. */
export function readStored(key: SessionKey): string | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string' || typeof parsed === 'number') return String(parsed);
    return null;
  } catch {
    return raw;
  }
}

export function writeStored(key: SessionKey, value: string | number): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable (private mode, quota): the session lives in memory until the page closes
  }
}

export function removeStored(key: SessionKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable
  }
}

/** Logout clears all local storage (spec), apart from KEPT_KEYS and whatever the caller names. */
export function clearStoredSession(keep: readonly string[] = []): void {
  try {
    const kept = [...KEPT_KEYS, ...keep].map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // storage unavailable
  }
}

/** Removes only the session's own keys (a visitor's leftovers), leaving other data of the site alone. */
export function clearSessionKeys(): void {
  try {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
  } catch {
    // storage unavailable
  }
}

/** The whole OTP-request answer is stored as operatorInfo (section 4). */
export function writeOperatorInfo(answer: OtpSent): void {
  try {
    localStorage.setItem('operatorInfo', JSON.stringify(answer));
  } catch {
    // storage unavailable
  }
}

export function readOperatorInfo(): OtpSent | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem('operatorInfo') ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as OtpSent).objectId === 'string') {
      return parsed as OtpSent;
    }
  } catch {
    // not JSON: treated as absent
  }
  return null;
}

/** What a successful verification stores (section 4): the tokens, player, operator, name and balance. */
export function writeLogin(answer: LoginSuccess): void {
  writeStored('token', answer.token);
  writeStored('authToken', answer.authToken);
  writeStored('playerId', answer.player_id);
  writeStored('oprId', answer.operator_id);
  writeStored('nickName', answer.display_name);
  writeStored('wallet_balance', answer.wallet_balance);
}

export interface StoredIdentity {
  playerId: string;
  oprId: string;
  authToken: string;
  token: string | null;
}

/** playerId, oprId and authToken when all three are stored (the session guard's condition). */
export function readStoredIdentity(): StoredIdentity | null {
  const playerId = readStored('playerId');
  const oprId = readStored('oprId');
  const authToken = readStored('authToken');
  if (!playerId || !oprId || !authToken) return null;
  return { playerId, oprId, authToken, token: readStored('token') };
}

/**
 * The last-refreshed record (section 3): when the session was last checked, per tab (session storage), so
 * that a reload within 10 seconds does not spend another refresh.
 */
export const LAST_REFRESHED_KEY = 'lastRefreshed';

export function readLastRefreshed(): number {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(LAST_REFRESHED_KEY) ?? 'null') as {
      timestamp?: unknown;
    } | null;
    return typeof parsed?.timestamp === 'number' ? parsed.timestamp : 0;
  } catch {
    return 0;
  }
}

export function writeLastRefreshed(timestamp: number | null): void {
  try {
    if (timestamp === null) sessionStorage.removeItem(LAST_REFRESHED_KEY);
    else sessionStorage.setItem(LAST_REFRESHED_KEY, JSON.stringify({ timestamp }));
  } catch {
    // storage unavailable: every visit checks
  }
}
