import type { FastifyInstance } from 'fastify';
import { CARD_GAME_CODES } from '@khelo/contracts/house-cards';
import { houseRoom } from '@khelo/contracts/house-games';
import type { Database } from '../../db/client';
import { cardSettingsFrom, type CardTableSettings } from './cards.config';
import { createCardsRepository } from './cards.repository';
import { cardsRoutes } from './cards.routes';
import { createCardTableLoop } from './cards.scheduler';
import { createCardsService } from './cards.service';
import { createHouseGamesRepository } from './house-games.repository';
import type { HouseGamesService } from './house-games.service';
import type { HouseWallet } from './house-wallet';

// Dragon Tiger and Baccarat on the house provider (issue 11): their service, routes and the table loops
// the house scheduler runs (register-house-games.ts passes them on).

export interface CardTablesOptions {
  database: Database;
  now: () => Date;
  house: HouseGamesService;
  wallet: HouseWallet;
  settings?: CardTableSettings;
}

export async function registerCardTables(app: FastifyInstance, options: CardTablesOptions) {
  const settings = options.settings ?? cardSettingsFrom(process.env);
  const service = createCardsService({
    house: options.house,
    repository: createHouseGamesRepository(options.database.db),
    cards: createCardsRepository(options.database.db),
    wallet: options.wallet,
    resolveLaunch: (token) => app.gameLaunches.resolve(token),
    now: options.now,
    settings,
    emit: (event) => app.io.to(houseRoom(event.game_code)).emit('house_event', event),
    log: app.log,
  });
  await app.register(cardsRoutes, { service });
  return CARD_GAME_CODES.map((code) => createCardTableLoop(service, code, settings));
}
