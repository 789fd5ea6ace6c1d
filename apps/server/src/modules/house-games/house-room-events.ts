import type { HouseEvent, HouseGameCode } from '@khelo/contracts/house-games';
import { presentBet } from './house-games.presenter';
import type { BetRow } from './house-games.repository';

/** How often a game's room hears its new bets, and its cash-outs: each kind in one event per tick. */
export const ROOM_EVENT_MS = 100;

// The room's view of bets placed and cashed out (ADR 037, ADR 041). One event a group of bets still made a
// burst of two or three groups — and, with the cash-outs, one event a cash-out was 2,000,000 socket frames
// a round at 1,000 watchers — every frame written on the event loop that answers the bets. The bets and
// cash-outs of a tick go out together instead. Only the room waits: each player's own answer carries the
// bet, and the state endpoint reads the database.

export interface RoomEventDeps {
  emit: (event: HouseEvent) => void;
  now: () => Date;
  log: { error: (object: unknown, message: string) => void };
}

export function createRoomEvents(deps: RoomEventDeps) {
  const due: Record<'bet' | 'cashout', BetRow[]> = { bet: [], cashout: [] };
  let timer: NodeJS.Timeout | null = null;

  /** The bets of one kind: one event per game, whatever their number. */
  function emitNow(bets: BetRow[], kind: 'bet' | 'cashout') {
    const byGame = new Map<string, BetRow[]>();
    for (const bet of bets) byGame.set(bet.gameCode, [...(byGame.get(bet.gameCode) ?? []), bet]);
    for (const [gameCode, rows] of byGame)
      deps.emit({
        game_code: gameCode as HouseGameCode,
        kind,
        bets: rows.map((row) => presentBet(row)),
        server_time: deps.now().toISOString(),
      });
  }

  function flush() {
    timer = null;
    for (const kind of ['bet', 'cashout'] as const) {
      const bets = due[kind];
      due[kind] = [];
      try {
        if (bets.length > 0) emitNow(bets, kind);
      } catch (error) {
        deps.log.error({ err: error }, `house ${kind} event failed`);
      }
    }
  }

  return {
    /** Queues bets for the room's next tick. */
    announce(kind: 'bet' | 'cashout', bets: BetRow[]): void {
      if (bets.length === 0) return;
      due[kind].push(...bets);
      timer ??= setTimeout(flush, ROOM_EVENT_MS);
      timer.unref();
    },
  };
}
