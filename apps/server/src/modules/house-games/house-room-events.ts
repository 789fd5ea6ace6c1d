import { ROOM_BETS_SHOWN, type HouseEvent, type HouseGameCode } from '@khelo/contracts/house-games';
import { presentBet } from './house-games.presenter';
import type { BetRow } from './house-games.repository';

/** How often a game's room hears its new bets, and its cash-outs: each kind in one event per tick. */
export const ROOM_EVENT_MS = 100;

/**
 * How often at most a room hears its bets: a tick's bets go out at once after a quiet spell, and those of
 * the ticks after it together, this long after the last event (a burst's events were still a fifth of the
 * server's CPU at 1,000 watchers with one a tick; docs/performance.md).
 */
export const BET_EVENT_MS = 500;

// The room's view of bets placed and cashed out (ADR 037, ADR 041). One event a group of bets still made a
// burst of two or three groups — and, with the cash-outs, one event a cash-out was 2,000,000 socket frames
// a round at 1,000 watchers — every frame written on the event loop that answers the bets. The bets and
// cash-outs of a tick go out together instead. Only the room waits: each player's own answer carries the
// bet, and the state endpoint reads the database.
// A room shows a round's largest stakes (ROOM_BETS_SHOWN) and its count, so a tick's new bets go out only
// when they enter this process's largest of the round: every bet of the round to every watcher was 45 % of
// the server's CPU in a 1,000-player burst (docs/performance.md). A bet among the round's largest is among
// the largest its own process has seen, so in a cluster each process sending its own still covers them.

export interface RoomEventDeps {
  emit: (event: HouseEvent) => void;
  now: () => Date;
  log: { error: (object: unknown, message: string) => void };
  /** The round's bets in all (every process's), for the count the room shows. */
  betCount: (roundId: number) => Promise<number>;
}

/** The stakes of the largest bets this process has seen in a game's current round, largest first. */
interface Largest {
  roundId: number;
  stakes: number[];
}

export function createRoomEvents(deps: RoomEventDeps) {
  const due: Record<'bet' | 'cashout', BetRow[]> = { bet: [], cashout: [] };
  const largest = new Map<string, Largest>();
  let timer: NodeJS.Timeout | null = null;
  const failed = (kind: string) => (error: unknown) =>
    deps.log.error({ err: error }, `house ${kind} event failed`);

  /** Whether a new bet enters the largest of its round (and records it there). */
  function enters(bet: BetRow): boolean {
    let seen = largest.get(bet.gameCode);
    if (!seen || seen.roundId < bet.roundId) {
      seen = { roundId: bet.roundId, stakes: [] };
      largest.set(bet.gameCode, seen);
    }
    if (seen.roundId > bet.roundId) return true; // a late bet of the round before: rare, sent as it is
    const { stakes } = seen;
    if (stakes.length >= ROOM_BETS_SHOWN && bet.stakePaise <= stakes[stakes.length - 1]!) return false;
    const at = stakes.findIndex((stake) => stake < bet.stakePaise);
    stakes.splice(at === -1 ? stakes.length : at, 0, bet.stakePaise);
    if (stakes.length > ROOM_BETS_SHOWN) stakes.pop();
    return true;
  }

  // Appended in place: a 2,000-bet tick copied into a new array per bet was quadratic on the bets' loop.
  const byKey = (bets: BetRow[], key: (bet: BetRow) => string) => {
    const groups = new Map<string, BetRow[]>();
    for (const bet of bets) {
      const group = groups.get(key(bet));
      if (group) group.push(bet);
      else groups.set(key(bet), [bet]);
    }
    return [...groups.values()];
  };

  // At most one bet event a BET_EVENT_MS per game (each is a write to every watcher): what enters the
  // shown list meanwhile, and the count, wait for it. A new round's first bets go at once.
  const sent = new Map<string, { roundId: number; at: number }>();
  const held = new Map<string, { roundId: number; bets: BetRow[]; timer: NodeJS.Timeout }>();

  async function emitBetEvent(gameCode: string, roundId: number, bets: BetRow[]) {
    sent.set(gameCode, { roundId, at: deps.now().getTime() });
    const betCount = await deps.betCount(roundId);
    deps.emit({
      game_code: gameCode as HouseGameCode,
      kind: 'bet',
      bets: bets.map((row) => presentBet(row)),
      bet_count: betCount,
      round_id: roundId,
      server_time: deps.now().toISOString(),
    });
  }

  function release(gameCode: string) {
    const waiting = held.get(gameCode);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    held.delete(gameCode);
    emitBetEvent(gameCode, waiting.roundId, waiting.bets).catch(failed('bet'));
  }

  /** New bets: those entering the round's largest, with the round's count; one event per game and round. */
  function emitBets(bets: BetRow[]) {
    for (const rows of byKey(bets, (bet) => `${bet.gameCode}:${bet.roundId}`)) {
      // The largest first, so that a tick's bets enter against each other as well as the earlier ones.
      const entering = [...rows].sort((a, b) => b.stakePaise - a.stakePaise).filter(enters);
      const { gameCode, roundId } = rows[0]!;
      if ((held.get(gameCode)?.roundId ?? roundId) !== roundId) release(gameCode);
      const waiting = held.get(gameCode);
      if (waiting) {
        waiting.bets.push(...entering);
        continue;
      }
      const last = sent.get(gameCode);
      const since = last?.roundId === roundId ? deps.now().getTime() - last.at : Infinity;
      if (since >= BET_EVENT_MS) {
        emitBetEvent(gameCode, roundId, entering).catch(failed('bet'));
        continue;
      }
      const timer = setTimeout(() => release(gameCode), BET_EVENT_MS - since);
      timer.unref();
      held.set(gameCode, { roundId, bets: entering, timer });
    }
  }

  /** Cash-outs: every one, since a page learns its own auto cash-outs from them; one event per game. */
  function emitCashouts(bets: BetRow[]) {
    for (const rows of byKey(bets, (bet) => bet.gameCode))
      deps.emit({
        game_code: rows[0]!.gameCode as HouseGameCode,
        kind: 'cashout',
        bets: rows.map((row) => presentBet(row)),
        server_time: deps.now().toISOString(),
      });
  }

  function flush() {
    timer = null;
    const { bet, cashout } = due;
    due.bet = [];
    due.cashout = [];
    for (const [kind, bets, emit] of [
      ['bet', bet, emitBets],
      ['cashout', cashout, emitCashouts],
    ] as const) {
      try {
        if (bets.length > 0) emit(bets);
      } catch (error) {
        failed(kind)(error);
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
