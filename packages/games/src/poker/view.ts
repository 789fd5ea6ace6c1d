import { legalMoves, potTotal } from './betting';
import { buildPots } from './pots';
import type { PokerPlayer, PokerState, PokerView, PokerViewPlayer } from './state';
import { pendingOf, phaseOf } from './table';

// What one seat may see: its own hole cards, everyone's bets and stacks, the board, the pots. Never another
// seat's hole cards unless shown at the showdown, never the deck, never the seed material.

function viewPlayer(state: PokerState, player: PokerPlayer): PokerViewPlayer {
  const hand = state.hand;
  const entry = hand?.seats.find((item) => item.seat === player.seat);
  let status: PokerViewPlayer['status'] = player.sittingOut ? 'sitting-out' : 'waiting';
  if (entry && hand && !hand.over) status = entry.status;
  return {
    seat: player.seat,
    stack: player.stack,
    status,
    bet: entry && hand && !hand.over ? entry.bet : 0,
    committed: entry && hand && !hand.over ? entry.committed : 0,
    cardCount: entry && hand && !hand.over && entry.status !== 'folded' ? entry.hole.length : 0,
    shown: entry?.shown ? [...entry.shown] : null,
    owes: player.owes,
  };
}

export function viewOf(state: PokerState, seat: number | null): PokerView {
  const hand = state.hand;
  const live = hand !== null && !hand.over;
  const mine = seat === null ? undefined : hand?.seats.find((entry) => entry.seat === seat);
  const me = state.players.find((player) => player.seat === seat);
  const pots = live
    ? buildPots(
        hand.seats.map((entry) => ({
          seat: entry.seat,
          chips: entry.committed - entry.bet,
          folded: entry.status === 'folded',
        })),
        hand.dead,
      )
    : [];
  return {
    game: 'poker',
    options: structuredClone(state.options),
    seat,
    phase: phaseOf(state),
    handNumber: hand?.number ?? 0,
    street: live ? hand.street : null,
    board: hand ? [...hand.board] : [],
    button: hand?.button ?? null,
    smallBlindSeat: hand?.smallBlindSeat ?? null,
    bigBlindSeat: hand?.bigBlindSeat ?? null,
    toAct: live ? hand.toAct : null,
    currentBet: live ? hand.currentBet : 0,
    minRaise: live ? hand.minRaise : 0,
    pots,
    totalPot: live ? potTotal(hand) : 0,
    hole: mine ? [...mine.hole] : null,
    legal: seat === null ? null : legalMoves(state, seat),
    pending: pendingOf(state),
    autoMuck: me?.autoMuck ?? true,
    players: state.players.map((player) => viewPlayer(state, player)),
    outcome: structuredClone(state.outcome),
  };
}
