import { Worker } from 'node:worker_threads';
import { CRASH_GAME_CODE, type HouseEvent } from '@khelo/contracts/house-games';
import { bareSocket } from './lib/bare-socket';
import { sampleCpuWindows } from './lib/cpu-windows';
import type { FromWorker, Sample, ToWorker, WorkerJob } from './crash-player-worker';

// The load generator of bench:crash, in its own process (forked by bench/crash-load.ts). The players are
// spread over worker threads (bench/crash-player-worker.ts; BENCH_CRASH_WORKERS, default 2): each thread
// holds its players' bare WebSockets and HTTP clients, bets for them in both slots when a round opens and
// cashes out by hand. This thread watches the room on one more socket — the only one that parses the
// events — hands each round to the threads, gathers their samples and cuts the run into slices of whole
// rounds; after each slice the same burst (every player's two POSTs) goes twice to a bare Fastify route,
// the reference, from the same threads, while the crash server idles between bets.

export interface PlayersJob {
  origin: string;
  bareOrigin: string;
  players: { id: string; token: string }[];
  growth: number;
  /** Rounds per slice. */
  rounds: number;
  /** Slices measured, after `warmup` slices run the same way (answered first in the figures). */
  slices: number;
  warmup: number;
}

export interface SliceFigures {
  seconds: number;
  betsAccepted: number;
  betMs: number[];
  cashoutMs: number[];
  cashoutsPaid: number;
  /** Bets sent before the window closed (server clock, same machine) and refused. */
  refusedLate: number;
  /** Bets sent after the window closed (the generator's own lateness; not the server's fault). */
  sentAfterClose: number;
  /** Cash-outs sent before the crash instant and refused. */
  cashoutsRefusedLate: number;
  settlementLagMs: number[];
  referenceMs: number[];
  errors: number;
  /** Each round's betting window on the wall clock: from its open until its close plus BET_ANSWER_MS. */
  bettingWindows: [number, number][];
  /** This process's CPU (all its threads) in those windows: what it took from the server's two cores. */
  generatorCpuMs: number;
}

/** After the window closes, its last bets are still being answered. */
const BET_ANSWER_MS = 500;

const WORKERS = Number(process.env.BENCH_CRASH_WORKERS ?? 2);

// The generator's own CPU in the betting windows: on one machine, what the players took from the server.
const cpu = sampleCpuWindows();

