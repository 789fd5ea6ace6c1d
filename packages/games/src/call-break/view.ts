import { sortHand } from './cards';
import { currentTrick } from './play';
import { pendingOf, phaseOf } from './match';
import { legalCards } from './rules';
import type { CallBreakState, CallBreakView } from './state';

// What a seat sees: its own cards only; bids, tricks won, the cards on the table and the score sheet are
// public. The seed and the undealt order never leave the state.

export function viewOf(state: CallBreakState, seat: number | null): CallBreakView {
  const round = state.round;
  const mine = seat === null ? undefined : round?.seats.find((entry) => entry.seat === seat);
  const playing = phaseOf(state) === 'playing';
  const trick = round && playing ? currentTrick(round) : null;
  const done = round?.tricks.filter((entry) => entry.winner !== null) ?? [];
  const myTurn = playing && round?.stage === 'play' && round.turn === seat && mine !== undefined;
  return {
    game: 'call-break',
    options: { ...state.options },
    seat,
    phase: phaseOf(state),
    roundNumber: round?.number ?? 0,
    stage: round?.stage ?? null,
    dealer: round?.dealer ?? null,
    turn: playing ? round!.turn : null,
    pending: pendingOf(state),
    hand: mine ? sortHand(mine.cards) : null,
    legal: myTurn ? sortHand(legalCards(mine.cards, trick)) : [],
    players: state.players.map((player) => {
      const inRound = round?.seats.find((entry) => entry.seat === player.seat);
      return {
        seat: player.seat,
        bid: inRound?.bid ?? null,
        tricks: inRound?.tricks ?? 0,
        total: player.total,
        cardCount: inRound?.cards.length ?? 0,
        missedTurns: player.missed,
        left: player.left,
        dropped: player.dropped,
      };
    }),
    trick: trick ? structuredClone(trick) : null,
    lastTrick: done.length > 0 ? structuredClone(done[done.length - 1]!) : null,
    sheet: state.sheet.map((entry) => ({ round: entry.round, dealer: entry.dealer, seats: entry.seats })),
    outcome: state.outcome,
    result: state.result,
  };
}
