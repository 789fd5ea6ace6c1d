import { ask, benchPort, forkScript, startServer } from './lib/processes';
import { flag, option, percentile, printFigures, startReport, verdict } from './lib/report';
import type { PlayersJob, SliceFigures } from './crash-players';
import type { SliceStatements } from './lib/pg-statements';
import { printStatements } from './lib/pg-statements-report';
import { BURST_MS, sampleMachineCpuWindows } from './lib/cpu-windows';
import { insideAt, printBurst, type Burst } from './lib/burst-timeline';

// The crash load (docs/performance.md, docs/house-games.md). Three processes: the server
// (bench/crash-server.ts: the real app and its round scheduler on PGlite or a scratch PostgreSQL database),
// the players (bench/crash-players.ts: N players watching over socket.io and betting in both slots every
// round over HTTP) and this one, which prints. The run is cut into 3 slices of whole rounds; after each, the same burst of
// POSTs goes to a bare Fastify route (bench/bare-server.mjs), the reference. Afterwards the ledger
// invariants and every player's balance against their bets are checked. Beside the players' times it
// prints where a bet's time went: its time inside the server (headers parsed to answer written), the
// server's main thread and the whole machine busy in the bursts, and the CPU the players and PostgreSQL
// took in the betting windows (this process samples the machine; it idles otherwise).
// Targets (issue 19): bet and cash-out p99 <= 100 ms, zero refused-late (sent inside the window, refused),
// settlement lag p99 <= 500 ms, at 200 and 1,000 players, on both engines.
// Usage: npm run bench:crash -- [--players 200 | --1000] [--rounds 1] [--warmup 1] [--engines pglite,postgres]
//   [--statements] (PostgreSQL: each slice's statements and checkpoint/WAL counters in its betting windows)
//   [--timeline] (the slowest burst as the server lived it: arrivals, statements, loop stalls, GC pauses)
//   [--transport socket | http] (how the players bet and cash out; default socket, as the game page does)
//   (DATABASE_URL: the PostgreSQL server; default the local one; HOUSE_* timings as in docs/house-games.md)

const players = Number(option('players', flag('1000') ? '1000' : '200', 'BENCH_PLAYERS'));
const rounds = Number(option('rounds', '1'));
const engines = option('engines', 'pglite,postgres').split(',');
const SLICES = 3;
// One slice first, not counted: a server's first round after start compiles its code and opens its pooled
// connections (printed apart; --warmup 0 counts it).
const warmup = Number(option('warmup', '1'));
const statements = flag('statements');
const timeline = flag('timeline');
// How the players bet and cash out: over the socket they watch the room on, as the game page does when it is
// connected (ADR 047), or over HTTP, as it does otherwise; the bare reference goes the same way.
const transport = option('transport', 'socket', 'BENCH_BET_TRANSPORT');
if (transport !== 'socket' && transport !== 'http') throw new Error('--transport: must be socket or http');
process.env.BENCH_BET_TRANSPORT = transport; // read by the generator's worker threads
const overSocket = transport === 'socket';
const bareName = overSocket ? 'bare socket call' : 'bare POST';

