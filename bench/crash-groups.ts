import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { cashPlayers, openBenchApp, type Engine } from './lib/bench-app';
import { statementKey, watchPgliteQueries, watchPgQueries } from './lib/pg-statements';
import { forkScript } from './lib/processes';
import { flag, median, option, startReport } from './lib/report';

// The crash bet groups alone (ADR 037), a diagnostic for bench:crash: 200 bets handed to the house-games
// service at once (no HTTP, no other load), a new round each time, 30 times after 10 warm-ups; wall and CPU
// time of the whole group, and on PGlite each statement's time inside it. Deterministic enough to compare
// two versions of the group path where bench:crash's p99 is too noisy (docs/performance.md). Each engine
// runs in a child with the server's V8 flags (the same file, BENCH_GROUPS_ENGINE set).
// Usage: npm run bench:crash-groups -- [--engines pglite,postgres] [--bets 200] [--trace] [--profile <prefix>]

const BETS = Number(option('bets', '200', 'BENCH_GROUPS_BETS'));
// --trace: one measured group's statements as they ran, each with its start and end in ms from the group's
// start; the gaps between them are the server's own work (on PostgreSQL, statements of the two cash-rule
// reads overlap).
const TRACE = flag('trace') || process.env.BENCH_GROUPS_TRACE === '1';
/** The measured group that --trace prints (the sixth: warm, and not the first after the warm-ups). */
const TRACED = 5;
// --profile <prefix>: a V8 CPU profile of the measured groups alone (<prefix>-<engine>.cpuprofile).
const PROFILE = option('profile', '', 'BENCH_GROUPS_PROFILE');
const WARMUP = 10;
const MEASURED = 30;

interface Result {
  engine: string;
  wallMs: number;
  cpuMs: number;
  statements: { sql: string; count: number; ms: number }[];
  trace: { sql: string; started: number; ended: number }[];
}

/** Characters of a statement that name it in this benchmark's printout (bench:crash's --statements keeps 48). */
const KEY = 80;

/**
 * The profile's samples taken inside the given spans (process.hrtime, the monotonic clock V8 stamps its
 * samples with, in µs there): the groups without the rounds opened and voided between them. Starting the
 * profiler once a group would put its start-up (~0.25 s of walking the heap's code) into every group.
 */
function onlyWithin(profile: Profiler.Profile, spans: [bigint, bigint][]): Profiler.Profile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  profile.samples?.forEach((node, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    at += delta;
    const ns = BigInt(Math.round(at)) * 1000n;
    if (!spans.some(([from, to]) => ns >= from && ns <= to)) return;
    // A kept sample keeps its own interval, not the gap since the last kept one.
    samples.push(node);
    timeDeltas.push(delta);
  });
  return {
    ...profile,
    samples,
    timeDeltas,
    endTime: profile.startTime + timeDeltas.reduce((a, b) => a + b, 0),
  };
}

