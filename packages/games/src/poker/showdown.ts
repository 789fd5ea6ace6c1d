import type { TableEvent } from '../table/table-game';
import { contenders, playerOf } from './betting';
import { bestFive, bestHand, type HandValue } from './evaluate';
import { buildPots, orderFrom, rakeOf, splitPot } from './pots';
import type { HandState, OutcomeSeat, PokerState, PotResult } from './state';

// The end of a hand: pots and side pots, rake (only when a flop was dealt: no flop, no drop), who shows
// and who mucks, the split of each pot (odd chips from the first seat left of the button), the outcome.

/**
 * Who shows at the showdown, in order: the last bettor or raiser of the river first, else the first seat
 * left of the button, then round the table. When a contender is all-in every hand is turned up. Otherwise a
 * seat shows when its hand is at least as good as the best shown in one of its pots, or when it has turned
 * auto-muck off; else it mucks (a mucked hand can win nothing, as some shown hand beats it in every pot).
 */
function showdownShows(
  state: PokerState,
  hand: HandState,
  pots: { eligible: number[] }[],
  best: Map<number, HandValue>,
): Set<number> {
  const live = contenders(hand).map((entry) => entry.seat);
  if (contenders(hand).some((entry) => entry.status === 'all-in')) return new Set(live);
  const first = hand.aggressor ?? orderFrom(hand.button, live)[0]!;
  const order = orderFrom(first - 0.5, live);
  const shown = new Set<number>();
  const topOfPot = pots.map(() => 0);
  for (const seat of order) {
    const rank = best.get(seat)!.rank;
    const contests = pots.some((pot, index) => pot.eligible.includes(seat) && rank >= topOfPot[index]!);
    if (!contests && playerOf(state, seat).autoMuck) continue;
    shown.add(seat);
    pots.forEach((pot, index) => {
      if (pot.eligible.includes(seat)) topOfPot[index] = Math.max(topOfPot[index]!, rank);
    });
  }
  return shown;
}

function rakeApplies(state: PokerState, hand: HandState): { percent: number; cap: number } | null {
  const rake = state.options.rake;
  return rake && hand.board.length >= 3 ? rake : null;
}

export function finishHand(
  state: PokerState,
  uncalled: { seat: number; chips: number } | null,
  events: TableEvent[],
): void {
  const hand = state.hand!;
  hand.over = true;
  hand.toAct = null;
  const live = contenders(hand);
  const showdown = live.length > 1;
  const best = new Map<number, HandValue>();
  if (showdown)
    for (const entry of live) best.set(entry.seat, bestHand(entry.hole, hand.board, state.options.variant));
  const pots = buildPots(
    hand.seats.map((entry) => ({
      seat: entry.seat,
      chips: entry.committed,
      folded: entry.status === 'folded',
    })),
    hand.dead,
  );
  const rakeRule = rakeApplies(state, hand);
  const rakes = rakeRule
    ? rakeOf(
        pots.map((pot) => pot.amount),
        rakeRule.percent,
        rakeRule.cap,
      )
    : [];
  const shown = showdown ? showdownShows(state, hand, pots, best) : new Set<number>();
  const order = orderFrom(
    hand.button,
    hand.seats.map((entry) => entry.seat),
  );
  const rankOf = (seat: number) => (shown.has(seat) || !showdown ? (best.get(seat)?.rank ?? 1) : 0);
  const results: PotResult[] = pots.map((pot, index) => {
    const rake = rakes[index] ?? 0;
    const winners = splitPot(pot.amount - rake, pot.eligible, rankOf, order);
    return { amount: pot.amount, rake, eligible: pot.eligible, winners };
  });
  const won = new Map<number, number>();
  for (const pot of results)
    for (const winner of pot.winners) won.set(winner.seat, (won.get(winner.seat) ?? 0) + winner.chips);
  for (const entry of hand.seats) {
    entry.shown = shown.has(entry.seat) ? [...entry.hole] : null;
    playerOf(state, entry.seat).stack += won.get(entry.seat) ?? 0;
  }
  const seats: OutcomeSeat[] = hand.seats.map((entry) => {
    const player = playerOf(state, entry.seat);
    const before = state.stacksAtDeal.find((item) => item.seat === entry.seat)!.stack;
    const gain = won.get(entry.seat) ?? 0;
    return {
      seat: entry.seat,
      stackBefore: before,
      stackAfter: player.stack,
      committed: entry.committed,
      won: gain,
      net: player.stack - before,
      folded: entry.status === 'folded',
      shown: entry.shown,
      best: entry.shown ? best.get(entry.seat)! : null,
      five: entry.shown ? bestFive(entry.hole, hand.board, state.options.variant) : null,
      left: player.left,
    };
  });
  const rake = results.reduce((sum, pot) => sum + pot.rake, 0);
  state.outcome = {
    hand: hand.number,
    board: [...hand.board],
    button: hand.button,
    showdown,
    pots: results,
    rake,
    uncalled,
    seats,
  };
  for (const entry of hand.seats) {
    const player = playerOf(state, entry.seat);
    if (entry.timedOut) player.sittingOut = true;
  }
  const leaving = state.players.filter((player) => player.left);
  state.players = state.players.filter((player) => !player.left);
  events.push({
    type: 'hand-over',
    hand: hand.number,
    showdown,
    shown: hand.seats
      .filter((entry) => entry.shown)
      .map((entry) => ({ seat: entry.seat, cards: entry.shown })),
    pots: results.map((pot) => ({ amount: pot.amount, rake: pot.rake, winners: pot.winners })),
    rake,
  });
  for (const player of leaving) events.push({ type: 'leave', seat: player.seat, chips: player.stack });
}
