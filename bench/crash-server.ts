import { constants, PerformanceObserver, performance } from 'node:perf_hooks';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { cashPlayers, ledgerViolations, openBenchApp, type Engine } from './lib/bench-app';
import { recordPgStatements } from './lib/pg-statements';
import { BURST_MS, sampleCpuWindows } from './lib/cpu-windows';
import { recordBurstTimeline, wallNow, type ServerRecords } from './lib/burst-timeline';

// The server of bench:crash, in its own process (forked by bench/crash-load.ts): the real app with its
// round scheduler on a fresh database, N players logged in with a launch of Aviator and a deposit. IPC:
// it answers {origin, players, growth} when set up; 'start' starts the rounds; 'finish' stops them (the
// players have waited for their last round to settle), checks the ledger and every player's balance
// against their bets, and answers the counts; {cpu: windows} answers the process's and its main thread's
// CPU time (user + system, ms) inside each [from, to] wall-clock window, the garbage collector's pauses and
// the bets' times inside the server (headers parsed to answer written) in them; with BENCH_STATEMENTS=1 on
// PostgreSQL, {statements: windows} each slice's statements and the server's checkpoint and WAL counters in
// its windows (bench/lib/pg-statements.ts); with BENCH_TIMELINE=1, {timeline: windows} each window's burst
// as the server lived it (bench/lib/burst-timeline.ts).

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

// The process's CPU and the main thread's alone, the one that answers the bets.
const cpu = sampleCpuWindows();

// Garbage collection's pauses (wall-clock start, ms, full or not): a slice whose CPU a bet doubles with the
// same statements sent spent it somewhere in the process (docs/performance.md).
const pauses: ServerRecords['gc'] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    pauses.push([
      performance.timeOrigin + entry.startTime,
      entry.duration,
      (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR,
    ]);
}).observe({ entryTypes: ['gc'] });

// Each bet's time inside the server: from its headers parsed (the loop reached it) to its answer handed to
// the socket, wall-clock. Beside the players' own time, it splits a slow bet into its wait to be read (the
// loop busy, or the core taken by another process) and the app's own time.
const betTimes: ServerRecords['bets'] = [];
const timeline =
  process.env.BENCH_TIMELINE === '1'
    ? recordBurstTimeline(bench.database, { bets: betTimes, gc: pauses })
    : null;
app.server.on('request', (request: { url?: string }, response: NodeJS.EventEmitter) => {
  if (request.url !== '/house/crash/bet') return;
  const arrived = wallNow();
  timeline?.arrived();
  response.once('finish', () => {
    betTimes.push([arrived, wallNow()]);
    timeline?.answered();
  });
});

// Over the socket (BENCH_BET_TRANSPORT=socket, ADR 047): from the event read off the socket to its
// acknowledgement handed to it.
app.io.on('connection', (socket) =>
  socket.use((packet, next) => {
    const ack = packet[packet.length - 1] as unknown;
    if (packet[0] === 'house_crash_bet' && typeof ack === 'function') {
      const arrived = wallNow();
      timeline?.arrived();
      packet[packet.length - 1] = (...answer: unknown[]) => {
        (ack as (...args: unknown[]) => void)(...answer);
        betTimes.push([arrived, wallNow()]);
        timeline?.answered();
      };
    }
    next();
  }),
);

/** GC ms ended inside a window. */
const gcIn = ([from, to]: [number, number]) =>
  pauses.reduce((sum, [at, ms]) => (at + ms >= from && at + ms <= to ? sum + ms : sum), 0);

process.on('message', (message) => {
  if (typeof message === 'object' && message !== null && 'cpu' in message) {
    cpu.sample();
    process.send!(
      (message as { cpu: [number, number][][] }).cpu.map((windows) => ({
        all: windows.map((window) => cpu.inWindow(window)),
        main: windows.map((window) => cpu.inWindow(window, true)),
        mainBurst: windows.map(([from]) => cpu.inWindow([from, from + BURST_MS], true)),
        gc: windows.map(gcIn),
        betMs: betTimes
          .filter(([at]) => windows.some(([from, to]) => at >= from && at <= to))
          .map(([arrived, answered]) => answered - arrived),
      })),
    );
  }
  if (typeof message === 'object' && message !== null && 'statements' in message)
    process.send!(
      (message as { statements: [number, number][][] }).statements.map(
        (windows) => statements?.inWindows(windows) ?? null,
      ),
    );
  if (typeof message === 'object' && message !== null && 'timeline' in message)
    process.send!(timeline?.inWindows((message as { timeline: [number, number][] }).timeline) ?? []);
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
