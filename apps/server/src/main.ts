import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seed } from './db/seed';
import { exitAtOnceOnSignals, exitOnSignals } from './lifecycle';

// The process: configuration → database → migrations → demo data → HTTP. A failed start is one line on
// stderr and exit code 1; SIGTERM/SIGINT drain and exit 0 (lifecycle.ts).

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.trim() || 'start failed';
}

async function start(): Promise<void> {
  exitAtOnceOnSignals();
  let database: Database | undefined;
  let app: App | undefined;
  let config: Config;
  try {
    config = loadConfig(process.env);
    database = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
    await runMigrations(database);
    await seed(database.db);
    app = await buildApp({
      config,
      database,
      prettyLogs: !config.isProduction && process.stdout.isTTY,
    });
    const listening = app.listen({ port: config.port, host: config.host });
    // /healthz can answer before `listen` resolves: from here a signal drains (once listening) and exits 0.
    exitOnSignals(
      app,
      database,
      { drainMs: config.shutdownDrainMs, delayMs: config.shutdownDelayMs },
      oneLine,
      listening,
    );
    await listening;
    // Shared rounds of the house games run in the process that holds their lock (docs/house-games.md).
    app.houseGames.start();
    // Table deadlines, bots and deals, in every process (docs/tables.md); tables resume from the database.
    app.tables.start();
    app.fortuneWheelRunner.start();
    // Inactivity, maintenance fees and closure, once across processes (docs/compliance.md).
    app.housekeeping.start();
    // After-commit money effects a crash left open (bonus releases, TDS reversals; docs/wallet.md).
    app.ledger.startEffectsWorker();
    app.log.info(
      { database: database.description, redis: config.redisUrl ? 'on' : 'off', sandbox: config.sandbox },
      `khelo: serving on http://${config.host}:${config.port}`,
    );
  } catch (error) {
    process.stderr.write(`khelo: ${error instanceof ConfigError ? error.message : oneLine(error)}\n`);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void start();
