import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fortuneWheelSettingsFrom, type FortuneWheelSettings } from './fortune-wheel.config';
import { createFortuneWheelRepository } from './fortune-wheel.repository';
import { fortuneWheelRoutes } from './fortune-wheel.routes';
import { createFortuneWheelRunner, type FortuneWheelRunner } from './fortune-wheel.runner';
import { createFortuneWheelService, type FortuneWheelService } from './fortune-wheel.service';
import { fortuneWheelStaffRoutes } from './fortune-wheel-staff.routes';

// The Fortune Wheel promotion from app.ts in one call, after the ledger, bonus, staff and tables modules.

declare module 'fastify' {
  interface FastifyInstance {
    fortuneWheel: FortuneWheelService;
    /** The shows' course (fortune-wheel.runner.ts); main.ts starts it, tests tick it by hand. */
    fortuneWheelRunner: FortuneWheelRunner;
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
  const repository = createFortuneWheelRepository(options.db);
  const service = createFortuneWheelService({
    repository,
    ledger: app.ledger,
    bonus: app.bonus,
    settings: options.settings ?? fortuneWheelSettingsFrom(process.env),
    now: options.now,
  });
  app.decorate('fortuneWheel', service);
  const runner = createFortuneWheelRunner(app, service, repository, options.now);
  app.decorate('fortuneWheelRunner', runner);
  app.addHook('preClose', async () => {
    runner.stop();
    await Promise.resolve();
  });
  await app.register(fortuneWheelRoutes, { service });
  await app.register(fortuneWheelStaffRoutes, { service });
}
