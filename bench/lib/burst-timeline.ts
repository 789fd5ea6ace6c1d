import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { BenchApp } from './bench-app';
import { statementKey, watchPgQueries } from './pg-statements';

// bench:crash --timeline (docs/performance.md): a betting burst as the server lived it, in the server's
// process. Each bet's arrival (headers parsed) and answer; each statement the app sent, with its start, its
// answer as the loop read it, and its rows (a bet group's statements carry its size); the event loop's
// stalls (a timer that ran late by 3 ms or more, ticking only while bets are in flight); the garbage
// collector's pauses. Times are wall-clock ms, so that the load's betting windows select them. The timer
// runs on the loop it watches: figures of a --timeline run compare with other --timeline runs only.

const STALL_MS = 3;
const TICK_MS = 1;
/** The timer stops this long after the last bet in flight was answered. */
const IDLE_MS = 200;
const KEY = 40;

export interface Burst {
  /** Wall-clock ms of the burst's first arrival; every other time is ms after it. */
  from: number;
  bets: [number, number][];
  statements: [number, number, number, string][];
  stalls: [number, number][];
  /** Pauses: at, ms, whether a full (mark-compact) collection. */
  gc: [number, number, boolean][];
}

const wall = (at: number) => performance.timeOrigin + at;

export function recordBurstTimeline(app: FastifyInstance, database: BenchApp['database']) {
  const bets: [number, number][] = [];
  const statements: [number, number, number, string][] = [];
  const stalls: [number, number][] = [];
  const gc: [number, number, boolean][] = [];
  const done = (config: unknown, started: number, rows: number) =>
    statements.push([wall(started), wall(performance.now()), rows, statementKey(config, KEY)]);

  if (database.kind === 'pglite') {
    const client = database.client;
    const query = client.query.bind(client);
    client.query = (async (...args: Parameters<typeof query>) => {
      const started = performance.now();
      const result = await query(...args);
      done(args[0], started, Math.max(result.rows.length, result.affectedRows ?? 0));
      return result;
    }) as typeof client.query;
  } else watchPgQueries((config, started, failed, rows) => done(config, started, failed ? -1 : rows));

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      gc.push([
        wall(entry.startTime),
        entry.duration,
        (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR,
      ]);
  }).observe({ entryTypes: ['gc'] });

  // The loop's stalls, while bets are in flight and IDLE_MS after.
  let inFlight = 0;
  let lastAnswer = 0;
  let timer: NodeJS.Timeout | null = null;
  let last = 0;
  const tick = () => {
    const now = performance.now();
    if (now - last >= TICK_MS + STALL_MS) stalls.push([wall(last), now - last - TICK_MS]);
    last = now;
    timer = inFlight > 0 || now - lastAnswer < IDLE_MS ? setTimeout(tick, TICK_MS) : null;
  };
  app.server.on('request', (request: { url?: string }, response: NodeJS.EventEmitter) => {
    if (request.url !== '/house/crash/bet') return;
    const arrived = performance.now();
    inFlight += 1;
    if (!timer) {
      last = arrived;
      timer = setTimeout(tick, TICK_MS);
    }
    response.once('finish', () => {
      inFlight -= 1;
      lastAnswer = performance.now();
      bets.push([wall(arrived), wall(lastAnswer)]);
    });
  });

  return {
    /** The burst of each window: what started from its first bet's arrival to its last bet's answer. */
    inWindows(windows: [number, number][]): Burst[] {
      return windows.flatMap(([from, to]) => {
        const own = bets.filter(([at]) => at >= from && at <= to);
        if (own.length === 0) return [];
        const start = Math.min(...own.map(([at]) => at));
        const end = Math.max(...own.map(([, answered]) => answered));
        const inside = (at: number) => at >= start - 5 && at <= end;
        const since = (at: number) => at - start;
        return [
          {
            from: start,
            bets: own.map(([at, answered]) => [since(at), since(answered)]),
            statements: statements
              .filter(([at]) => inside(at))
              .sort((a, b) => a[0] - b[0])
              .map(([at, answered, rows, key]) => [since(at), since(answered), rows, key]),
            stalls: stalls.filter(([at]) => inside(at)).map(([at, ms]) => [since(at), ms]),
            gc: gc.filter(([at]) => inside(at)).map(([at, ms, major]) => [since(at), ms, major]),
          },
        ];
      });
    },
  };
}

const per10 = (times: number[]) => {
  const counts = new Map<number, number>();
  for (const at of times)
    counts.set(Math.floor(at / 10) * 10, (counts.get(Math.floor(at / 10) * 10) ?? 0) + 1);
  return [...counts].map(([at, count]) => `${at}:${count}`).join(' ');
};

/** The burst's timeline, printed (ms from its first bet's arrival). */
export function printBurst(title: string, burst: Burst): void {
  const spans = burst.bets.map(([at, answered]) => answered - at).sort((a, b) => a - b);
  const at = (p: number) => spans[Math.min(spans.length - 1, Math.floor((spans.length * p) / 100))]!;
  const length = Math.max(...burst.bets.map(([, answered]) => answered));
  console.log(
    `\n${title}: ${burst.bets.length} bets in ${length.toFixed(0)} ms, inside the server p50 / p99 ${at(50).toFixed(1)} / ${at(99).toFixed(1)} ms (ms from the first bet's arrival)`,
  );
  console.log(`  bets arriving per 10 ms  ${per10(burst.bets.map(([arrived]) => arrived))}`);
  console.log(`  bets answered per 10 ms  ${per10(burst.bets.map(([, answered]) => answered))}`);
  console.log('  statements: sent → answer read by the loop (waited ms), rows');
  for (const [sent, read, rows, key] of burst.statements)
    console.log(
      `  ${sent.toFixed(1).padStart(7)} → ${read.toFixed(1).padStart(6)} (${(read - sent).toFixed(1).padStart(5)}) ${String(rows).padStart(5)}  ${key}`,
    );
  const stalled = burst.stalls.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `  loop stalls of ${STALL_MS} ms or more (at+ms), ${stalled.toFixed(0)} ms of ${length.toFixed(0)}: ${burst.stalls.map(([from, ms]) => `${from.toFixed(0)}+${ms.toFixed(0)}`).join(' ')}`,
  );
  console.log(
    `  GC pauses (at+ms, full collections marked *): ${burst.gc.map(([from, ms, major]) => `${from.toFixed(0)}+${ms.toFixed(1)}${major ? '*' : ''}`).join(' ') || 'none'}`,
  );
}
