import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { percentile } from './lib/report';
import { startTablesServer } from './tables-child';
import { closedLoops, createHttp, createTablePlayers, type PlayStats, type Player } from './tables-clients';

// The tables benchmark of issue 17 (docs/tables.md "Benchmark"). Per repetition, a fresh server
// (bench/tables-server.ts: its own process, PGlite or a database of its own on DATABASE_URL, short table
// timers, sweeper on) listens on 127.0.0.1; 2 × N players log in and connect their own socket.io; then:
//   1. the reference: N closed loops of a bare POST (no database) and of an authenticated
//      POST /api/tables/mine (auth + one read) on the same server, same HTTP stack, same concurrency;
//   2. N practice points tables (2 seats), two client players at each (no server bots), every player moving
//      with the engine's bot policy on its own view as soon as its seat is waited for, for --seconds;
//   3. every player leaves; the tables close, the money rows are posted; the invariants are checked.
// Prints moves/s, move latency (request → answer), update latency (move → the other player's
// table_update), memory per table (server RSS and heap after a full GC, delta ÷ N), hands completed, server
// CPU, then min / median / max over the repetitions next to the reference.
// Usage: npm run bench:tables -- [--game rummy|call-break|teen-patti|poker] [--tables 50] [--seconds 30]
//        [--repetitions 3] [--port 18220]
//        [--turn-ms 5000] (the turn and meld timers: a timeout fired means a client fell that far behind)
//        (DATABASE_URL=postgres://… → PostgreSQL, a database of its own that is dropped afterwards)

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    repetitions: { type: 'string', default: '3' },
    port: { type: 'string', default: '18220' },
    'turn-ms': { type: 'string', default: '5000' },
    'reference-seconds': { type: 'string', default: '10' },
    game: { type: 'string', default: 'rummy' },
  },
});
const tableCount = Number(args.tables);
const seconds = Number(args.seconds);
const repetitions = Number(args.repetitions);
const referenceSeconds = Math.min(Number(args['reference-seconds']), seconds);
if (![tableCount, seconds, repetitions].every((value) => Number.isInteger(value) && value > 0))
  throw new Error('--tables, --seconds and --repetitions must be positive integers');
if (tableCount > 2_000 || seconds > 600 || repetitions > 10)
  throw new Error('bounded: --tables ≤ 2000, --seconds ≤ 600, --repetitions ≤ 10');
/**
 * rummy: points tables of 2; call-break: 4-round games of 4 (the players sit down again after each);
 * teen-patti, poker: full tables of 6, hand after hand. Matchmaking seats a player at the fullest open table of the
 * offer, so N × seats players joining one after another fill exactly N tables (no server setting needed).
 */
const GAMES: Record<string, { offer: string; seats: number; label: string; buyIn?: number }> = {
  rummy: { offer: 'practice-rummy-points-2-0.1', seats: 2, label: 'practice points tables (2 seats' },
  'call-break': {
    offer: 'practice-call-break-r4-4-10',
    seats: 4,
    label: 'practice Call Break tables (4 seats, 4 rounds',
  },
  'teen-patti': {
    offer: 'practice-teen-patti-boot-6-1',
    seats: 6,
    label: 'practice Teen Patti tables (6 seats, boot 1 chip',
  },
  // Hold'em NL 6-max at blinds 1/2 chips, each client buying in for the most (200 chips) at the join and
  // playing check/call, folding one time in ten (tables-clients.ts pokerBenchMove).
  poker: {
    offer: 'practice-poker-holdem-6-2',
    seats: 6,
    label: "practice Hold'em NL tables (6 seats, blinds 1/2 chips, buy-in 200",
    buyIn: 200,
  },
};
const GAME = GAMES[args.game];
if (!GAME) throw new Error('--game must be rummy, call-break, teen-patti or poker');
const OFFER = GAME.offer;
const SEATS = GAME.seats;
const BUY_IN = GAME.buyIn;

