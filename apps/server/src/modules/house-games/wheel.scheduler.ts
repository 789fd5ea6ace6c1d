import type { RoundRow } from './house-games.repository';
import type { HouseLoop } from './house-scheduler';
import type { MinesService } from './mines.service';
import type { WheelTimings } from './roulette.config';
import type { RouletteService } from './roulette.service';
import type { ZooRouletteService } from './zoo-roulette.service';

// The scheduler loops of the wheels, European roulette and Zoo Roulette (betting window → spin → result →
// next spin), and of Mines
// (settles rounds left alone past the idle limit). They run inside the house scheduler, while its process
// holds the lock.

const MINES_SWEEP_MS = 15_000;

interface SpinService {
  recover(): Promise<unknown>;
  resend(): Promise<unknown>;
  sweep(): Promise<unknown>;
  currentRound(): Promise<RoundRow | null>;
  openSpin(closesAt: Date): Promise<RoundRow | null>;
  startSpin(round: RoundRow): Promise<void>;
  settleSpin(round: RoundRow): Promise<void>;
}

function spinLoop(
  name: string,
  service: SpinService,
  timings: { bettingMs: number; pauseMs: number },
  now: () => Date,
): HouseLoop {
  return {
    name,
    recover: () => service.recover(),
    resend: () => service.resend(),
    async run({ sleep, sleepUntil, stopped }) {
      while (!stopped()) {
        // Slips a settlement left behind (a pass that failed half-way) are closed before the next spin; a
        // spin the failed pass left open is the current one and is run on.
        await service.sweep();
        const round =
          (await service.currentRound()) ??
          (await service.openSpin(new Date(now().getTime() + timings.bettingMs)));
        if (!round) continue;
        await sleepUntil(round.bettingClosesAt);
        if (stopped()) return;
        await service.startSpin(round);
        await sleepUntil(round.endsAt);
        if (stopped()) return;
        await service.settleSpin(round);
        await sleep(timings.pauseMs);
      }
    },
  };
}

export function rouletteLoop(service: RouletteService, timings: WheelTimings, now: () => Date): HouseLoop {
  const { rouletteBettingMs: bettingMs, roulettePauseMs: pauseMs } = timings;
  return spinLoop('roulette', service, { bettingMs, pauseMs }, now);
}

export function zooLoop(service: ZooRouletteService, timings: WheelTimings, now: () => Date): HouseLoop {
  return spinLoop(
    'zoo-roulette',
    service,
    { bettingMs: timings.zooBettingMs, pauseMs: timings.zooPauseMs },
    now,
  );
}

export function minesLoop(service: MinesService, timings: WheelTimings): HouseLoop {
  return {
    name: 'mines',
    recover: () => service.recover(),
    resend: () => service.resend(),
    async run({ sleep, stopped }) {
      while (!stopped()) {
        await sleep(Math.min(MINES_SWEEP_MS, timings.minesIdleMs));
        if (!stopped()) await service.sweepIdle();
      }
    },
  };
}
