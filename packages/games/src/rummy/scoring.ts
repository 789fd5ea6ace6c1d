import type { TableEvent } from '../table/table-game';
import { MAX_POINTS } from './cards';
import { handPoints, validateDeclaration } from './index';
import { isEliminated, SECOND_VALID_POINTS, splitShares } from './rules';
import type { HandOutcomeSeat, HandSeat, MatchPlayer, RummyMatchResult, RummyState } from './state';

// The end of a hand: every seat's points, then what they mean for the match (pool scores and eliminations,
// deals chips, the split offer, the match's end). Works on a draft.

function meldPoints(seat: HandSeat, wildRank: string): number {
  const groups = seat.shown ?? seat.groups;
  if (validateDeclaration(groups, wildRank).valid) return SECOND_VALID_POINTS;
  return Math.min(MAX_POINTS, handPoints(groups, wildRank));
}

function resultOf(seat: HandSeat): HandOutcomeSeat['result'] {
  if (seat.status === 'won') return 'won';
  if (seat.status === 'dropped') return 'dropped';
  if (seat.status === 'wrong-show') return 'wrong-show';
  return 'lost';
}

export function soleWinner(seat: number, reason: RummyMatchResult['reason']): RummyMatchResult {
  return { winner: seat, reason, shares: [{ seat, share: 1 }], denominator: 1 };
}

export const EVERYONE_LEFT: RummyMatchResult = {
  winner: null,
  reason: 'everyone-left',
  shares: [],
  denominator: 1,
};

/** Pool and deals: the match ends when one player is left in it. */
export function endIfOneLeft(state: RummyState, events: TableEvent[]): boolean {
  const inMatch = state.players.filter((player) => !player.out);
  if (inMatch.length > 1) return false;
  state.result = inMatch[0] ? soleWinner(inMatch[0].seat, 'last-player') : EVERYONE_LEFT;
  state.split = null;
  events.push({ type: 'match-over', winner: state.result.winner, reason: state.result.reason });
  return true;
}

function chipsTransfers(state: RummyState, winner: number): Map<number, number> {
  const transfers = new Map<number, number>();
  let won = 0;
  for (const seat of state.hand!.seats) {
    if (seat.seat === winner) continue;
    const player = state.players.find((entry) => entry.seat === seat.seat)!;
    const lost = Math.min(seat.points ?? 0, player.chips);
    transfers.set(seat.seat, -lost);
    won += lost;
  }
  transfers.set(winner, won);
  return transfers;
}

/**
 * Pool and deals between hands: is the match decided? One player left in it wins; in deals, after the last
 * deal the one with the most chips wins (a tie is played off in a tiebreak deal among the leaders).
 */
export function endIfDecided(state: RummyState, events: TableEvent[]): boolean {
  const { options } = state;
  if (endIfOneLeft(state, events)) return true;
  if (options.variant !== 'deals' || state.handsPlayed < options.deals) return false;
  const inMatch = state.players.filter((player) => !player.out);
  const most = Math.max(...inMatch.map((player) => player.chips));
  const leaders = inMatch.filter((player) => player.chips === most);
  if (leaders.length > 1) return false;
  state.result = soleWinner(leaders[0]!.seat, 'most-chips');
  events.push({ type: 'match-over', winner: leaders[0]!.seat, reason: 'most-chips' });
  return true;
}

function settleMatch(state: RummyState, events: TableEvent[]): void {
  const { options } = state;
  const hand = state.hand!;
  if (options.variant === 'points') {
    state.players = state.players.filter((player) => !player.left);
    return;
  }
  for (const player of state.players) if (player.left) player.out = true;
  if (options.variant === 'deals' && hand.tiebreak) {
    state.result = soleWinner(hand.winner!, 'tiebreak');
    events.push({ type: 'match-over', winner: hand.winner, reason: 'tiebreak' });
    return;
  }
  if (endIfDecided(state, events) || options.variant === 'deals') return;
  const offer = splitShares(
    options,
    state.players.filter((player) => !player.out),
    state.startedWith,
  );
  if (offer) {
    state.split = { seats: offer.shares.map((share) => share.seat), accepted: [] };
    events.push({ type: 'split-offer', seats: state.split.seats });
  }
}

/** Scores the hand that just ended (one player won) and moves the match on. */
export function finishHand(state: RummyState, events: TableEvent[]): void {
  const hand = state.hand!;
  hand.stage = 'over';
  hand.drawn = null;
  const standing = hand.seats.filter((seat) => seat.status === 'playing');
  if (standing.length === 1) {
    standing[0]!.status = 'won';
    hand.winner = standing[0]!.seat;
  }
  const winner = hand.winner!;
  for (const seat of hand.seats) {
    if (seat.status === 'won') seat.points = 0;
    else if (seat.status === 'melded' || seat.status === 'melding')
      seat.points = meldPoints(seat, hand.wildRank);
  }
  state.handsPlayed += 1;
  const transfers =
    state.options.variant === 'deals' ? chipsTransfers(state, winner) : new Map<number, number>();
  const outcomeSeats: HandOutcomeSeat[] = hand.seats.map((seat) => {
    const player: MatchPlayer = state.players.find((entry) => entry.seat === seat.seat)!;
    const chips = transfers.get(seat.seat) ?? 0;
    let eliminated = false;
    if (state.options.variant === 'pool') {
      player.score += seat.points!;
      eliminated = !player.out && isEliminated(state.options, player.score);
      if (eliminated) player.out = true;
    }
    player.chips += chips;
    return {
      seat: seat.seat,
      result: resultOf(seat),
      penalty: seat.penalty,
      points: seat.points!,
      groups: seat.status === 'dropped' ? null : seat.shown,
      total:
        state.options.variant === 'pool'
          ? player.score
          : state.options.variant === 'deals'
            ? player.chips
            : 0,
      chips,
      eliminated,
    };
  });
  state.outcome = {
    hand: hand.number,
    winner,
    wildCard: hand.wildCard,
    finish: hand.finish,
    seats: outcomeSeats,
  };
  events.push({
    type: 'hand-over',
    winner,
    points: outcomeSeats.map(({ seat, points }) => ({ seat, points })),
  });
  for (const seat of outcomeSeats) if (seat.eliminated) events.push({ type: 'eliminated', seat: seat.seat });
  settleMatch(state, events);
}
