import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RedisClient } from '../../plugins/redis';
import type { WalletBalanceReader } from '../auth/wallet-balance';
import { createGameLaunchRepository } from '../game-launch/game-launch.repository';
import { gameLaunchRoutes } from '../game-launch/game-launch.routes';
import { createGameLaunchService, type GameLaunchService } from '../game-launch/game-launch.service';
import { sandboxProviderRoutes } from '../game-launch/sandbox-provider.routes';
import { createRedisInvalidation } from './catalog-invalidation';
import { createListAuthCache } from './list-auth-cache';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService, type CatalogService } from './catalog.service';

// The lobby in one call from app.ts: the catalog (lists, menu), game launch and, in sandbox mode, the demo
// provider page. `app.catalog` is where the back office and tests change the catalog; `app.gameLaunches`
// resolves launch tokens for the wallet API.

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    gameLaunches: GameLaunchService;
  }
}

export interface LobbyOptions {
  config: Config;
  db: Db;
  redis: RedisClient | null;
  now: () => Date;
  walletBalance: WalletBalanceReader;
}

export async function registerLobby(app: FastifyInstance, options: LobbyOptions): Promise<void> {
  const { config, db, redis, now } = options;
  const catalog = createCatalogService({ repository: createCatalogRepository(db), now });
  if (redis) {
    const invalidation = await createRedisInvalidation(
      redis,
      (operatorId) => catalog.dropLocal(operatorId),
      (error) => app.log.error({ err: error }, 'catalog invalidation subscriber error'),
    );
    catalog.useInvalidation(invalidation);
    app.addHook('onClose', async () => {
      await invalidation.close();
    });
  }
  const launches = createGameLaunchService({
    repository: createGameLaunchRepository(db),
    catalog,
    secret: config.sessionSecret,
    now,
    lobbyUrl: `${config.webOrigin}/`,
  });
  app.decorate('catalog', catalog);
  app.decorate('gameLaunches', launches);

  await app.register(catalogRoutes, {
    catalog,
    walletBalance: options.walletBalance,
    authenticate: createListAuthCache({
      authenticate: (token) => app.authenticateAccessToken(token),
      secret: config.sessionSecret,
      now,
    }),
  });
  await app.register(gameLaunchRoutes, { launches });
  if (config.sandbox) {
    await app.register(sandboxProviderRoutes, { launches, webOrigin: config.webOrigin });
  }
}
