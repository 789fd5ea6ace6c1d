import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { loadPaymentSettings } from '../payments/payment-settings';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createHouseGamesRepository } from '../house-games/house-games.repository';
import { presentHistoryRow } from '../house-games/house-games.presenter';
import { createStaffCatalogRepository } from './staff-catalog.repository';
import { staffCatalogRoutes } from './staff-catalog.routes';
import { staffProvidersRoutes } from './staff-providers.routes';
import { createStaffPlayersRepository } from './staff-players.repository';
import { staffPlayersRoutes } from './staff-players.routes';
import { createStaffPlayersService } from './staff-players.service';
import { createStaffReportsRepository } from './staff-reports.repository';
import { staffReportsRoutes } from './staff-reports.routes';

// The back office's own /staff routes (docs/backoffice.md), from app.ts after the lobby (app.catalog), the
// wallet (app.ledger) and payments. Cashier, KYC review, contact messages and the audit log are served by their own modules.

const PLAYER_FILE_ROUNDS = 20;

export async function registerBackoffice(
  app: FastifyInstance,
  options: { db: Db; now: () => Date },
): Promise<void> {
  const houseGames = createHouseGamesRepository(options.db);
  const catalog = createStaffCatalogRepository(options.db);
  const payments = createPaymentsRepository(options.db);
  await app.register(staffCatalogRoutes, { repository: catalog });
  await app.register(staffProvidersRoutes, { repository: catalog, now: options.now });
  const players = createStaffPlayersService({
    repository: createStaffPlayersRepository(options.db),
    ledger: app.ledger,
    staff: app.staff,
    responsibleGaming: app.responsibleGaming,
    rounds: async (playerId) => {
      const rows = await houseGames.historyPage(playerId, 0, PLAYER_FILE_ROUNDS);
      return rows.map(({ bet, round }) => presentHistoryRow(bet, round));
    },
    maxAdjustment: async (operatorId) => (await loadPaymentSettings(payments, operatorId)).maxAdjustment,
    now: options.now,
  });
  await app.register(staffPlayersRoutes, { players });
  await app.register(staffReportsRoutes, { repository: createStaffReportsRepository(options.db) });
}
