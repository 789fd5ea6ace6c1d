// The wallet API authenticates the player of a call by the launch token the lobby gave the provider
// (modules/game-launch). This is the one port it needs; app.ts wires it to app.gameLaunches.resolve.

export interface LaunchClaims {
  playerId: string;
  operatorId: number;
  gameCode: string;
  providerCode: string;
  /** Expired launches still identify the player: credits and rollbacks may arrive after the session. */
  expiresAt: Date;
  /** For history remarks; null when the game left the catalog. */
  gameName: string | null;
}

/** The launch a token stands for (expired or not), or null for a token that was never issued. */
export type LaunchTokenVerifier = (token: string) => Promise<LaunchClaims | null>;

interface ResolvedLaunchLike {
  playerId: string;
  operatorId: number;
  gameCode: string;
  providerCode: string;
  expiresAt: Date;
  game: { game_name: string } | null;
  /** practice launches bet free chips (modules/practice), never cash. */
  mode?: string;
}

const CACHE_LIMIT = 10_000;
const CACHE_MS = 60_000;

/**
 * Adapts the game-launch resolver and remembers answers for a minute: a launch never changes once issued
 * (expiry is judged on every call from expiresAt), so a round's bet and win need not each query it.
 */
export function cachedLaunchVerifier(
  resolve: (token: string) => Promise<ResolvedLaunchLike | null>,
  now: () => number = Date.now,
): LaunchTokenVerifier {
  const cache = new Map<string, { claims: LaunchClaims; until: number }>();
  return async (token) => {
    const hit = cache.get(token);
    if (hit && hit.until > now()) return hit.claims;
    const launch = await resolve(token);
    // A practice token is no cash token: the wallet-api answers INVALID_TOKEN and moves nothing.
    if (!launch || launch.mode === 'practice') return null;
    const claims: LaunchClaims = {
      playerId: launch.playerId,
      operatorId: launch.operatorId,
      gameCode: launch.gameCode,
      providerCode: launch.providerCode,
      expiresAt: new Date(launch.expiresAt),
      gameName: launch.game?.game_name ?? null,
    };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(token, { claims, until: now() + CACHE_MS });
    return claims;
  };
}
