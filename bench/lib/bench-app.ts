import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { OtpSent } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import { buildApp, type App } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDatabase, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/db/seed';
import { NO_BONUSES } from '../../apps/server/src/modules/bonus/bonus.config';
import { makeCashReady } from '../cash-ready';

// The in-process app of the benchmarks that need its services (deposits, invariants): a fresh database
// (a scratch PostgreSQL database of its own, dropped afterwards, or a PGlite in a temporary folder), the
// migrations, the demo data, bonuses off (the players' balances are checked against their bets alone).

export type Engine = 'pglite' | 'postgres';

export const DEFAULT_POSTGRES = 'postgres://root@127.0.0.1:5432/postgres';

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server at DATABASE_URL (or the local one); drop() removes it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES;
  const name = `khelo_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // BENCH_KEEP_DB=1 keeps the scratch database for a look afterwards (its name is printed).
    drop: () =>
      process.env.BENCH_KEEP_DB
        ? Promise.resolve(console.error(`kept scratch database ${name}`))
        : admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface BenchApp {
  app: App;
  engine: Engine;
  databaseUrl: string | undefined;
  db: Database['db'];
  database: Database;
  /** Another app on the same database (e.g. with one service replaced); closed with the first. */
  another(overrides: Partial<Parameters<typeof buildApp>[0]>): Promise<App>;
  close(): Promise<void>;
}

export async function openBenchApp(
  engine: Engine,
  prefix: string,
  overrides: Partial<Parameters<typeof buildApp>[0]> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `khelo-bench-${prefix}-`));
  const scratch = engine === 'postgres' ? await scratchDatabase(prefix) : undefined;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    REDIS_URL: '',
  });
  const database = await createDatabase({ databaseUrl: scratch?.url, dataDir });
  await runMigrations(database);
  await seed(database.db);
  const others: App[] = [];
  const build = (extra: Partial<Parameters<typeof buildApp>[0]>) =>
    buildApp({ config, database, rateLimitMax: 100_000_000, bonusSettings: NO_BONUSES, ...extra });
  const app = await build(overrides);
  return {
    app,
    engine,
    databaseUrl: scratch?.url,
    db: database.db,
    database,
    async another(extra) {
      const other = await build(extra);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close().catch(() => undefined);
      await app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One OTP login through the sandbox outbox, from an address of its own (the OTP limit is per address). */
export async function login(
  app: App,
  mobile: string,
  remoteAddress: string,
): Promise<{ token: string; player_id: string }> {
  const sent = await app.inject({
    method: 'POST',
    url: '/login/mobile',
    remoteAddress,
    payload: { country_code: '+91', mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
  });
  const { objectId } = sent.json<OtpSent>();
  const [message] = (await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` })).json<
    OutboxMessage[]
  >();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/login/mobile-confirm',
    payload: { otp: message!.code, _id: objectId, mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
  });
  if (confirmed.statusCode !== 200) throw new Error(`login ${mobile}: ${confirmed.statusCode}`);
  return confirmed.json<{ token: string; player_id: string }>();
}

export interface CashPlayer {
  id: string;
  /** The game session token of the launch. */
  token: string;
}

/**
 * `count` players who logged in, filled in their profile, launched `gameCode` and got `deposit` paise,
 * set up 8 at a time. `digit` starts their mobile numbers so that two sets never share a number.
 */
export async function cashPlayers(
  app: App,
  count: number,
  gameCode: string,
  deposit: bigint,
  digit: string,
): Promise<CashPlayer[]> {
  const players = new Array<CashPlayer>(count);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < count) {
      const index = next++;
      const mobile = `${digit}${String(index).padStart(9, '0')}`;
      const session = await login(app, mobile, `10.${digit}.${(index >> 8) & 255}.${index & 255}`);
      await makeCashReady(app, session, mobile);
      const launched = await app.inject({
        method: 'POST',
        url: '/api/game-launch',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { game_code: gameCode },
      });
      if (launched.statusCode !== 200) throw new Error(`launch: ${launched.statusCode} ${launched.body}`);
      const deposited = await app.ledger.transfer({
        operatorId: DEFAULT_OPERATOR_ID,
        playerId: session.player_id,
        type: 'deposit',
        source: 'bench',
        externalRef: `bench-deposit-${digit}-${index}`,
        amount: deposit,
        direction: 'in',
        counterparty: 'gateway_clearing',
        remarks: 'Benchmark deposit',
      });
      if (!deposited.ok) throw new Error(`deposit failed: ${deposited.reason}`);
      players[index] = { id: session.player_id, token: launched.json<GameLaunch>().token };
    }
  }
  await Promise.all(Array.from({ length: 8 }, () => worker()));
  return players;
}

/** The ledger's invariants as one count of violations, plus the line that explains it. */
export async function ledgerViolations(app: App, extra: Record<string, number> = {}) {
  const invariants = await app.ledger.invariants();
  const parts: Record<string, number> = {
    'postings sum ≠ 0': invariants.postingsTotal === 0n ? 0 : 1,
    unbalanced: invariants.unbalancedTransactions,
    negative: invariants.negativeAccounts,
    drifted: invariants.driftedAccounts,
    'stored system balances': invariants.storedSystemBalances,
    'duplicate refs': invariants.duplicateReferences,
    ...extra,
  };
  const count = Object.values(parts).reduce((sum, value) => sum + value, 0);
  const line = Object.entries(parts)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return { count, line: `${line} → ${count} violations` };
}
