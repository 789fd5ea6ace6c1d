import type { FastifyInstance } from 'fastify';
import { houseRoom } from '@khelo/contracts/house-games';
import type { Database } from '../../db/client';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseGamesService } from './house-games.service';
import type { HouseLoop } from './house-scheduler';
import type { HouseWallet } from './house-wallet';
import { createMinesRepository } from './mines.repository';
import { createMinesService, type MinesService } from './mines.service';
import { wheelTimingsFrom, type WheelTimings } from './roulette.config';
import { createRouletteService, type RouletteService } from './roulette.service';
import { minesLoop, rouletteLoop, zooLoop } from './wheel.scheduler';
import { createZooRouletteService, type ZooRouletteService } from './zoo-roulette.service';
import { wheelRoutes } from './wheel.routes';

// European roulette, Zoo Roulette (issue 24) and Mines on the house provider (issue 11): their services, routes and the loops the
// house scheduler runs (register-house-games.ts passes them on). Tests reach the services through
// app.wheelGames to drive spins on a manual clock.

declare module 'fastify' {
  interface FastifyInstance {
    wheelGames: {
      roulette: RouletteService;
      zoo: ZooRouletteService;
      mines: MinesService;
      timings: WheelTimings;
    };
  }
}

export interface WheelGamesOptions {
  database: Database;
  now: () => Date;
  house: HouseGamesService;
  wallet: HouseWallet;
  timings?: WheelTimings;
}

export async function registerWheelGames(
  app: FastifyInstance,
  options: WheelGamesOptions,
): Promise<HouseLoop[]> {
  const timings = options.timings ?? wheelTimingsFrom(process.env);
  const repository = createHouseGamesRepository(options.database.db);
  const common = {
    repository,
    wallet: options.wallet,
    resolveLaunch: (token: string) => app.gameLaunches.resolve(token),
    now: options.now,
    log: app.log,
  };
  const roulette = createRouletteService({
    ...common,
    base: options.house,
    timings,
    emit: (event) => app.io.to(houseRoom(event.game_code)).emit('house_event', event),
  });
  const mines = createMinesService({
    ...common,
    mines: createMinesRepository(options.database.db),
    idleMs: timings.minesIdleMs,
  });
  const zoo = createZooRouletteService({ repository, base: options.house, timings });
  await app.register(wheelRoutes, { roulette, zoo, mines });
  app.decorate('wheelGames', { roulette, zoo, mines, timings });
  return [
    rouletteLoop(roulette, timings, options.now),
    zooLoop(zoo, timings, options.now),
    minesLoop(mines, timings),
  ];
}
