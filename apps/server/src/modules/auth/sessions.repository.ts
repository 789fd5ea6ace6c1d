import { and, eq, exists, gte, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { players, refreshTokens, sessions, type PlayerStatus } from '../../db/schema';

export interface SessionState {
  sessionId: string;
  playerId: string;
  operatorId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  playerStatus: PlayerStatus;
}

export interface RefreshTokenState extends SessionState {
  tokenId: string;
  usedAt: Date | null;
}

const successors = alias(refreshTokens, 'successor');

const sessionColumns = {
  sessionId: sessions.id,
  playerId: sessions.playerId,
  operatorId: sessions.operatorId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  playerStatus: players.status,
};

export function createSessionsRepository(db: Db) {
  return {
    /** A new refresh-token family with its first token. */
    async create(input: {
      playerId: string;
      operatorId: number;
      createdAt: Date;
      expiresAt: Date;
      tokenHash: string;
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({
            playerId: input.playerId,
            operatorId: input.operatorId,
            createdAt: input.createdAt,
            expiresAt: input.expiresAt,
          })
          .returning({ id: sessions.id });
        await tx
          .insert(refreshTokens)
          .values({ sessionId: session!.id, tokenHash: input.tokenHash, createdAt: input.createdAt });
        return session!.id;
      });
    },

    async findSession(sessionId: string): Promise<SessionState | null> {
      const [row] = await db
        .select(sessionColumns)
        .from(sessions)
        .innerJoin(players, eq(players.id, sessions.playerId))
        .where(eq(sessions.id, sessionId));
      return row ?? null;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenState | null> {
      const [row] = await db
        .select({ ...sessionColumns, tokenId: refreshTokens.id, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(players, eq(players.id, sessions.playerId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Marks the presented token used and stores its successor, atomically. False when the token was used
     * meanwhile (a concurrent refresh or a replay): the caller treats that as reuse.
     */
    async rotate(input: {
      tokenId: string;
      sessionId: string;
      nextHash: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(refreshTokens)
          .set({ usedAt: input.now })
          .where(and(eq(refreshTokens.id, input.tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (used.length === 0) return false;
        await tx
          .insert(refreshTokens)
          .values({ sessionId: input.sessionId, tokenHash: input.nextHash, createdAt: input.now });
        return true;
      });
    },

    /**
     * The grace of a rotated token (ADR 019), atomically: true when the token was used at or after
     * `usedSince`, its grace is unused, and its successor (`successorHash`, same session) is still unused;
     * the grace is then spent.
     */
    async useGrace(input: {
      tokenId: string;
      sessionId: string;
      successorHash: string;
      usedSince: Date;
      now: Date;
    }): Promise<boolean> {
      const spent = await db
        .update(refreshTokens)
        .set({ graceUsedAt: input.now })
        .where(
          and(
            eq(refreshTokens.id, input.tokenId),
            isNull(refreshTokens.graceUsedAt),
            gte(refreshTokens.usedAt, input.usedSince),
            exists(
              db
                .select({ id: successors.id })
                .from(successors)
                .where(
                  and(
                    eq(successors.tokenHash, input.successorHash),
                    eq(successors.sessionId, input.sessionId),
                    isNull(successors.usedAt),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: refreshTokens.id });
      return spent.length > 0;
    },

    async revoke(sessionId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
