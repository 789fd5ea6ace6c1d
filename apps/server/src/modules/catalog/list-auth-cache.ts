import { verifyAccessToken } from '../auth/access-token';
import type { AuthenticatedPlayer } from '../auth/sessions.service';

// The lobby calls are the hottest authenticated reads (every visit, every background refresh, every tab),
// and the session look-up behind each access token is their whole cost. A token whose session was found
// live is trusted again for LIST_AUTH_CACHE_MS (never past its expiry) without another look-up. A logout
// or a revoked session therefore reaches these read-only calls at most that long later; every other call
// (launch, wallet, profile) checks the session each time.

export const LIST_AUTH_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export interface ListAuthCacheDeps {
  authenticate: (token: string | undefined) => Promise<AuthenticatedPlayer | null>;
  secret: string;
  now: () => Date;
  ttlMs?: number;
}

export function createListAuthCache(deps: ListAuthCacheDeps) {
  const ttl = deps.ttlMs ?? LIST_AUTH_CACHE_MS;
  const entries = new Map<string, { player: AuthenticatedPlayer; until: number }>();

  return async function authenticate(token: string | undefined): Promise<AuthenticatedPlayer | null> {
    if (!token) return null;
    const at = deps.now().getTime();
    // The exact token string was verified when it was cached; its expiry bounds the entry.
    const hit = entries.get(token);
    if (hit && hit.until > at) return hit.player;
    const check = verifyAccessToken(deps.secret, token, at);
    if (!check.ok) {
      entries.delete(token);
      return null;
    }
    const player = await deps.authenticate(token);
    if (!player) {
      entries.delete(token);
      return null;
    }
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(token, { player, until: Math.min(at + ttl, check.claims.exp * 1000) });
    return player;
  };
}
