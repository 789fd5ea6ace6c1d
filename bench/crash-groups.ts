import { performance } from 'node:perf_hooks';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { cashPlayers, openBenchApp, type Engine } from './lib/bench-app';
import { forkScript } from './lib/processes';
import { median, option, startReport } from './lib/report';

// The crash bet groups alone (ADR 037), a diagnostic for bench:crash: 200 bets handed to the house-games
// service at once (no HTTP, no other load), a new round each time, 30 times after 10 warm-ups; wall and CPU
// time of the whole group, and on PGlite each statement's time inside it. Deterministic enough to compare
// two versions of the group path where bench:crash's p99 is too noisy (docs/performance.md). Each engine
// runs in a child with the server's V8 flags (the same file, BENCH_GROUPS_ENGINE set).
// Usage: npm run bench:crash-groups -- [--engines pglite,postgres] [--bets 200]

const BETS = Number(option('bets', '200', 'BENCH_GROUPS_BETS'));
const WARMUP = 10;
const MEASURED = 30;

interface Result {
  engine: string;
  wallMs: number;
  cpuMs: number;
  statements: { sql: string; count: number; ms: number }[];
}

async function measure(engine: Engine): Promise<Result> {
  // PGlite runs one statement at a time (on its own thread, ADR 045): a statement's own time, as the server
  // sees it, runs from its start, or from the end of the one before it if that ended later (the wait in the
  // queue is not its own).
  const timing = new Map<string, { count: number; ms: number }>();
  let measuring = false;
  let lastEnd = 0;
  const bench = await openBenchApp(engine, 'groups');
  if (bench.database.kind === 'pglite') {
    const client = bench.database.client;
    const query = client.query.bind(client);
    client.query = async (...args: Parameters<typeof query>) => {
      const started = performance.now();
      try {
        return await query(...args);
      } finally {
        const ended = performance.now();
        if (measuring) {
          const key = String(args[0]).replace(/\s+/g, ' ').trim().slice(0, 80);
          const entry = timing.get(key) ?? { count: 0, ms: 0 };
          entry.count += 1;
          entry.ms += ended - Math.max(started, lastEnd);
          timing.set(key, entry);
        }
        lastEnd = ended;
      }
    };
  }
  const players = await cashPlayers(bench.app, BETS, CRASH_GAME_CODE, 10_000_000n, '7');
  const service = bench.app.houseGames.service;
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
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
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
    measuring = false;
    if (answers.some((answer) => !answer.ok)) throw new Error('a bet was refused');
    if (index >= WARMUP) {
      wall.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  await bench.close();
  return {
    engine,
    wallMs: median(wall),
    cpuMs: median(cpu),
    statements: [...timing]
      .map(([sql, entry]) => ({ sql, count: entry.count / MEASURED, ms: entry.ms / MEASURED }))
      .sort((a, b) => b.ms - a.ms),
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
      { BENCH_GROUPS_ENGINE: engine, BENCH_GROUPS_BETS: String(BETS) },
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
  }
  finish();
}
