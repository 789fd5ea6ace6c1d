import {
  ACCESS_TOKEN_SECONDS,
  BLOCKED_ACCOUNT_STATES,
  REFRESH_GRACE_SECONDS,
  SESSION_DAYS,
} from '@khelo/contracts/auth';
import type { PlayerStatus } from '../../db/schema';
import { issueAccessToken, verifyAccessToken } from './access-token';
import type { RefreshRequest } from './refresh-request';
import { generateRefreshToken, keyedHash, successorRefreshToken } from './secrets';
import type { RefreshTokenState, SessionState, SessionsRepository } from './sessions.repository';

// Sessions are refresh-token families: `authToken` (opaque, 256 bits, stored as a keyed hash) is rotated
// on every refresh and the family ends 180 days after login; presenting a token that was already rotated
// revokes the family, except once within REFRESH_GRACE_SECONDS while its successor is unused, which
// answers that same successor (a reload or a lost answer during a refresh; ADR 019). `token` is the
// 15-minute signed access token carrying player, operator and session.

const DAY_MS = 86_400_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a valid access token speaks for: what requirePlayer attaches as request.player. */
export interface AuthenticatedPlayer {
  id: string;
  operatorId: number;
  sessionId: string;
}

export interface IssuedTokens {
  token: string;
  authToken: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

export type RefreshOutcome =
  | { ok: true; token: string; authToken: string }
  | { ok: false; reason: 'unknown' | 'mismatch' | 'revoked' | 'expired' | 'reused' | 'blocked' };

export interface SessionsServiceDeps {
  sessions: SessionsRepository;
  secret: string;
  now: () => Date;
}

export function playerMayPlay(status: PlayerStatus): boolean {
  return !(BLOCKED_ACCOUNT_STATES as readonly string[]).includes(status);
}

function sessionUsable(session: SessionState, at: Date): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt.getTime() > at.getTime() &&
    playerMayPlay(session.playerStatus)
  );
}

export function createSessionsService(deps: SessionsServiceDeps) {
  const { sessions, secret, now } = deps;
  const refreshHash = (token: string) => keyedHash(secret, 'refresh', token);

  function accessToken(playerId: string, operatorId: number, sessionId: string, at: Date): string {
    return issueAccessToken(
      secret,
      { sub: playerId, opr: operatorId, sid: sessionId },
      ACCESS_TOKEN_SECONDS,
      at.getTime(),
    ).token;
  }

  const access = (found: RefreshTokenState, at: Date) =>
    accessToken(found.playerId, found.operatorId, found.sessionId, at);

  /**
   * A token that was already rotated: within the grace, once, while its successor is unused, the same
   * successor again (the owner lost the answer); otherwise reuse, and the family is revoked.
   */
  async function reusedOrGrace(
    found: RefreshTokenState,
    presented: string,
    at: Date,
  ): Promise<RefreshOutcome> {
    const successor = successorRefreshToken(secret, presented);
    const graced =
      playerMayPlay(found.playerStatus) &&
      (await sessions.useGrace({
        tokenId: found.tokenId,
        sessionId: found.sessionId,
        successorHash: refreshHash(successor),
        usedSince: new Date(at.getTime() - REFRESH_GRACE_SECONDS * 1000),
        now: at,
      }));
    if (graced) return { ok: true, token: access(found, at), authToken: successor };
    await sessions.revoke(found.sessionId, 'refresh token reused', at);
    return { ok: false, reason: 'reused' };
  }

  return {
    async start(player: { id: string; operatorId: number }): Promise<IssuedTokens> {
      const at = now();
      const authToken = generateRefreshToken();
      const sessionExpiresAt = new Date(at.getTime() + SESSION_DAYS * DAY_MS);
      const sessionId = await sessions.create({
        playerId: player.id,
        operatorId: player.operatorId,
        createdAt: at,
        expiresAt: sessionExpiresAt,
        tokenHash: refreshHash(authToken),
      });
      return {
        token: accessToken(player.id, player.operatorId, sessionId, at),
        authToken,
        sessionId,
        sessionExpiresAt,
      };
    },

    async refresh(request: RefreshRequest): Promise<RefreshOutcome> {
      const at = now();
      const found = await sessions.findRefreshToken(refreshHash(request.currentAuthToken));
      if (!found) return { ok: false, reason: 'unknown' };
      // Someone else's token: refuse without touching the family (it may be the owner's live token).
      if (found.playerId !== request.playerId || found.operatorId !== request.operatorId)
        return { ok: false, reason: 'mismatch' };
      if (found.revokedAt) return { ok: false, reason: 'revoked' };
      if (found.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
      if (found.usedAt) return reusedOrGrace(found, request.currentAuthToken, at);
      if (!playerMayPlay(found.playerStatus)) return { ok: false, reason: 'blocked' };
      const authToken = successorRefreshToken(secret, request.currentAuthToken);
      const rotated = await sessions.rotate({
        tokenId: found.tokenId,
        sessionId: found.sessionId,
        nextHash: refreshHash(authToken),
        now: at,
      });
      if (!rotated) {
        // A concurrent refresh with the same token (two tabs, a retry) rotated it first.
        const now = await sessions.findRefreshToken(refreshHash(request.currentAuthToken));
        return reusedOrGrace(now ?? found, request.currentAuthToken, at);
      }
      return { ok: true, token: access(found, at), authToken };
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId, 'logout', now());
    },

    /** A valid access token whose session is live and whose player may play; null otherwise. */
    async authenticate(token: string | undefined): Promise<AuthenticatedPlayer | null> {
      if (!token) return null;
      const at = now();
      const check = verifyAccessToken(secret, token, at.getTime());
      if (!check.ok || !UUID_PATTERN.test(check.claims.sid)) return null;
      const session = await sessions.findSession(check.claims.sid);
      if (!session || !sessionUsable(session, at)) return null;
      if (session.playerId !== check.claims.sub || session.operatorId !== check.claims.opr) return null;
      return { id: session.playerId, operatorId: session.operatorId, sessionId: session.sessionId };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