async function run(job: PlayersJob): Promise<SliceFigures[]> {
  const bets: (Sample & { slice: number })[] = [];
  const cashouts: (Sample & { slice: number })[] = [];
  const refusedInWindow = new Map<number, number>();
  const roundSlice = new Map<number, number>();
  const endsAt = new Map<number, number>();
  const bettingWindows = new Map<number, [number, number]>();
  const settlement: Array<{ slice: number; lag: number }> = [];
  const settledRounds = new Set<number>();
  // Rounds handed to the threads whose every bet and cash-out has not been answered yet, by thread count.
  const outstanding = new Map<number, number>();
  let references: { ms: number[]; left: number; done: () => void } | null = null;
  let sentAfterClose = 0;
  let errors = 0;
  let slice = 0;
  let betting = true;

  const tokens = job.players.map((player) => player.token);
  const count = Math.max(1, Math.min(WORKERS, tokens.length));
  const workers = Array.from({ length: count }, (_, index) => {
    const share = tokens.filter((_, at) => at % count === index);
    const workerJob: WorkerJob = {
      origin: job.origin,
      bareOrigin: job.bareOrigin,
      tokens: share,
      growth: job.growth,
    };
    return new Worker(new URL('./crash-player-worker.ts', import.meta.url), { workerData: workerJob });
  });
  const post = (message: ToWorker) => workers.forEach((worker) => worker.postMessage(message));
  const ready = workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.once('error', reject);
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'ready') resolve();
          if (message.type === 'round-done') {
            const mySlice = roundSlice.get(message.roundId) ?? slice;
            bets.push(...message.bets.map((sample) => ({ ...sample, slice: mySlice })));
            cashouts.push(...message.cashouts.map((sample) => ({ ...sample, slice: mySlice })));
            refusedInWindow.set(mySlice, (refusedInWindow.get(mySlice) ?? 0) + message.refusedLate);
            sentAfterClose += message.sentAfterClose;
            errors += message.errors;
            outstanding.set(message.roundId, (outstanding.get(message.roundId) ?? 1) - 1);
          }
          if (message.type === 'reference-done' && references) {
            references.ms.push(...message.ms);
            errors += message.errors;
            if (--references.left === 0) references.done();
          }
        });
      }),
  );
  await Promise.all(ready);

  const seen = new Set<number>();
  const watcher = await bareSocket(job.origin, (name, data) => {
    const event = data as HouseEvent;
    const round = event.round;
    if (name !== 'house_event' || !round || round.game_code !== CRASH_GAME_CODE) return;
    if (event.kind === 'settled' && round.ends_at) {
      endsAt.set(round.round_id, new Date(round.ends_at).getTime());
      settledRounds.add(round.round_id);
      if (seen.has(round.round_id))
        settlement.push({
          slice: roundSlice.get(round.round_id) ?? slice,
          lag: new Date(event.server_time).getTime() - new Date(round.ends_at).getTime(),
        });
    }
    if (round.phase === 'betting' && !seen.has(round.round_id) && betting) {
      seen.add(round.round_id);
      roundSlice.set(round.round_id, slice);
      bettingWindows.set(round.round_id, [Date.now(), Date.parse(round.betting_closes_at) + BET_ANSWER_MS]);
      outstanding.set(round.round_id, workers.length);
      post({ type: 'round', round });
    }
  });
  watcher.emit('house_join', { game_code: CRASH_GAME_CODE });

  const referenceMs: number[][] = [];
  const sliceSeconds: number[] = [];
  for (slice = 0; slice < job.warmup + job.slices; slice++) {
    const began = performance.now();
    betting = true;
    // A slice is whole rounds: it ends when `rounds` rounds it bet in have crashed and settled, and every
    // bet and cash-out sent has its answer (a slow server stretches the slice rather than cutting it).
    const deadline = Date.now() + 600_000 * job.rounds;
    const settledInSlice = () => settlement.filter((row) => row.slice === slice).length;
    const done = () =>
      [...outstanding.values()].every((left) => left === 0) && [...seen].every((id) => settledRounds.has(id));
    while (Date.now() < deadline) {
      if ([...roundSlice.values()].filter((value) => value === slice).length >= job.rounds) betting = false;
      if (settledInSlice() >= job.rounds && done()) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    betting = false;
    sliceSeconds.push((performance.now() - began) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const burst: number[] = [];
    for (let repeat = 0; repeat < 2; repeat++)
      await new Promise<void>((resolve) => {
        references = { ms: burst, left: workers.length, done: resolve };
        post({ type: 'reference' });
      });
    referenceMs.push(burst);
  }
  watcher.close();
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', () => resolve());
          worker.postMessage({ type: 'close' } satisfies ToWorker);
        }),
    ),
  );

  cpu.sample();
  return sliceSeconds.map((seconds, index) => {
    const windows = [...roundSlice].filter(([, of]) => of === index).map(([id]) => bettingWindows.get(id)!);
    const mine = <T extends { slice: number }>(rows: T[]) => rows.filter((row) => row.slice === index);
    return {
      seconds,
      betsAccepted: mine(bets).filter((bet) => bet.ok).length,
      betMs: mine(bets).map((bet) => bet.ms),
      cashoutMs: mine(cashouts).map((cashout) => cashout.ms),
      cashoutsPaid: mine(cashouts).filter((cashout) => cashout.ok).length,
      refusedLate: refusedInWindow.get(index) ?? 0,
      sentAfterClose: index === 0 ? sentAfterClose : 0,
      cashoutsRefusedLate: mine(cashouts).filter((cashout) => refusedBeforeCrash(cashout, endsAt)).length,
      settlementLagMs: mine(settlement).map((row) => row.lag),
      referenceMs: referenceMs[index] ?? [],
      errors: index === 0 ? errors : 0,
      bettingWindows: windows,
      generatorCpuMs: windows.reduce((sum, window) => sum + cpu.inWindow(window), 0),
    };
  });
}

/**
 * A cash-out sent before its round's crash instant and refused. Said on stderr with how long before the
 * crash it left and the server's answer: a few milliseconds is the request's own way to the server (its
 * time of record is its arrival, ADR 030), more is the server's.
 */
function refusedBeforeCrash(cashout: Sample, endsAt: Map<number, number>): boolean {
  const crash = endsAt.get(cashout.roundId) ?? 0;
  if (cashout.ok || cashout.sentAt >= crash) return false;
  console.error(
    `bench:crash: a cash-out sent ${crash - cashout.sentAt} ms before the crash was refused: ${cashout.refusal ?? ''}`,
  );
  return true;
}

process.once('message', (job) => {
  void run(job as PlayersJob).then((figures) => process.send!(figures));
});
process.send!('ready');
