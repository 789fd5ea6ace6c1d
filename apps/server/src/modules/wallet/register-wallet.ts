import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { paiseToRupees } from '@khelo/contracts/money';
import type { RedisClient } from '../../plugins/redis';
import { createRedisBroadcast, localBroadcast } from '../../plugins/redis-broadcast';
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
import { createBalanceCache } from './balance-cache';
import { createHistoryRepository } from './history.repository';
import { historyRoutes } from './history.routes';
import { createHistoryService } from './history.service';
import { createLedgerEffects, type LedgerEffectsOptions } from './ledger-effects';
import { createLedgerEffectsRepository } from './ledger-effects.repository';
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

export const BALANCE_CHANNEL = 'khelo:wallet:balance-changed';
/** How long a displayed balance may be reused when no posting says otherwise (docs/wallet.md). */
export const DISPLAY_BALANCE_TTL_MS = 30_000;

export interface Ledger {
  ledger: LedgerService;
  /** The cash balance for the login answer and game lists, in rupees (cached; see balance-cache.ts). */
  displayBalance: (playerId: string) => Promise<number>;
}

/**
 * The ledger; every posted transaction is pushed to the player's sockets and drops the player's displayed
 * balance here and, with REDIS_URL, in every other process.
 */
export async function createLedger(
  app: FastifyInstance,
  database: Database,
  redis: RedisClient | null,
  effectsOptions: LedgerEffectsOptions = {},
): Promise<Ledger> {
  const cache = createBalanceCache({ ttlMs: DISPLAY_BALANCE_TTL_MS, maxEntries: 100_000 });
  const onError = (error: Error) => app.log.error({ err: error }, 'balance broadcast failed');
  const broadcast = redis
    ? await createRedisBroadcast(redis, BALANCE_CHANNEL, (playerId) => cache.drop(playerId), onError)
    : localBroadcast;
  app.addHook('onClose', () => broadcast.close());

  const repository = createLedgerRepository(database);
  const post: typeof repository.post = async (entry) => {
    const outcome = await repository.post(entry);
    if (outcome.kind === 'posted' && entry.playerId) {
      cache.drop(entry.playerId);
      broadcast.publish(entry.playerId).catch(onError);
    }
    return outcome;
  };
  const settle: typeof repository.settle = async (entry) => {
    const outcome = await repository.settle(entry);
    // Only a settlement that moves the player's cash (a credit, a refund) changes the shown balance.
    if (outcome.kind === 'settled' && entry.postings.some((posting) => posting.tracked)) {
      const settled = await repository.findById(entry.transactionId);
      if (settled?.playerId) {
        cache.drop(settled.playerId);
        broadcast.publish(settled.playerId).catch(onError);
      }
    }
    return outcome;
  };
  const effects = createLedgerEffects({
    repository: createLedgerEffectsRepository(database.db),
    findById: (id) => repository.findById(id),
    settings: effectsOptions,
    // A failed effect stays in the outbox and is tried again; the movement itself stands.
    onError: (error, context) => app.log.error({ err: error, ...context }, 'ledger effect failed'),
  });
  const ledger = createLedgerService({
    repository: { ...repository, post, settle },
    notify: (playerId, event, payload) => emitToPlayer(app.io, playerId, event, payload),
    onNotifyError: (error) => app.log.error({ err: error }, 'wallet notification failed'),
    effects,
  });
  app.decorate('ledger', ledger);
  app.addHook('onClose', () => ledger.stopEffectsWorker());
  const displayBalance = async (playerId: string) =>
    paiseToRupees(await cache.read(playerId, () => ledger.cashBalance(playerId)));
  return { ledger, displayBalance };
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
    service: createWalletApiService({
      ledger,
      verifyLaunch: options.verifyLaunch,
      now: options.now,
      checkBet: (playerId, amount) =>
        app.compliance.check({ playerId, action: 'cash_game', amountPaise: amount }),
      checkBets: (bets) =>
        app.compliance.checkMany(
          bets.map(({ playerId, amount }) => ({ playerId, action: 'cash_game', amountPaise: amount })),
        ),
    }),
    secrets,
  });
  if (config.sandbox) await app.register(walletSandboxRoutes, { secrets });
}