const finish = startReport(
  'bench:crash',
  `${players} players, 2 bets a round each over ${overSocket ? 'their sockets' : 'HTTP'}, ${SLICES} slices of ${rounds} round(s) per engine after ${warmup} warm-up slice(s); reference: the same burst to a bare route after each slice`,
);
const bare = await startServer('bench/bare-server.mjs');
let failed = false;
try {
  for (const engine of engines) {
    const setupStarted = Date.now();
    const server = await forkScript<{ origin: string; players: PlayersJob['players']; growth: number }>(
      'crash-server.ts',
      {
        BENCH_ENGINE: engine,
        BENCH_PLAYERS: String(players),
        BENCH_APP_PORT: String(await benchPort()),
        BENCH_STATEMENTS: statements ? '1' : '0',
        BENCH_TIMELINE: timeline ? '1' : '0',
      },
      { server: true },
    );
    const generator = await forkScript<'ready'>('crash-players.ts');
    // The machine's CPU, sampled here where nothing else runs: two cores for the server, its database and
    // the players (and on a shared box, whatever else).
    const machine = sampleMachineCpuWindows();
    try {
      console.log(
        `\n## ${engine}: set-up of ${players} players in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
      );
      await ask(server.child, 'start');
      const job: PlayersJob = {
        origin: server.ready.origin,
        bareOrigin: bare.origin,
        players: server.ready.players,
        growth: server.ready.growth,
        rounds,
        slices: SLICES,
        warmup,
      };
      const measured = await ask<SliceFigures[]>(generator.child, job);
      const slices = measured.slice(warmup);
      for (const cold of measured.slice(0, warmup))
        console.log(
          `warm-up slice (the first rounds after start: code not yet compiled, connections not yet open), not in the figures: ` +
            `bet p50/p99 ${percentile(cold.betMs, 50).toFixed(0)}/${percentile(cold.betMs, 99).toFixed(0)} ms, ` +
            `cash-out p99 ${percentile(cold.cashoutMs, 99).toFixed(0)} ms, ${bareName} p99 ${percentile(cold.referenceMs, 99).toFixed(0)} ms, refused late ${cold.refusedLate}`,
        );
      // The server's own CPU in its rounds' betting windows: less noisy than a p99 at this size of sample,
      // so it shows a change in the bet path's cost that the latencies' spread hides.
      const cpuAnswer = await ask<
        {
          all: number[];
          main: number[];
          gc: number[];
          mainBurst: number[];
          betMs: number[];
        }[]
      >(server.child, {
        cpu: slices.map((s) => s.bettingWindows),
      });
      const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
      const windowCpu = cpuAnswer.map((slice) => sum(slice.all));
      const mainCpu = cpuAnswer.map((slice) => sum(slice.main));
      const windowGc = cpuAnswer.map((slice) => sum(slice.gc));
      const p = (values: number[], at: number) => percentile(values, at);
      const onMachine = slices.map((s) => s.bettingWindows.map((window) => machine.inWindow(window)));
      // The burst: each window's first half second, of 1,000 ms on two cores.
      const burstBusy = slices.map((s) =>
        s.bettingWindows.map(([from]) => machine.inWindow([from, from + BURST_MS]).all),
      );
      if (statements && engine === 'postgres')
        printStatements(
          await ask<SliceStatements[]>(server.child, { statements: slices.map((s) => s.bettingWindows) }),
          slices.map((s) => s.betsAccepted),
          slices.map((s, at) => {
            return `bet p99 ${p(s.betMs, 99).toFixed(1)} ms, CPU ${windowCpu[at]!.toFixed(0)} ms (main thread ${mainCpu[at]!.toFixed(0)}), GC ${windowGc[at]!.toFixed(0)} ms`;
          }),
        );
      const bursts = timeline
        ? await ask<Burst[]>(server.child, { timeline: slices.flatMap((s) => s.bettingWindows) })
        : [];
      const violations = await ask<{ count: number; line: string }>(server.child, 'finish');
      const each = (pick: (slice: SliceFigures) => number) => slices.map(pick);
      printFigures('slice', [
        ['bets accepted /s', each((s) => s.betsAccepted / s.seconds)],
        ['bet p50 ms', each((s) => p(s.betMs, 50))],
        ['bet p99 ms', each((s) => p(s.betMs, 99))],
        [
          `  inside the server (${overSocket ? 'event read → ack written' : 'headers parsed → answer written'}) p50 ms`,
          cpuAnswer.map((a) => p(a.betMs, 50)),
        ],
        ['  inside the server p99 ms', cpuAnswer.map((a) => p(a.betMs, 99))],
        ['cash-out p50 ms', each((s) => p(s.cashoutMs, 50))],
        ['cash-out p99 ms', each((s) => p(s.cashoutMs, 99))],
        ['bets refused late (sent in the window)', each((s) => s.refusedLate), 0],
        ['cash-outs refused late (sent before the crash)', each((s) => s.cashoutsRefusedLate), 0],
        ['settlement lag p99 ms', each((s) => p(s.settlementLagMs, 99)), 0],
        ['server CPU in the betting window ms', windowCpu],
        [
          'server CPU per accepted bet ms',
          windowCpu.map((ms, at) => ms / Math.max(1, slices[at]!.betsAccepted)),
          2,
        ],
        ['  of it the main thread ms', mainCpu],
        [
          `  the main thread in each window's first ${BURST_MS} ms (mean)`,
          cpuAnswer.map((a) => sum(a.mainBurst) / Math.max(1, a.mainBurst.length)),
          0,
        ],
        ['server GC pauses in the betting window ms', windowGc],
        ['load generator CPU in the betting window ms', each((s) => s.generatorCpuMs)],
        ...(engine === 'postgres'
          ? [
              [
                'PostgreSQL CPU in the betting window ms',
                onMachine.map((windows) => sum(windows.map((w) => w.postgres))),
              ] as const,
            ]
          : []),
        [
          'machine CPU busy in the betting window ms',
          onMachine.map((windows) => sum(windows.map((w) => w.all))),
        ],
        [
          `  in each window's first ${BURST_MS} ms, of ${(2 * BURST_MS).toLocaleString('en')} on two cores (mean)`,
          burstBusy.map((windows) => sum(windows) / Math.max(1, windows.length)),
          0,
        ],
        [`reference: ${bareName} p50 ms`, each((s) => p(s.referenceMs, 50))],
        [`reference: ${bareName} p99 ms`, each((s) => p(s.referenceMs, 99))],
      ]);
      const all = <T>(pick: (slice: SliceFigures) => T[]) => slices.flatMap(pick);
      const betP99 = p(
        all((s) => s.betMs),
        99,
      );
      const cashP99 = p(
        all((s) => s.cashoutMs),
        99,
      );
      const late = slices.reduce((sum, s) => sum + s.refusedLate + s.cashoutsRefusedLate, 0);
      const lag = p(
        all((s) => s.settlementLagMs),
        99,
      );
      const errors = measured.reduce((sum, s) => sum + s.errors, 0);
      const afterClose = measured.reduce((sum, s) => sum + s.sentAfterClose, 0);
      console.log(
        `whole run: bet p99 ${betP99.toFixed(0)} ms (${verdict(betP99 <= 100)}: <= 100), cash-out p99 ${cashP99.toFixed(0)} ms (${verdict(cashP99 <= 100)}: <= 100), ` +
          `refused late ${late} (${verdict(late === 0)}: 0), settlement lag p99 ${lag.toFixed(0)} ms (${verdict(lag <= 500)}: <= 500); ` +
          `${slices.reduce((sum, s) => sum + s.cashoutsPaid, 0)} cash-outs paid; bets the generator sent after the window closed ${afterClose}; transport errors ${errors}`,
      );
      console.log(`invariants: ${violations.line} (${verdict(violations.count === 0)})`);
      // The burst whose slowest bets were slowest inside the server: where a p99 bet's time went.
      const slowest = bursts.reduce<Burst | null>(
        (a, b) => (a && insideAt(a, 99) >= insideAt(b, 99) ? a : b),
        null,
      );
      if (slowest)
        printBurst(
          `the slowest of ${bursts.length} bursts (--timeline: its timer runs on the server's loop)`,
          slowest,
        );
      if (violations.count > 0 || errors > 0) failed = true;
    } finally {
      machine.stop();
      await generator.stop();
      await server.stop();
    }
  }
  finish();
} finally {
  await bare.stop();
}
process.exitCode = failed ? 1 : 0;
