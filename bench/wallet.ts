import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { cashPlayers, ledgerViolations, openBenchApp } from './lib/bench-app';
import { benchPort } from './lib/processes';
import { flag, option, percentile, printTable, spread, startReport, verdict } from './lib/report';
import type { ClientJob, ClientReport } from './wallet-clients';

// The wallet benchmark (docs/performance.md, docs/wallet.md). The app (in this process, listening on
// loopback) takes debit+credit pairs over HTTP from 64 clients in a worker thread; on PostgreSQL, pgbench
// (tpcb-like, -M prepared, scale >= 10 so that its clients do not all queue on one branch row) runs on the
// same server in slices that alternate with the app's: pgbench, spread, hot, three times over.
//   spread: every pair is a random player's (of 1,000) against the operator's house account;
//   hot:    every pair of every client is the same player's, against the house account.
// Afterwards the ledger invariants are checked and every player's balance is compared with the clients'
// tally of what succeeded. --pglite runs the app on an embedded PGlite, without the pgbench reference.
// Targets (issue 19): transfers/s >= 0.5 × pgbench TPS, call p99 <= 50 ms, zero violations.
// Usage: npm run bench:wallet -- [--pglite] [--seconds 8] [--reps 3] [--clients 64] [--players 1000]
//   [--scale 10] [--modes spread,hot]   (DATABASE_URL: the PostgreSQL server; default the local one)

const pglite = flag('pglite');
const seconds = Number(option('seconds', '8'));
const reps = Number(option('reps', '3'));
const clients = Number(option('clients', '64'));
const playerCount = Number(option('players', '1000'));
const scale = Number(option('scale', '10'));
const modes = option('modes', 'spread,hot').split(',') as Array<'spread' | 'hot'>;
const GAME = 'SPB02001';

