import type { FastifyInstance } from 'fastify';
import { houseRoom } from '@khelo/contracts/house-games';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import type { Database } from '../../db/client';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseGamesService } from './house-games.service';
import type { HouseLoop } from './house-scheduler';
import { paiseToRupees } from '@khelo/contracts/money';
import type { HouseWallet } from './house-wallet';
import { tambolaSettingsFrom, type TambolaSettings } from './tambola.config';
import { createTambolaRepository } from './tambola.repository';
import { tambolaRoutes } from './tambola.routes';
import { createTambolaStaffService } from './tambola-staff.service';
import { tambolaStaffRoutes } from './tambola-staff.routes';
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
  options: {
    database: Database;
    now: () => Date;
    wallet: HouseWallet;
    house: HouseGamesService;
    settings?: TambolaSettings;
  },
): Promise<HouseLoop[]> {
  const tambola = createTambolaRepository(options.database.db);
  const repository = createHouseGamesRepository(options.database.db);
  const service = createTambolaService({
    repository,
    tambola,
    wallet: options.wallet,
    resolveLaunch: (token) => app.gameLaunches.resolve(token),
    now: options.now,
    settings: options.settings ?? tambolaSettingsFrom(process.env),
    emit: (event) => app.io.to(houseRoom(TAMBOLA_GAME_CODE)).emit('tambola_event', event),
    log: app.log,
  });
  // /game-history names the prizes a purchase won and its client seed.
  options.house.addHistoryDetail(TAMBOLA_GAME_CODE, async (bet) => ({
    tambola_client_seed: bet.clientSeed,
    tambola_prizes: (await tambola.wonBy(bet.id)).map((won) => ({
      prize: won.prize,
      ticket_index: won.ticketIndex,
      amount: paiseToRupees(BigInt(won.paise ?? 0)),
    })),
  }));
  // The verify endpoint of a finished game serves the seeds that drew its calls (ADR 036).
  options.house.addRoundDetail(TAMBOLA_GAME_CODE, async (round) => ({
    tambola_seeds: {
      combined_client_seed: (await tambola.game(round.id))?.combinedClientSeed ?? null,
      client_seeds: await tambola.clientSeeds(round.id),
    },
  }));
  await app.register(tambolaRoutes, { service });
  await app.register(tambolaStaffRoutes, { staff: createTambolaStaffService({ repository, tambola }) });
  app.decorate('tambola', service);
  return TAMBOLA_MODES.map((mode) => tambolaLoop(service, mode, options.now));
}
