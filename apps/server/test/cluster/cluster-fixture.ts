import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePorts, startCluster, type Cluster } from '../../../../scripts/cluster-lib.mjs';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { WALLET_SECRET } from './cluster-clients';

// One cluster per test file (docs/deployment.md): 3 API processes started as `npm run cluster` starts them,
// behind the real HAProxy, on a fresh PostgreSQL database of the file and a Redis database of its own.
// Needs DATABASE_URL and REDIS_URL; without them the suites are skipped and say why.

export const CLUSTER_READY = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
export const SKIP_REASON = CLUSTER_READY ? '' : ' (skipped: set DATABASE_URL and REDIS_URL)';

/** Short house rounds and table timers, the rest as the product has them. */
const FAST = {
  HOUSE_CRASH_BETTING_MS: '1500',
  HOUSE_CRASH_PAUSE_MS: '500',
  HOUSE_CRASH_GROWTH: '1.5',
  HOUSE_COLOR_ORDER_MS: '3000',
  HOUSE_COLOR_WAIT_MS: '1000',
  HOUSE_ROULETTE_BETTING_MS: '2000',
  HOUSE_ROULETTE_SPIN_MS: '1000',
  HOUSE_ROULETTE_PAUSE_MS: '500',
  HOUSE_CARDS_BETTING_MS: '2000',
  HOUSE_CARDS_DEAL_MS: '500',
  HOUSE_CARDS_PAUSE_MS: '500',
  TABLES_TURN_MS: '20000',
  TABLES_MELD_MS: '20000',
  TABLES_NEXT_HAND_MS: '600000',
  TABLES_START_MS: '200',
  // No bots: the tests' two humans meet at one table.
  TABLES_BOT_FILL_MS: '600000',
  TABLES_SAME_NETWORK_RULE: 'off',
  SIGNUP_BONUS: '0',
  WELCOME_BONUS_PERCENT: '0',
  REFERRAL_BONUS: '0',
  OTP_PER_IP_PER_HOUR: '100000',
  SHUTDOWN_DRAIN_MS: '5000',
};

export interface ClusterFixture {
  readonly cluster: Cluster;
  readonly database: TestDatabase;
  /** The address of process `index` (0, 1, 2). */
  api(index: number): string;
  /** The balancer's address. */
  readonly lb: string;
}

/** Ports from `range` (inclusive): the balancer's and the 3 processes', whichever are free at the start. */
export function useCluster(
  range: [number, number],
  redisDb: number,
  extraEnv: Record<string, string> = {},
): ClusterFixture {
  let cluster: Cluster | undefined;
  let database: TestDatabase | undefined;
  let dataDir = '';
  beforeAll(async () => {
    if (!CLUSTER_READY) return;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-cluster-test-'));
    database = await createTestDatabase();
    const redis = new URL(process.env.REDIS_URL!);
    redis.pathname = `/${redisDb}`;
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.NODE_ENV;
    const [lb, ...api] = await freePorts(4, range[0], range[1]);
    cluster = await startCluster({
      env: {
        ...env,
        ...FAST,
        DATABASE_URL: database.databaseUrl,
        REDIS_URL: redis.toString(),
        DATA_DIR: dataDir,
        SANDBOX: '1',
        LOG_LEVEL: 'warn',
        WALLET_PROVIDER_SECRETS: `SPB=${WALLET_SECRET}`,
        ...extraEnv,
      },
      lbPort: lb!,
      apiPorts: api,
      portRange: range,
      output: 'pipe',
      log: () => undefined,
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
  return {
    get cluster() {
      return cluster!;
    },
    get database() {
      return database!;
    },
    api: (index) => cluster!.processes[index]!.url,
    get lb() {
      return cluster!.url;
    },
  };
}
