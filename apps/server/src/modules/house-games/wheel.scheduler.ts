import type { HouseLoop } from './house-scheduler';
import type { MinesService } from './mines.service';
import type { WheelTimings } from './roulette.config';
import type { RouletteService } from './roulette.service';

// The scheduler loops of European roulette (betting window → spin → result → next spin) and of Mines
// (settles rounds left alone past the idle limit). They run inside the house scheduler, while its process
// holds the lock.

const MINES_SWEEP_MS = 15_000;

export function rouletteLoop(service: RouletteService, timings: WheelTimings, now: () => Date): HouseLoop {
  return {
    name: 'roulette',
    recover: () => service.recover(),
    async run({ sleep, sleepUntil, stopped }) {
      while (!stopped()) {
        // Slips a settlement left behind (a pass that failed half-way) are closed before the next spin; a
        // spin the failed pass left open is the current one and is run on.
        await service.sweep();
        const round =
          (await service.currentRound()) ??
          (await service.openSpin(new Date(now().getTime() + timings.rouletteBettingMs)));
        if (!round) continue;
        await sleepUntil(round.bettingClosesAt);
        if (stopped()) return;
        await service.startSpin(round);
        await sleepUntil(round.endsAt);
        if (stopped()) return;
        await service.settleSpin(round);
        await sleep(timings.roulettePauseMs);
      }
    },
  };
}

export function minesLoop(service: MinesService, timings: WheelTimings): HouseLoop {
  return {
    name: 'mines',
    recover: () => service.recover(),
    async run({ sleep, stopped }) {
      while (!stopped()) {
        await sleep(Math.min(MINES_SWEEP_MS, timings.minesIdleMs));
        if (!stopped()) await service.sweepIdle();
      }
    },
  };
}
