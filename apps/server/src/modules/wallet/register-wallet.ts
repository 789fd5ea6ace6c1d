import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { emitToPlayer } from '../../plugins/socket';
import type { LaunchTokenVerifier } from '../wallet-api/launch-token';
import { createProviderSecretsRepository } from '../wallet-api/provider-secrets.repository';
import {
  createProviderSecretsService,
  type ProviderSecretsService,
} from '../wallet-api/provider-secrets.service';
import { walletApiRoutes } from '../wallet-api/wallet-api.routes';
import { createWalletApiService } from '../wallet-api/wallet-api.service';
import { walletSandboxRoutes } from '../wallet-api/wallet-sandbox.routes';
import { createHistoryRepository } from './history.repository';
import { historyRoutes } from './history.routes';
import { createHistoryService } from './history.service';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService, type LedgerService } from './ledger.service';

// The wallet from app.ts in two calls: createLedger (before the routes that show a balance) and
// registerWallet (transaction/history, wallet-api and, in sandbox mode, the provider secrets page).
// `app.ledger` is how other modules move money (deposits, withdrawals, house games); `app.walletProviders`
// gives a provider's wallet-api secret (house games sign their calls with it).

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService;
    walletProviders: ProviderSecretsService;
  }
}

/** The ledger; every posted transaction is pushed to the player's sockets. */
export function createLedger(app: FastifyInstance, database: Database): LedgerService {
  const ledger = createLedgerService({
    repository: createLedgerRepository(database),
    notify: (playerId, event, payload) => emitToPlayer(app.io, playerId, event, payload),
    onNotifyError: (error) => app.log.error({ err: error }, 'wallet notification failed'),
  });
  app.decorate('ledger', ledger);
  return ledger;
}

export interface WalletOptions {
  config: Config;
  db: Db;
  ledger: LedgerService;
  verifyLaunch: LaunchTokenVerifier;
  now: () => Date;
}

export async function registerWallet(app: FastifyInstance, options: WalletOptions): Promise<void> {
  const { config, db, ledger } = options;
  const secrets = createProviderSecretsService({
    repository: createProviderSecretsRepository(db),
    configured: config.walletProviderSecrets,
    dataKey: config.dataKey,
    developmentKey: config.isProduction ? null : config.sessionSecret,
  });
  app.decorate('walletProviders', secrets);

  await app.register(historyRoutes, { history: createHistoryService(createHistoryRepository(db)) });
  await app.register(walletApiRoutes, {
    service: createWalletApiService({ ledger, verifyLaunch: options.verifyLaunch, now: options.now }),
    secrets,
  });
  if (config.sandbox) await app.register(walletSandboxRoutes, { secrets });
}
