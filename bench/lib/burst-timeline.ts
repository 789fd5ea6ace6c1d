import { performance } from 'node:perf_hooks';
import type { BenchApp } from './bench-app';
import { statementKey, watchPgliteQueries, watchPgQueries } from './pg-statements';
import { percentile } from './report';

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

/** Wall-clock ms from the monotonic clock (timeOrigin + performance.now()): the load's windows select them. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** What bench/crash-server.ts records anyway, shared: each bet's arrival and answer, each GC pause. */
export interface ServerRecords {
  /** Wall-clock ms of each bet's arrival (headers parsed) and answer (handed to the socket). */
  bets: [number, number][];
  /** Each GC pause: its wall-clock start, ms, and whether a full (mark-compact) collection. */
  gc: [number, number, boolean][];
}

export function recordBurstTimeline(database: BenchApp['database'], records: ServerRecords) {
  const { bets, gc } = records;
  const statements: [number, number, number, string][] = [];
  const stalls: [number, number][] = [];
  const done = (config: unknown, started: number, failed: boolean, rows: number) =>
    statements.push([
      performance.timeOrigin + started,
      wallNow(),
      failed ? -1 : rows,
      statementKey(config, KEY),
    ]);
  if (database.kind === 'pglite') watchPgliteQueries(database.client, done);
  else watchPgQueries(done);

  // The loop's stalls, while bets are in flight and IDLE_MS after.
  let inFlight = 0;
  let lastAnswer = 0;
  let timer: NodeJS.Timeout | null = null;
  let last = 0;
  const tick = () => {
    const now = performance.now();
    if (now - last >= TICK_MS + STALL_MS) stalls.push([performance.timeOrigin + last, now - last - TICK_MS]);
    last = now;
    timer = inFlight > 0 || now - lastAnswer < IDLE_MS ? setTimeout(tick, TICK_MS) : null;
  };

  return {
    /** A bet has arrived: the stall timer runs while bets are in flight. */
    arrived(): void {
      inFlight += 1;
      if (timer) return;
      last = performance.now();
      timer = setTimeout(tick, TICK_MS);
    },
    answered(): void {
      inFlight -= 1;
      lastAnswer = performance.now();
    },

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
  for (const at of times) {
    const bucket = Math.floor(at / 10) * 10;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([at, count]) => `${at}:${count}`)
    .join(' ');
};

/** A burst's bets' times inside the server at a percentile (bench:crash picks the slowest burst by its p99). */
export const insideAt = (burst: Burst, p: number) =>
  percentile(
    burst.bets.map(([arrived, answered]) => answered - arrived),
    p,
  );

/** The burst's timeline, printed (ms from its first bet's arrival). */
export function printBurst(title: string, burst: Burst): void {
  const length = Math.max(...burst.bets.map(([, answered]) => answered));
  console.log(
    `\n${title}: ${burst.bets.length} bets in ${length.toFixed(0)} ms, inside the server p50 / p99 ${insideAt(burst, 50).toFixed(1)} / ${insideAt(burst, 99).toFixed(1)} ms (ms from the first bet's arrival)`,
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