async function measure(engine: Engine): Promise<Result> {
  // PGlite runs one statement at a time (on its own thread, ADR 045): a statement's own time, as the server
  // sees it, runs from its start, or from the end of the one before it if that ended later (the wait in the
  // queue is not its own).
  const timing = new Map<string, { count: number; ms: number }>();
  let measuring = false;
  let lastEnd = 0;
  const bench = await openBenchApp(engine, 'groups');
  // --trace: the statements of one group, from traceFrom (its start) until it is answered.
  const trace: { sql: string; started: number; ended: number }[] = [];
  let traceFrom: number | null = null;
  const traced = (sql: unknown, started: number) => {
    if (traceFrom === null) return;
    trace.push({
      sql: statementKey(sql, KEY),
      started: started - traceFrom,
      ended: performance.now() - traceFrom,
    });
  };
  if (bench.database.kind === 'pglite')
    watchPgliteQueries(bench.database.client, (config, started) => {
      const ended = performance.now();
      traced(config, started);
      if (measuring) {
        const key = statementKey(config, KEY);
        const entry = timing.get(key) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += ended - Math.max(started, lastEnd);
        timing.set(key, entry);
      }
      lastEnd = ended;
    });
  if (TRACE && bench.database.kind === 'postgres') watchPgQueries(traced);
  const players = await cashPlayers(bench.app, BETS, CRASH_GAME_CODE, 10_000_000n, '7');
  const service = bench.app.houseGames.service;
  const profiler = PROFILE ? new Session() : null;
  const groups: [bigint, bigint][] = [];
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
  }
  const wall: number[] = [];
  const cpu: number[] = [];
  let round: Awaited<ReturnType<typeof service.openRound>> = null;
  for (let index = 0; index < WARMUP + MEASURED; index++) {
    if (round) await service.voidRound(round);
    round = await service.openRound(
      CRASH_GAME_CODE,
      await service.nextCrashRoundNo(),
      new Date(Date.now() + 60_000),
    );
    measuring = index >= WARMUP;
    if (profiler && index === WARMUP) await profiler.post('Profiler.start');
    const groupFrom = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    if (TRACE && index === WARMUP + TRACED) traceFrom = started;
    const answers = await Promise.all(
      players.map((player) =>
        service.placeBet({
          token: player.token,
          gameCode: CRASH_GAME_CODE,
          slot: 1,
          selection: 'crash',
          paise: 5_000,
          autoCashout: null,
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (traceFrom !== null) {
      traceFrom = null;
      trace.push({ sql: '(every bet answered)', started: elapsed, ended: elapsed });
    }
    if (measuring) groups.push([groupFrom, process.hrtime.bigint()]);
    measuring = false;
    if (answers.some((answer) => !answer.ok)) throw new Error('a bet was refused');
    if (index >= WARMUP) {
      wall.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(`${PROFILE}-${engine}.cpuprofile`, JSON.stringify(onlyWithin(profile, groups)));
    profiler.disconnect();
  }
  await bench.close();
  return {
    engine,
    wallMs: median(wall),
    cpuMs: median(cpu),
    statements: [...timing]
      .map(([sql, entry]) => ({ sql, count: entry.count / MEASURED, ms: entry.ms / MEASURED }))
      .sort((a, b) => b.ms - a.ms),
    trace,
  };
}

const child = process.env.BENCH_GROUPS_ENGINE as Engine | undefined;
if (child) {
  process.send!(await measure(child));
} else {
  const engines = option('engines', 'pglite,postgres').split(',');
  const finish = startReport(
    'bench:crash-groups',
    `${BETS} bets into the bet groups at once, no HTTP; median of ${MEASURED} after ${WARMUP} warm-ups; the server's V8 flags`,
  );
  for (const engine of engines) {
    const run = await forkScript<Result>(
      'crash-groups.ts',
      {
        BENCH_GROUPS_ENGINE: engine,
        BENCH_GROUPS_BETS: String(BETS),
        BENCH_GROUPS_PROFILE: PROFILE,
        BENCH_GROUPS_TRACE: TRACE ? '1' : '0',
      },
      { server: true },
    );
    const result = run.ready;
    await run.stop();
    console.log(
      `\n## ${engine}: a group of ${BETS} bets: wall ${result.wallMs.toFixed(1)} ms, process CPU ${result.cpuMs.toFixed(1)} ms`,
    );
    for (const statement of result.statements.slice(0, 8))
      console.log(
        `  ${statement.ms.toFixed(2).padStart(7)} ms  ×${statement.count.toFixed(1).padEnd(5)} ${statement.sql}`,
      );
    if (result.trace.length > 0) {
      console.log(`  measured group ${TRACED + 1}, its statements as they ran (ms from its start):`);
      for (const step of result.trace)
        console.log(
          `  ${step.started.toFixed(1).padStart(7)} → ${step.ended.toFixed(1).padEnd(7)} ${step.sql}`,
        );
    }
  }
  finish();
}