interface Probe {
  rss: number;
  heap: number;
  cpu_ms: number;
  statements: number | null;
  move_server_p50: number | null;
  move_server_p99: number | null;
}
interface Check {
  tables: { open_tables: string; tables: string; versions: string };
  hands: { settled: string; void: string; unfinished: string };
  moves: { log_rows: string; player_moves: string; timeouts: string; bot_moves: string };
  log_broken: string;
  seated_at_closed: string;
  money: Record<string, string> | null;
  chips: Record<string, string>;
  ledger: Record<string, string | number>;
  error?: string;
}

interface Figures {
  engine: string;
  pool: number;
  movesPerSecond: number;
  moveP50: number;
  moveP99: number;
  serverP50: number;
  serverP99: number;
  statementsPerMove: number;
  updateP50: number;
  updateP99: number;
  bareP50: number;
  bareP99: number;
  bareRps: number;
  mineP50: number;
  mineP99: number;
  hands: number;
  timeouts: number;
  refused: string;
  errors: number;
  rssPerTableKb: number;
  heapPerTableKb: number;
  serverCpu: number;
  clientLagP99: number;
  setupSeconds: number;
  violations: string[];
}

async function waitUntil(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return done();
}

async function repetition(index: number): Promise<Figures> {
  const setupStarted = performance.now();
  const server = await startTablesServer({
    players: tableCount * SEATS,
    port: args.port,
    turnMs: args['turn-ms'],
  });
  const { address } = server.ready;
  const http = createHttp(address, tableCount * SEATS + 8);
  const players: Player[] = [];
  try {
    const stats: PlayStats = {
      window: { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY },
      moveMs: [],
      updateMs: [],
      refused: new Map(),
      errors: 0,
      firstError: null,
    };
    const clients = createTablePlayers(address, http, stats);

    // 1. The reference, before any table exists (nothing else runs on the server): warm-up, then measure.
    const first = server.ready.players[0]!;
    const bare = () => ({ body: { player_id: first.id } });
    const mine = (loop: number) => {
      const account = server.ready.players[loop % server.ready.players.length]!;
      return { body: { player_id: account.id }, token: account.token };
    };
    await closedLoops(http, '/bench/bare', bare, tableCount, 2);
    await closedLoops(http, '/api/tables/mine', mine, tableCount, 2);
    const bareRun = await closedLoops(http, '/bench/bare', bare, tableCount, referenceSeconds);
    const mineRun = await closedLoops(http, '/api/tables/mine', mine, tableCount, referenceSeconds);

    // 2. The tables: memory before the sockets and tables, then every player connected and seated.
    const before = await server.ask<Probe>('probe');
    for (const account of server.ready.players) players.push(await clients.open(account));
    for (const player of players) await clients.join(player, OFFER, BUY_IN);
    const seated = new Map<string, number>();
    for (const player of players) seated.set(player.tableId!, (seated.get(player.tableId!) ?? 0) + 1);
    if (seated.size !== tableCount || [...seated.values()].some((count) => count !== SEATS))
      throw new Error(
        `seating: ${seated.size} tables for ${players.length} players (want ${tableCount} × ${SEATS})`,
      );
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const lag = monitorEventLoopDelay({ resolution: 10 });
    const startCheck = await server.ask<Check>('check');
    const cpuStart = await server.ask<Probe>('probe');
    stats.window = { from: performance.now(), to: performance.now() + seconds * 1000 };
    lag.enable();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    lag.disable();
    const cpuEnd = await server.ask<Probe>('probe');
    const endCheck = await server.ask<Check>('check');
    await clients.stop();
    const during = await server.ask<Probe>('probe');

    // 3. Everyone leaves; the tables close and their money is posted; then the invariants.
    for (const player of players)
      await http.post('/api/tables/leave', { player_id: player.id, table_id: player.tableId }, player.token);
    let final = await server.ask<Check>('check');
    await waitUntil(async () => {
      final = await server.ask<Check>('check');
      return (
        final.tables.open_tables === '0' &&
        final.hands.unfinished === '0' &&
        (final.money === null || final.money.pending === '0')
      );
    }, 30_000);

    const violations: string[] = [];
    const expectZero = (name: string, value: string | number | undefined) => {
      if (value !== undefined && String(value) !== '0') violations.push(`${name} ${value}`);
    };
    if (final.error) violations.push(`check failed: ${final.error}`);
    expectZero('tables left open', final.tables.open_tables);
    expectZero('hands left unfinished', final.hands.unfinished);
    expectZero('move log ≠ versions', final.log_broken);
    expectZero('seats left at closed tables', final.seated_at_closed);
    expectZero('chip accounts drifted', final.chips.drifted);
    if (final.money) {
      expectZero('money rows pending', final.money.pending);
      expectZero('money rows failed', final.money.failed);
      expectZero('hands whose money does not net to zero', final.money.unbalanced_hands);
      const rows = BigInt(final.money.paid_back ?? 0) - BigInt(final.money.collected ?? 0);
      if (BigInt(final.chips.tables_net ?? 0) !== rows)
        violations.push(`table chip moves ${final.chips.tables_net} ≠ money rows ${rows}`);
    }
    expectZero('ledger unbalanced', final.ledger.unbalanced);
    expectZero('ledger negative', final.ledger.negative);
    expectZero('ledger drifted', final.ledger.drifted);
    expectZero('ledger duplicate refs', final.ledger.duplicate_refs);
    expectZero('ledger postings sum', final.ledger.postings_total);

    const refused = [...stats.refused].map(([code, count]) => `${code} ${count}`).join(', ') || '0';
    const figures: Figures = {
      engine: server.ready.engine,
      pool: server.ready.pool,
      movesPerSecond: stats.moveMs.length / seconds,
      moveP50: percentile(stats.moveMs, 50),
      moveP99: percentile(stats.moveMs, 99),
      serverP50: cpuEnd.move_server_p50 ?? Number.NaN,
      serverP99: cpuEnd.move_server_p99 ?? Number.NaN,
      statementsPerMove:
        cpuEnd.statements === null || cpuStart.statements === null
          ? Number.NaN
          : (cpuEnd.statements - cpuStart.statements) /
            Math.max(1, Number(endCheck.moves.player_moves) - Number(startCheck.moves.player_moves)),
      updateP50: percentile(stats.updateMs, 50),
      updateP99: percentile(stats.updateMs, 99),
      bareP50: percentile(bareRun.latencies, 50),
      bareP99: percentile(bareRun.latencies, 99),
      bareRps: bareRun.latencies.length / bareRun.seconds,
      mineP50: percentile(mineRun.latencies, 50),
      mineP99: percentile(mineRun.latencies, 99),
      hands: Number(endCheck.hands.settled) - Number(startCheck.hands.settled),
      timeouts: Number(endCheck.moves.timeouts) - Number(startCheck.moves.timeouts),
      refused,
      errors: stats.errors + bareRun.failures + mineRun.failures,
      rssPerTableKb: (during.rss - before.rss) / 1024 / tableCount,
      heapPerTableKb: (during.heap - before.heap) / 1024 / tableCount,
      serverCpu: (cpuEnd.cpu_ms - cpuStart.cpu_ms) / (seconds * 1000),
      clientLagP99: lag.percentile(99) / 1e6,
      setupSeconds,
      violations,
    };
    console.log(
      `  #${index + 1}: ${figures.movesPerSecond.toFixed(1)} moves/s, move p50/p99 ${figures.moveP50.toFixed(1)}/${figures.moveP99.toFixed(1)} ms, ` +
        `update p50/p99 ${figures.updateP50.toFixed(1)}/${figures.updateP99.toFixed(1)} ms, bare POST p50/p99 ${figures.bareP50.toFixed(1)}/${figures.bareP99.toFixed(1)} ms, ` +
        `hands ${figures.hands}, timeouts ${figures.timeouts}, refused ${refused}, errors ${figures.errors}` +
        `${stats.firstError ? ` (first: ${stats.firstError})` : ''}, ` +
        `${figures.rssPerTableKb.toFixed(0)} KB RSS/table, server CPU ${(figures.serverCpu * 100).toFixed(0)} %, ` +
        `violations ${violations.length === 0 ? 0 : violations.join('; ')}`,
    );
    return figures;
  } finally {
    for (const player of players) player.socket.disconnect();
    http.close();
    await server.stop();
  }
}

