import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fortuneWheelSettingsFrom, type FortuneWheelSettings } from './fortune-wheel.config';
import { createFortuneWheelRepository } from './fortune-wheel.repository';
import { fortuneWheelRoutes } from './fortune-wheel.routes';
import { createFortuneWheelService, type FortuneWheelService } from './fortune-wheel.service';
import { fortuneWheelStaffRoutes } from './fortune-wheel-staff.routes';

// The Fortune Wheel promotion from app.ts in one call, after the ledger, bonus, staff and tables modules.

declare module 'fastify' {
  interface FastifyInstance {
    fortuneWheel: FortuneWheelService;
  }
}

export interface FortuneWheelOptions {
  db: Db;
  now: () => Date;
  settings?: FortuneWheelSettings;
}

export async function registerFortuneWheel(
  app: FastifyInstance,
  options: FortuneWheelOptions,
): Promise<void> {
  const service = createFortuneWheelService({
    repository: createFortuneWheelRepository(options.db),
    ledger: app.ledger,
    bonus: app.bonus,
    settings: options.settings ?? fortuneWheelSettingsFrom(process.env),
    now: options.now,
  });
  app.decorate('fortuneWheel', service);
  await app.register(fortuneWheelRoutes, { service });
  await app.register(fortuneWheelStaffRoutes, { service });
}
