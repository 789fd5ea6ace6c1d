import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { paiseToRupees } from '@khelo/contracts/money';
import type { OtpSent } from '@khelo/contracts/auth';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import { signBody } from '../apps/server/src/modules/wallet-api/signature';
import { makeCashReady } from './cash-ready';

// The wallet benchmark of issue 5 (docs/wallet.md). Against the PostgreSQL at DATABASE_URL, in a database
// of its own that is dropped afterwards:
//   1. 1,000 players log in (OTP through the sandbox outbox), launch Aviator and get a deposit;
//   2. 64 clients (a worker thread) send debit+credit pairs through wallet-api over loopback HTTP, every
//      pair a bet and a win against the one house account of the operator (the hot account);
//   3. the ledger invariants are checked and every player's balance is compared with the clients' tally;
//   4. pgbench -b tpcb-like with 64 clients runs on the same server, and the ratio is printed.
// Targets: ratio (our transfers/s ÷ pgbench TPS) >= 0.5, p99 <= 50 ms, zero violations.
// Usage: DATABASE_URL=postgres://… npm run bench:wallet   (BENCH_SECONDS=20, BENCH_CLIENTS=64,
// BENCH_PLAYERS=1000, PGBENCH_SCALE=1 change the defaults)

interface ClientJob {
  url: string;
  secret: string;
  provider: string;
  gameCode: string;
  tokens: string[];
  clients: number;
  seconds: number;
  warmupSeconds: number;
}

interface ClientReport {
  pairs: number;
  errors: number;
  firstError: string | null;
  /** ms of every debit and credit call in the measured window. */
  calls: number[];
  /** ms of every debit+credit pair in the measured window. */
  pairTimes: number[];
  elapsedSeconds: number;
  /** Paise each player won minus what they bet, over every call that succeeded (warm-up included). */
  net: Record<number, string>;
}

// ---------------------------------------------------------------------------------------------------
// The clients (worker thread): plain http with keep-alive, one HMAC per call, as a provider would send.

async function runClients(job: ClientJob): Promise<ClientReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const target = new URL(job.url);
  const net = new Map<number, bigint>();
  const calls: number[] = [];
  const pairTimes: number[] = [];
  let pairs = 0;
  let errors = 0;
  let firstError: string | null = null;
  let sequence = 0;

  function post(pathname: string, body: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: pathname,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-provider-code': job.provider,
            'x-signature': signBody(job.secret, body),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const started = performance.now();
  const measureFrom = started + job.warmupSeconds * 1000;
  const stopAt = measureFrom + job.seconds * 1000;

  async function call(pathname: string, body: object): Promise<boolean> {
    const begin = performance.now();
    const answer = await post(pathname, JSON.stringify(body)).catch((error: unknown) => ({
      status: 0,
      text: String(error),
    }));
    if (begin >= measureFrom) calls.push(performance.now() - begin);
    if (answer.status === 200) return true;
    errors += 1;
    firstError ??= `${pathname}: ${answer.status} ${answer.text}`;
    return false;
  }

  async function client(): Promise<void> {
    while (performance.now() < stopAt) {
      const player = randomInt(job.tokens.length);
      const token = job.tokens[player]!;
      const round = `r${process.pid}-${(sequence += 1)}`;
      const bet = BigInt(randomInt(100, 10_001)); // ₹1.00 – ₹100.00
      const win = randomInt(3) === 0 ? BigInt(randomInt(0, 20_001)) : 0n; // a third of the rounds win
      const begin = performance.now();
      const base = { token, game_code: job.gameCode, round_id: round, currency: 'INR' };
      const debited = await call('/wallet-api/debit', {
        ...base,
        request_id: `${round}-d`,
        transaction_id: `${round}-bet`,
        amount: paiseToRupees(bet),
      });
      if (debited) net.set(player, (net.get(player) ?? 0n) - bet);
      const credited = await call('/wallet-api/credit', {
        ...base,
        request_id: `${round}-c`,
        transaction_id: `${round}-win`,
        amount: paiseToRupees(win),
      });
      if (credited) net.set(player, (net.get(player) ?? 0n) + win);
      if (begin >= measureFrom && performance.now() <= stopAt) {
        pairs += 1;
        pairTimes.push(performance.now() - begin);
      }
    }
  }

  await Promise.all(Array.from({ length: job.clients }, () => client()));
  agent.destroy();
  return {
    pairs,
    errors,
    firstError,
    calls,
    pairTimes,
    elapsedSeconds: job.seconds,
    net: Object.fromEntries([...net].map(([player, paise]) => [player, paise.toString()])),
  };
}

