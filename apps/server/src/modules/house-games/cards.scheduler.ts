import type { CardGameCode } from '@khelo/contracts/house-cards';
import type { CardTableSettings } from './cards.config';
import type { CardsService } from './cards.service';
import type { HouseLoop } from './house-scheduler';

// One shared table per card game, run by the house scheduler while it holds the lock: a betting window,
// the deal (the page animates the cards), the settlement, a pause showing the result, the next round.

export function createCardTableLoop(
  service: CardsService,
  gameCode: CardGameCode,
  settings: CardTableSettings,
): HouseLoop {
  return {
    name: `cards ${gameCode}`,
    recover: () => service.recover(gameCode),
    resend: () => service.resend(gameCode),
    async run(context) {
      while (!context.stopped()) {
        // A pass that failed (a database error under load) left its round open: it is settled by its
        // committed cards once the deal is over, and bets a settlement left behind are closed, before the
        // next round opens.
        for (const abandoned of await service.openRounds(gameCode)) {
          await context.sleepUntil(abandoned.endsAt);
          if (context.stopped()) return;
          await service.settleRound(abandoned);
        }
        await service.sweep(gameCode);
        const round = await service.openRound(gameCode);
        if (!round) continue;
        await context.sleepUntil(round.bettingClosesAt);
        if (context.stopped()) return;
        await service.startRound(round);
        await context.sleepUntil(round.endsAt);
        if (context.stopped()) return;
        await service.settleRound(round);
        await context.sleep(settings.pauseMs);
      }
    },
  };
}
