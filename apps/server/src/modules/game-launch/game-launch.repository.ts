import { eq } from 'drizzle-orm';
import type { LaunchMode } from '@khelo/contracts/practice';
import type { Db } from '../../db/client';
import { gameLaunches } from '../../db/schema';

export interface NewLaunch {
  tokenHash: string;
  playerId: string;
  operatorId: number;
  sessionId: string | null;
  gameCode: string;
  providerCode: string;
  /** Default real; practice launches bet free chips (modules/practice). */
  mode?: LaunchMode;
  createdAt: Date;
  expiresAt: Date;
}

export interface LaunchRow {
  id: string;
  playerId: string;
  operatorId: number;
  sessionId: string | null;
  gameCode: string;
  providerCode: string;
  mode: LaunchMode;
  createdAt: Date;
  expiresAt: Date;
}

export function createGameLaunchRepository(db: Db) {
  return {
    async insert(launch: NewLaunch): Promise<string> {
      const [row] = await db.insert(gameLaunches).values(launch).returning({ id: gameLaunches.id });
      return row!.id;
    },

    async findByTokenHash(tokenHash: string): Promise<LaunchRow | null> {
      const [row] = await db
        .select({
          id: gameLaunches.id,
          playerId: gameLaunches.playerId,
          operatorId: gameLaunches.operatorId,
          sessionId: gameLaunches.sessionId,
          gameCode: gameLaunches.gameCode,
          providerCode: gameLaunches.providerCode,
          mode: gameLaunches.mode,
          createdAt: gameLaunches.createdAt,
          expiresAt: gameLaunches.expiresAt,
        })
        .from(gameLaunches)
        .where(eq(gameLaunches.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
  };
}

export type GameLaunchRepository = ReturnType<typeof createGameLaunchRepository>;
