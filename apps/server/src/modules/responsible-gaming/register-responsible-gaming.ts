import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createResponsibleGamingRepository } from './responsible-gaming.repository';
import { responsibleGamingRoutes } from './responsible-gaming.routes';
import { createResponsibleGamingService, type ResponsibleGamingService } from './responsible-gaming.service';

// Responsible gaming (docs/practice-and-responsible-gaming.md). After app.compliance: its rule refuses
// deposits over a limit and deposits and cash games during a break, wherever the cash modules ask.

declare module 'fastify' {
  interface FastifyInstance {
    responsibleGaming: ResponsibleGamingService;
  }
}

export interface RegisterResponsibleGamingOptions {
  db: Db;
  now: () => Date;
}

export async function registerResponsibleGaming(
  app: FastifyInstance,
  options: RegisterResponsibleGamingOptions,
): Promise<void> {
  const service = createResponsibleGamingService({
    repository: createResponsibleGamingRepository(options.db),
    now: options.now,
  });
  app.decorate('responsibleGaming', service);
  app.compliance.addRule(
    (check) => service.rule(check),
    (checks) => service.ruleMany(checks),
  );
  await app.register(responsibleGamingRoutes, { service });
}
