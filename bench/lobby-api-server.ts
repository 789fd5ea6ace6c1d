import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed';

// The servers of bench/lobby-api.ts, in their own process so that the load generator does not share their
// event loop: the real app (fresh database, demo catalog, one logged-in player) and a bare Fastify route
// that sends the same bytes. Prints one JSON line with the ports and the player's token, then waits.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-lobby-'));
// On PostgreSQL the bench gets a database of its own, dropped at the end.
const adminUrl = process.env.DATABASE_URL;
const benchDatabase = `khelo_bench_${process.pid}`;
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}
let databaseUrl: string | undefined;
if (adminUrl) {
  await admin(`CREATE DATABASE ${benchDatabase}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabase}`;
  databaseUrl = url.toString();
}
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
});
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir });
await runMigrations(database);
await seed(database.db);
const app = await buildApp({ config, database, rateLimitMax: 100_000_000 });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// The same app with the wallet balance left out (always 0): what the catalog and authentication cost alone.
const noBalance = await buildApp({
  config,
  database,
  rateLimitMax: 100_000_000,
  walletBalance: () => Promise.resolve(0),
});
const noBalanceAddress = await noBalance.listen({ host: '127.0.0.1', port: 0 });

const mobile = '9000000001';
const sent = await app.inject({
  method: 'POST',
  url: '/login/mobile',
  headers: { operator_id: String(DEFAULT_OPERATOR_ID) },
  payload: { country_code: '+91', mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
});
const { objectId } = sent.json<{ objectId: string }>();
const [message] = (await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` })).json<
  Array<{ code: string }>
>();
const login = (
  await app.inject({
    method: 'POST',
    url: '/login/mobile-confirm',
    payload: { otp: message!.code, _id: objectId, mobile_number: mobile, operator_id: DEFAULT_OPERATOR_ID },
  })
).json<{ token: string; player_id: string }>();

const sample = await app.inject({
  method: 'POST',
  url: '/api/game-lists',
  headers: { authorization: `Bearer ${login.token}` },
  payload: { integration_env: 'H5', operator_id: DEFAULT_OPERATOR_ID, player_id: login.player_id },
});

const bare = Fastify({ logger: false });
bare.post('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });

console.log(
  JSON.stringify({
    app: address,
    noBalance: noBalanceAddress,
    bare: bareAddress,
    token: login.token,
    playerId: login.player_id,
    bytes: sample.body.length,
    engine: config.databaseUrl ? 'postgresql' : 'pglite',
  }),
);

process.on('SIGTERM', () => {
  void (async () => {
    await bare.close();
    await noBalance.close();
    await app.close();
    await database.close();
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
