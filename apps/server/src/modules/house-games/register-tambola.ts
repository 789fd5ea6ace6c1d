import type { FastifyInstance } from 'fastify';
import { houseRoom } from '@khelo/contracts/house-games';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import type { Database } from '../../db/client';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseLoop } from './house-scheduler';
import type { HouseWallet } from './house-wallet';
import { tambolaSettingsFrom, type TambolaSettings } from './tambola.config';
import { createTambolaRepository } from './tambola.repository';
import { tambolaRoutes } from './tambola.routes';
import { tambolaLoop } from './tambola.scheduler';
import { createTambolaService, TAMBOLA_MODES, type TambolaService } from './tambola.service';

// Tambola on the house provider (issue 23): its service, routes and the loops the house scheduler runs (one
// per mode). Tests reach the service through app.tambola to drive games on a manual clock.

declare module 'fastify' {
  interface FastifyInstance {
    tambola: TambolaService;
  }
}

export async function registerTambola(
  app: FastifyInstance,
  options: { database: Database; now: () => Date; wallet: HouseWallet; settings?: TambolaSettings },
): Promise<HouseLoop[]> {
  const service = createTambolaService({
    repository: createHouseGamesRepository(options.database.db),
    tambola: createTambolaRepository(options.database.db),
    wallet: options.wallet,
    resolveLaunch: (token) => app.gameLaunches.resolve(token),
    now: options.now,
    settings: options.settings ?? tambolaSettingsFrom(process.env),
    emit: (event) => app.io.to(houseRoom(TAMBOLA_GAME_CODE)).emit('tambola_event', event),
    log: app.log,
  });
  await app.register(tambolaRoutes, { service });
  app.decorate('tambola', service);
  return TAMBOLA_MODES.map((mode) => tambolaLoop(service, mode, options.now));
}
