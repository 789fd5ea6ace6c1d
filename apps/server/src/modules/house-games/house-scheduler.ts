import { COLOR_GAME_CODE, CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { issueAt } from '@khelo/games/color';
import { multiplierAt } from '@khelo/games/crash';
import type { HouseTimings } from './house-games.config';
import type { HouseGamesService } from './house-games.service';
import type { RoundLock } from './round-lock.repository';

// Opens, runs and settles the shared rounds while this process holds the scheduler lock; retries the lock
// every few seconds otherwise, so a surviving process takes over when the holder dies.

const LOCK_RETRY_MS = 3_000;
const FLIGHT_TICK_MS = 100;
/** How often the running scheduler sends unconfirmed closing credits and refunds again (ADR 034). */
export const RESEND_EVERY_MS = 15_000;

/** What a game's own loop (e.g. roulette.scheduler.ts) gets from the scheduler: its clock and stop flag. */
export interface HouseLoopContext {
  sleep: (ms: number) => Promise<void>;
  sleepUntil: (at: Date) => Promise<void>;
  stopped: () => boolean;
}

/** A further game's rounds: recovered when the lock is taken, then run while it is held. */
export interface HouseLoop {
  name: string;
  recover(): Promise<unknown>;
  /** Sends again the credits and refunds its wallet did not confirm (a busy database); every RESEND_EVERY_MS. */
  resend?(): Promise<unknown>;
  run(context: HouseLoopContext): Promise<void>;
}

export interface HouseSchedulerDeps {
  service: HouseGamesService;
  /** The loops of the games added after crash and color, each in its own file. */
  loops?: HouseLoop[];
  lock: RoundLock;
  timings: HouseTimings;
  now: () => Date;
  /** Tests shorten the resend pass's period; RESEND_EVERY_MS otherwise. */
  resendEveryMs?: number;
  log: { info: (message: string) => void; error: (object: unknown, message: string) => void };
}

export function createHouseScheduler(deps: HouseSchedulerDeps) {
  const { service, timings, now } = deps;
  let stopped = true;
  const wakers = new Set<() => void>();
  let running: Promise<void> = Promise.resolve();

  function sleep(ms: number): Promise<void> {
    if (stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      wakers.add(wake);
    });
  }
  const sleepUntil = (at: Date) => sleep(at.getTime() - now().getTime());

  async function crashLoop(): Promise<void> {
    while (!stopped) {
      // A pass that failed (a database error under load) left its round open: it is settled by its
      // committed outcome once its crash instant has passed (cash-outs were answered all along), and bets a
      // settlement left `placing`/`open` are closed, before the next round opens.
      for (const abandoned of await service.openCrashRounds()) {
        await sleepUntil(abandoned.endsAt);
        if (stopped) return;
        await service.settleRound(abandoned);
      }
      await service.sweep(CRASH_GAME_CODE);
      const closesAt = new Date(now().getTime() + timings.crashBettingMs);
      const round = await service.openRound(CRASH_GAME_CODE, await service.nextCrashRoundNo(), closesAt);
      if (!round) continue;
      await sleepUntil(round.bettingClosesAt);
      if (stopped) return;
      await service.startRound(round);
      while (!stopped && now() < round.endsAt) {
        await sleep(Math.min(FLIGHT_TICK_MS, round.endsAt.getTime() - now().getTime()));
        await service.autoCashouts(
          round,
          multiplierAt(now().getTime() - round.startsAt.getTime(), timings.crashGrowthPerSecond),
        );
      }
      if (stopped) return;
      await service.settleRound(round);
      await sleep(timings.crashPauseMs);
    }
  }

  async function colorLoop(): Promise<void> {
    while (!stopped) {
      const issue = issueAt(now().getTime(), timings.colorOrderMs, timings.colorWaitMs);
      let round = await service.roundByNo(COLOR_GAME_CODE, issue.issue);
      if (!round && now().getTime() < issue.ordersCloseAt)
        round = await service.openRound(
          COLOR_GAME_CODE,
          issue.issue,
          new Date(issue.ordersCloseAt),
          new Date(issue.drawAt),
        );
      if (!round || round.state === 'settled' || round.state === 'void') {
        await sleep(issue.drawAt - now().getTime());
        continue;
      }
      await sleepUntil(round.bettingClosesAt);
      if (stopped) return;
      await service.startRound(round);
      await sleepUntil(round.endsAt);
      if (stopped) return;
      await service.settleRound(round);
    }
  }

  // A closing credit or refund that failed (the database was still busy) is not left for the next recovery:
  // every game's unconfirmed ones are sent again while the rounds run, under the same transaction ids.
  async function resendLoop(): Promise<void> {
    while (!stopped) {
      await sleep(deps.resendEveryMs ?? RESEND_EVERY_MS);
      if (stopped) return;
      for (const game of [CRASH_GAME_CODE, COLOR_GAME_CODE] as const) await service.resend(game);
      for (const loop of deps.loops ?? []) await loop.resend?.();
    }
  }

  async function guarded(name: string, loop: () => Promise<void>): Promise<void> {
    while (!stopped) {
      try {
        await loop();
      } catch (error) {
        deps.log.error({ err: error }, `house ${name} loop failed; restarting`);
        await sleep(1_000);
      }
    }
  }

  async function run(): Promise<void> {
    while (!stopped && !(await deps.lock.tryAcquire().catch(() => false))) await sleep(LOCK_RETRY_MS);
    if (stopped) return;
    deps.log.info('house games: scheduler lock taken, recovering open rounds');
    for (const game of [CRASH_GAME_CODE, COLOR_GAME_CODE] as const) await service.recover(game);
    for (const loop of deps.loops ?? []) await loop.recover();
    const context: HouseLoopContext = { sleep, sleepUntil, stopped: () => stopped };
    const watch = (async () => {
      while (!stopped) {
        await sleep(LOCK_RETRY_MS);
        if (!stopped && !(await deps.lock.stillHeld())) {
          deps.log.error({}, 'house games: scheduler lock lost; stopping rounds');
          stopped = true;
          for (const wake of wakers) wake();
        }
      }
    })();
    await Promise.all([
      guarded('crash', crashLoop),
      guarded('color', colorLoop),
      guarded('resend', resendLoop),
      ...(deps.loops ?? []).map((loop) => guarded(loop.name, () => loop.run(context))),
      watch,
    ]);
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      running = run().catch((error: unknown) => deps.log.error({ err: error }, 'house scheduler stopped'));
    },
    /** Stops between steps; rounds left open are recovered by the next holder. */
    async stop(): Promise<void> {
      stopped = true;
      for (const wake of [...wakers]) wake();
      await running;
      await deps.lock.release();
    },
  };
}
