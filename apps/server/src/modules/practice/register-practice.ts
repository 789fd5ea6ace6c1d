import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createPracticeChipsRepository } from './practice-chips.repository';
import { practiceRoutes } from './practice.routes';
import { createPracticeService, DEFAULT_CHIPS_POLICY, type PracticeService } from './practice.service';

// Free practice play (docs/practice-and-responsible-gaming.md). After the lobby (launches, catalog), the
// compliance settings (money mode) and responsible gaming (self-exclusion). `app.practiceChips.route` is
// the house wallet's practice path (register-house-games.ts).

declare module 'fastify' {
  interface FastifyInstance {
    practiceChips: PracticeService;
  }
}

export interface RegisterPracticeOptions {
  db: Db;
  now: () => Date;
}

export async function registerPractice(app: FastifyInstance, options: RegisterPracticeOptions) {
  const practice = createPracticeService({
    repository: createPracticeChipsRepository(options.db, DEFAULT_CHIPS_POLICY),
    catalog: app.catalog,
    launches: app.gameLaunches,
    moneyMode: () => app.compliance.settings.moneyMode,
    selfExcluded: (playerId) => app.responsibleGaming.selfExcluded(playerId),
    now: options.now,
  });
  app.decorate('practiceChips', practice);
  await app.register(practiceRoutes, { practice });
}