function findPgbench(): string {
  if (spawnSync('pgbench', ['--version']).status === 0) return 'pgbench';
  const root = '/usr/lib/postgresql';
  for (const version of existsSync(root) ? readdirSync(root).sort().reverse() : []) {
    const candidate = path.join(root, version, 'bin/pgbench');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('pgbench not found (apt-get install postgresql-contrib, or put it on PATH)');
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args[0]}: ${err}`)),
    );
  });
}

const pgbench = pglite ? '' : findPgbench();
const bench = await openBenchApp(pglite ? 'pglite' : 'postgres', 'wallet');
const { app } = bench;
try {
  const address = await app.listen({ host: '127.0.0.1', port: await benchPort() });
  const setupStarted = performance.now();
  const players = await cashPlayers(app, playerCount, GAME, 100_000_000n, '7'); // ₹10,00,000 each
  const before = await Promise.all(players.map((player) => app.ledger.cashBalance(player.id)));
  console.log(
    `set-up: ${playerCount} players logged in, launched ${GAME} and deposited in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  if (!pglite) {
    await run(pgbench, ['-i', '-q', '-s', String(scale), bench.databaseUrl!]);
    console.log(`pgbench: initialised at scale ${scale} in the same scratch database`);
  }
  const finish = startReport(
    `bench:wallet (${bench.engine})`,
    `${clients} clients; ${playerCount} players + the house account; ${reps} × ${seconds} s slices per variant, interleaved (1 s warm-up each)`,
  );

  const secret = (await app.walletProviders.secretFor('SPB'))!.secret;
  const net = new Map<number, bigint>();
  let slice = 0;
  async function walletSlice(mode: 'spread' | 'hot'): Promise<ClientReport> {
    const job: ClientJob = {
      url: address,
      secret,
      provider: 'SPB',
      gameCode: GAME,
      tokens: players.map((player) => player.token),
      hotPlayer: mode === 'hot' ? 0 : null,
      clients,
      seconds,
      warmupSeconds: 1,
      slice: slice++,
    };
    const report = await new Promise<ClientReport>((resolve, reject) => {
      const worker = new Worker(new URL('./wallet-clients.ts', import.meta.url), { workerData: job });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    for (const [player, paise] of Object.entries(report.net))
      net.set(Number(player), (net.get(Number(player)) ?? 0n) + BigInt(paise));
    return report;
  }
  // pgbench's own per-transaction latencies (-l): its p50/p99 at the same client count say what the
  // database alone gives a caller, next to the wallet call's.
  async function pgbenchSlice(): Promise<{ tps: number; latency: number; p50: number; p99: number }> {
    const logDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-pgbench-'));
    const out = await run(pgbench, [
      '-l',
      `--log-prefix=${path.join(logDir, 'txn')}`,
      '-b',
      'tpcb-like',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      bench.databaseUrl!,
    ]);
    const latencies = readdirSync(logDir).flatMap((file) =>
      readFileSync(path.join(logDir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000),
    );
    rmSync(logDir, { recursive: true, force: true });
    return {
      tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
      latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  }

  const references: Array<{ tps: number; latency: number; p50: number; p99: number }> = [];
  const results = new Map<string, ClientReport[]>(modes.map((mode) => [mode, []]));
  for (let rep = 0; rep < reps; rep++) {
    if (!pglite) references.push(await pgbenchSlice());
    for (const mode of modes) results.get(mode)!.push(await walletSlice(mode));
  }

  const transfersPerSecond = (report: ClientReport) => (2 * report.pairs) / report.seconds;
  const rows: string[][] = [];
  if (!pglite)
    rows.push([
      `pgbench tpcb-like -M prepared, scale ${scale} (reference)`,
      spread(references.map((reference) => reference.tps)),
      spread(references.map((reference) => reference.p50)),
      spread(references.map((reference) => reference.p99)),
      '',
      '',
    ]);
  let errors = 0;
  const verdicts: string[] = [];
  for (const mode of modes) {
    const reports = results.get(mode)!;
    const ratios = reports.map(
      (report, rep) => transfersPerSecond(report) / (references[rep]?.tps ?? Number.NaN),
    );
    const p99s = reports.map((report) => percentile(report.calls, 99));
    errors += reports.reduce((sum, report) => sum + report.errors, 0);
    rows.push([
      `wallet-api debit+credit, ${mode}`,
      spread(reports.map(transfersPerSecond)),
      spread(reports.map((report) => percentile(report.calls, 50))),
      spread(p99s),
      pglite ? 'n/a' : spread(ratios, 2),
      String(reports.reduce((sum, report) => sum + report.errors, 0)),
    ]);
    const ratio = percentile(ratios, 50);
    const p99 = percentile(p99s, 50);
    verdicts.push(
      `${mode}: ` +
        (pglite ? '' : `ratio ${ratio.toFixed(2)} (${verdict(ratio >= 0.5)}: >= 0.5), `) +
        `call p99 ${p99.toFixed(1)} ms (${verdict(p99 <= 50)}: <= 50 ms)`,
    );
    const firstError = reports.find((report) => report.firstError)?.firstError;
    if (firstError) console.log(`first error (${mode}): ${firstError}`);
  }
  printTable(
    [
      'variant',
      'transfers|TPS/s min/med/max',
      'p50 ms min/med/max',
      'call p99 ms min/med/max',
      'ratio',
      'errors',
    ],
    rows,
  );
  for (const line of verdicts) console.log(line);
  if (!pglite)
    console.log(
      `reference: pgbench's own transaction p50 / p99 ${percentile(
        references.map((reference) => reference.p50),
        50,
      ).toFixed(1)} / ${percentile(
        references.map((reference) => reference.p99),
        50,
      ).toFixed(1)} ms at ${clients} clients (median of its slices)`,
    );

  const after = await Promise.all(players.map((player) => app.ledger.cashBalance(player.id)));
  const mismatches = after.filter(
    (balance, index) => balance !== before[index]! + (net.get(index) ?? 0n),
  ).length;
  const violations = await ledgerViolations(app, { "balances ≠ clients' tally": mismatches });
  console.log(`invariants: ${violations.line} (${verdict(violations.count === 0)})`);
  finish();
  process.exitCode = violations.count === 0 && errors === 0 ? 0 : 1;
} finally {
  await bench.close();
}
