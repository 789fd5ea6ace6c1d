import type { LaunchMode } from '@khelo/contracts/practice';
import type { HouseLoop } from './house-scheduler';
import type { TambolaService } from './tambola.service';

// The Tambola room's loop, one per mode (cash, practice), inside the house scheduler: sales until the
// start, a call every few seconds, the settlement, a pause, the next game. Everything it needs is in the
// database, so after a restart or a takeover it picks the game up at the call it had reached.

export function tambolaLoop(service: TambolaService, mode: LaunchMode, now: () => Date): HouseLoop {
  const { settings } = service;
  return {
    name: `tambola-${mode}`,
    // Nothing to decide at takeover: a game being called goes on from its last call (run below).
    recover: () => (mode === 'real' ? service.recover() : Promise.resolve()),
    resend: () => (mode === 'real' ? service.resend() : Promise.resolve()),
    async run({ sleep, sleepUntil, stopped }) {
      while (!stopped()) {
        const found = await service.current(mode);
        const round =
          found?.round ?? (await service.openGame(mode, new Date(now().getTime() + settings.saleMs)));
        if (!round) continue;
        if (round.state === 'betting') {
          await sleepUntil(round.bettingClosesAt);
          if (stopped()) return;
          if (!(await service.startGame(round))) {
            await sleep(settings.pauseMs);
            continue;
          }
        }
        let over = false;
        while (!over && !stopped()) {
          const game = (await service.current(mode))?.game;
          if (!game || !game.nextCallAt) break;
          await sleepUntil(game.nextCallAt);
          if (stopped()) return;
          over = await service.step(round);
        }
        if (over) await sleep(settings.pauseMs);
      }
    },
  };
}
