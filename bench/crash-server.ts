import { PerformanceObserver, performance } from 'node:perf_hooks';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { cashPlayers, ledgerViolations, openBenchApp, type Engine } from './lib/bench-app';
import { recordPgStatements } from './lib/pg-statements';

// The server of bench:crash, in its own process (forked by bench/crash-load.ts): the real app with its
// round scheduler on a fresh database, N players logged in with a launch of Aviator and a deposit. IPC:
// it answers {origin, players, growth} when set up; 'start' starts the rounds; 'finish' stops them (the
// players have waited for their last round to settle), checks the ledger and every player's balance
// against their bets, and answers the counts; {cpu: windows} answers the process's and its main thread's
// CPU time (user + system, ms) inside each [from, to] wall-clock window, from a sample taken every
// CPU_SAMPLE_MS, and the garbage collector's pauses in it; with BENCH_STATEMENTS=1 on PostgreSQL,
// {statements: windows} each slice's statements and the server's checkpoint and WAL counters in its windows
// (bench/lib/pg-statements.ts).

const DEPOSIT_PAISE = 10_000_000n; // ₹1,00,000 each: the bets never run dry
const engine = (process.env.BENCH_ENGINE ?? 'pglite') as Engine;
const bench = await openBenchApp(engine, 'crash');
const { app } = bench;
const statements =
  engine === 'postgres' && process.env.BENCH_STATEMENTS === '1'
    ? recordPgStatements(bench.databaseUrl!)
    : null;
await statements?.ready;
const origin = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_APP_PORT ?? 0) });
const players = await cashPlayers(
  app,
  Number(process.env.BENCH_PLAYERS ?? 200),
  CRASH_GAME_CODE,
  DEPOSIT_PAISE,
  '6',
);

async function finish() {
  // The players waited for the last round they bet in to settle; the round open now holds none of theirs.
  await app.houseGames.stop();
  let mismatches = 0;
  let unsettled = 0;
  for (const player of players) {
    const history = await app.houseGames.service.history(player.id, 1, 1_000_000);
    let expected = DEPOSIT_PAISE;
    for (const row of history.rows) {
      if (row.status === 'placing' || row.status === 'open') unsettled++;
      if (row.status === 'refunded') continue;
      expected += BigInt(Math.round(((row.payout ?? 0) - row.stake) * 100));
    }
    if ((await app.ledger.cashBalance(player.id)) !== expected) mismatches++;
  }
  return ledgerViolations(app, { 'balances ≠ bets': mismatches, 'bets left open': unsettled });
}

const CPU_SAMPLE_MS = 50;
// The process's CPU (every thread: V8's compiler and GC helpers, libuv's pool, PGlite's thread) and the main
// thread's alone, the one that answers the bets.
const cpuSamples: [number, number, number][] = [];
const sampleCpu = () => {
  const all = process.cpuUsage();
  const main = process.threadCpuUsage();
  cpuSamples.push([Date.now(), (all.user + all.system) / 1000, (main.user + main.system) / 1000]);
};
setInterval(sampleCpu, CPU_SAMPLE_MS).unref();

// Garbage collection's pauses, by wall-clock end: a slice whose CPU a bet doubles with the same statements
// sent spent it somewhere in the process (docs/performance.md).
const pauses: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    pauses.push([performance.timeOrigin + entry.startTime + entry.duration, entry.duration]);
}).observe({ entryTypes: ['gc'] });

/** GC ms ended inside a window. */
const gcIn = ([from, to]: [number, number]) =>
  pauses.reduce((sum, [at, ms]) => (at >= from && at <= to ? sum + ms : sum), 0);

/** CPU ms (the process's, or with `thread` the main thread's) between the samples nearest a window's ends. */
function cpuIn([from, to]: [number, number], thread = false): number {
  const at = (time: number) =>
    cpuSamples.find(([when]) => when >= time) ?? cpuSamples[cpuSamples.length - 1]!;
  const column = thread ? 2 : 1;
  return at(to)[column] - at(from)[column];
}

process.on('message', (message) => {
  if (typeof message === 'object' && message !== null && 'cpu' in message) {
    sampleCpu();
    process.send!(
      (message as { cpu: [number, number][][] }).cpu.map((windows) => ({
        all: windows.map((window) => cpuIn(window)),
        main: windows.map((window) => cpuIn(window, true)),
        gc: windows.map(gcIn),
      })),
    );
  }
  if (typeof message === 'object' && message !== null && 'statements' in message)
    process.send!(
      (message as { statements: [number, number][][] }).statements.map(
        (windows) => statements?.inWindows(windows) ?? null,
      ),
    );
  if (message === 'start') {
    app.houseGames.start();
    process.send!('started');
  }
  if (message === 'finish') void finish().then((result) => process.send!(result));
});
process.on(
  'SIGTERM',
  () => void Promise.all([statements?.close(), bench.close()]).then(() => process.exit(0)),
);

process.send!({ origin, players, growth: app.houseGames.timings.crashGrowthPerSecond });