function summary(runs: Figures[]) {
  const row = (name: string, pick: (run: Figures) => number, digits = 1, reference?: string) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    const cells = [values[0]!, values[Math.floor(values.length / 2)]!, values.at(-1)!].map((value) =>
      value.toFixed(digits).padStart(9),
    );
    console.log(`${name.padEnd(34)}${cells.join('')}${reference ? `   ${reference}` : ''}`);
  };
  const median = (pick: (run: Figures) => number) =>
    runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  console.log(`${''.padEnd(34)}${'min'.padStart(9)}${'median'.padStart(9)}${'max'.padStart(9)}   reference`);
  row('moves/s', (run) => run.movesPerSecond);
  row(
    'move p50 (ms)',
    (run) => run.moveP50,
    1,
    `bare POST ${median((run) => run.bareP50).toFixed(1)}, /api/tables/mine ${median((run) => run.mineP50).toFixed(1)}`,
  );
  row(
    'move p99 (ms)',
    (run) => run.moveP99,
    1,
    `bare POST ${median((run) => run.bareP99).toFixed(1)}, /api/tables/mine ${median((run) => run.mineP99).toFixed(1)}; target ≤ 50 at 500 tables on PostgreSQL`,
  );
  row('move p50 in the server (ms)', (run) => run.serverP50, 1, 'onRequest → onResponse of /api/tables/move');
  row('move p99 in the server (ms)', (run) => run.serverP99);
  row(
    'SQL statements per move',
    (run) => run.statementsPerMove,
    1,
    'every statement of the window ÷ player moves (PostgreSQL only)',
  );
  row('update p50 (ms)', (run) => run.updateP50);
  row('update p99 (ms)', (run) => run.updateP99);
  row('bare POST req/s', (run) => run.bareRps, 0, `(${tableCount} closed loops, no database)`);
  row('hands completed', (run) => run.hands, 0);
  row('timeouts fired', (run) => run.timeouts, 0);
  row('errors', (run) => run.errors, 0);
  row('server RSS per table (KB)', (run) => run.rssPerTableKb, 0);
  row('server heap per table (KB)', (run) => run.heapPerTableKb, 0);
  row('server CPU (cores)', (run) => run.serverCpu, 2);
  row('client event-loop delay p99 (ms)', (run) => run.clientLagP99);
  row('set-up (s)', (run) => run.setupSeconds);
  const violations = runs.flatMap((run) => run.violations);
  console.log(
    `invariants after every repetition: ${violations.length === 0 ? 'all hold (tables closed, hands finished, move log = versions, money rows posted and netting to zero per hand, chips = start + moves, ledger balanced)' : violations.join('; ')}`,
  );
  return violations.length === 0 && runs.every((run) => run.errors === 0);
}

const [load1, load5, load15] = os.loadavg();
console.log(
  `bench:tables — ${tableCount} ${GAME.label}, ${SEATS} client players each over HTTP + socket.io, no server bots), ` +
    `${seconds} s × ${repetitions}, turn timer ${args['turn-ms']} ms; ${process.env.DATABASE_URL ? 'PostgreSQL (own database)' : 'PGlite'}; ` +
    `${os.cpus().length} cores, load average ${load1!.toFixed(2)} ${load5!.toFixed(2)} ${load15!.toFixed(2)} at start`,
);
const runs: Figures[] = [];
for (let index = 0; index < repetitions; index++) runs.push(await repetition(index));
console.log(
  `engine ${runs[0]!.engine} (pool ${runs[0]!.pool}); load average at the end ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
process.exitCode = summary(runs) ? 0 : 1;
