import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createStaffCatalogRepository } from './staff-catalog.repository';
import { staffCatalogRoutes } from './staff-catalog.routes';
import { createStaffPlayersRepository } from './staff-players.repository';
import { staffPlayersRoutes } from './staff-players.routes';
import { createStaffPlayersService } from './staff-players.service';
import { createStaffReportsRepository } from './staff-reports.repository';
import { staffReportsRoutes } from './staff-reports.routes';

// The back office's own /staff routes (docs/backoffice.md), from app.ts after the lobby (app.catalog), the
// wallet (app.ledger) and payments. Cashier, KYC review, contact messages and the audit log are served by their own modules.

export async function registerBackoffice(
  app: FastifyInstance,
  options: { db: Db; now: () => Date },
): Promise<void> {
  await app.register(staffCatalogRoutes, { repository: createStaffCatalogRepository(options.db) });
  const players = createStaffPlayersService({
    repository: createStaffPlayersRepository(options.db),
    ledger: app.ledger,
    staff: app.staff,
    now: options.now,
  });
  await app.register(staffPlayersRoutes, { players });
  await app.register(staffReportsRoutes, { repository: createStaffReportsRepository(options.db) });
}