if (!isMainThread) {
  const report = await runClients(workerData as ClientJob);
  parentPort!.postMessage(report);
}

// ---------------------------------------------------------------------------------------------------
// The main thread: database, server, set-up, pgbench, report.

function percentile(values: number[], p: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function findPgbench(): string {
  const onPath = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) return 'pgbench';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin/pgbench');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('pgbench not found (install postgresql-client or put it on PATH)');
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('DATABASE_URL must point at a PostgreSQL server (the bench makes its own database)');
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const clients = Number(process.env.BENCH_CLIENTS ?? 64);
  const playerCount = Number(process.env.BENCH_PLAYERS ?? 1000);
  const scale = Number(process.env.PGBENCH_SCALE ?? 1);
  const pgbench = findPgbench();

  const name = `khelo_bench_wallet_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-wallet-'));

  // Imported here so that the worker thread does not load the server.
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { createDatabase } = await import('../apps/server/src/db/client');
  const { runMigrations } = await import('../apps/server/src/db/migrate');
  const { seed } = await import('../apps/server/src/db/seed');
  const { NO_BONUSES } = await import('../apps/server/src/modules/bonus/bonus.config');

  const database = await createDatabase({ databaseUrl });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
  });
  // Bonuses off: the players' balances are checked against the bets alone, and a sign-up bonus would be
  // cash the clients never counted.
  const app = await buildApp({ config, database, rateLimitMax: 10_000_000, bonusSettings: NO_BONUSES });
  try {
    await runMigrations(database);
    await seed(database.db);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    // 1. Players: log in, launch Aviator, deposit.
    const setupStarted = performance.now();
    const gameCode = 'SPB02001';
    const tokens: string[] = new Array<string>(playerCount);
    let next = 0;
    async function setUpPlayers(): Promise<void> {
      while (next < playerCount) {
        const index = next++;
        const mobile = `7${String(index).padStart(9, '0')}`;
        const remoteAddress = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
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
        const login = (
          await app.inject({
            method: 'POST',
            url: '/login/mobile-confirm',
            payload: {
              otp: message!.code,
              _id: objectId,
              mobile_number: mobile,
              operator_id: DEFAULT_OPERATOR_ID,
            },
          })
        ).json<{ token: string; player_id: string }>();
        await makeCashReady(app, login, mobile);
        const launched = await app.inject({
          method: 'POST',
          url: '/api/game-launch',
          headers: { authorization: `Bearer ${login.token}` },
          payload: { game_code: gameCode },
        });
        if (launched.statusCode !== 200) throw new Error(`launch: ${launched.statusCode} ${launched.body}`);
        tokens[index] = launched.json<GameLaunch>().token;
        const deposit = await app.ledger.transfer({
          operatorId: DEFAULT_OPERATOR_ID,
          playerId: login.player_id,
          type: 'deposit',
          source: 'bench',
          externalRef: `deposit-${index}`,
          amount: 100_000_000n, // ₹10,00,000: the bets never run dry
          direction: 'in',
          counterparty: 'gateway_clearing',
          remarks: 'Benchmark deposit',
        });
        if (!deposit.ok) throw new Error(`deposit failed: ${deposit.reason}`);
        playerIds[index] = login.player_id;
      }
    }
    const playerIds: string[] = new Array<string>(playerCount);
    await Promise.all(Array.from({ length: 16 }, () => setUpPlayers()));
    const before = await Promise.all(playerIds.map((id) => app.ledger.cashBalance(id)));
    console.log(
      `set-up: ${playerCount} players logged in, launched ${gameCode} and deposited in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // 2. The load, from a worker thread so that the clients do not share the server's event loop.
    const secret = await app.walletProviders.secretFor('SPB');
    const job: ClientJob = {
      url: address,
      secret: secret!.secret,
      provider: 'SPB',
      gameCode,
      tokens,
      clients,
      seconds,
      warmupSeconds: 2,
    };
    console.log(`load: ${clients} clients × debit+credit pairs for ${seconds} s (after 2 s of warm-up) …`);
    const report = await new Promise<ClientReport>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: job });
      worker.once('message', (message: ClientReport) => resolve(message));
      worker.once('error', reject);
    });

    // 3. Invariants: double entry, and every balance equals what the clients saw succeed.
    const invariants = await app.ledger.invariants();
    const after = await Promise.all(playerIds.map((id) => app.ledger.cashBalance(id)));
    let balanceMismatches = 0;
    after.forEach((balance, index) => {
      const expected = before[index]! + BigInt(report.net[index] ?? '0');
      if (balance !== expected) balanceMismatches += 1;
    });
    const violations =
      (invariants.postingsTotal === 0n ? 0 : 1) +
      invariants.unbalancedTransactions +
      invariants.negativeAccounts +
      invariants.driftedAccounts +
      invariants.storedSystemBalances +
      invariants.duplicateReferences +
      balanceMismatches;
    await app.close();
    await database.close();

    // 4. pgbench on the same server, in the same throwaway database, with the same number of clients.
    const pgbenchUrl = databaseUrl;
    const init = spawnSync(pgbench, ['-i', '-q', '-s', String(scale), pgbenchUrl], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    console.log(`pgbench: -b tpcb-like -c ${clients} -j 2 -T ${seconds} (scale ${scale}) …`);
    const run = spawnSync(
      pgbench,
      ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), pgbenchUrl],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? Number.NaN);
    const pgbenchLatency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1] ?? Number.NaN);

    const pairsPerSecond = report.pairs / report.elapsedSeconds;
    const transfersPerSecond = (2 * report.pairs) / report.elapsedSeconds;
    const ratio = transfersPerSecond / tps;
    const p50 = percentile(report.calls, 50);
    const p99 = percentile(report.calls, 99);
    const pass = (ok: boolean) => (ok ? 'ok' : 'MISSED');

    console.log('');
    console.log(
      `PostgreSQL: ${describe(adminUrl)}; ${os.cpus().length} CPUs; ${clients} clients; ${playerCount} players + 1 house account`,
    );
    console.log(
      `wallet-api pairs/s:      ${pairsPerSecond.toFixed(1)}  (${report.pairs} debit+credit pairs in ${report.elapsedSeconds} s)`,
    );
    console.log(`wallet-api transfers/s:  ${transfersPerSecond.toFixed(1)}`);
    console.log(
      `call latency:            p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   (${pass(p99 <= 50)}: p99 <= 50 ms)`,
    );
    console.log(
      `pair latency:            p50 ${percentile(report.pairTimes, 50).toFixed(1)} ms   p99 ${percentile(report.pairTimes, 99).toFixed(1)} ms`,
    );
    console.log(
      `errors:                  ${report.errors}${report.firstError ? ` (first: ${report.firstError})` : ''}`,
    );
    console.log(
      `invariants:              postings sum ${invariants.postingsTotal} paise, unbalanced ${invariants.unbalancedTransactions}, negative ${invariants.negativeAccounts}, drifted ${invariants.driftedAccounts}, duplicate refs ${invariants.duplicateReferences}, balances ≠ clients' tally ${balanceMismatches} → ${violations} violations (${pass(violations === 0)})`,
    );
    console.log(
      `pgbench tpcb-like TPS:   ${tps.toFixed(1)}  (latency average ${pgbenchLatency.toFixed(1)} ms)`,
    );
    console.log(`ratio transfers/s ÷ TPS: ${ratio.toFixed(2)}  (${pass(ratio >= 0.5)}: >= 0.5)`);
    process.exitCode = violations === 0 && report.errors === 0 ? 0 : 1;
  } finally {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function describe(databaseUrl: string): string {
  const parsed = new URL(databaseUrl);
  return `${parsed.hostname}:${parsed.port || '5432'}`;
}

if (isMainThread) await main();
