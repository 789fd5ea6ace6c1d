import { codeOf, isJoker, wildRankNumber } from './cards';
import { bestArrangement, bestDiscard } from './arrange';
import { dropsLeft } from './rules';
import { solveHand } from './solver';
import type { RummyMove, RummyView } from './state';

// The practice tables' bot: a pure policy from the bot's own view (it sees no more than a player would).
// It scores a hand by the points left outside melds, with half credit for two cards one card short of a
// meld and a surcharge while it lacks the pure sequence and the second sequence; it takes the open card
// when that lowers the score, discards the card whose loss costs least, declares as soon as it can, melds
// its best arrangement, drops only a hopeless first hand, and accepts a pool split when it is not ahead.

const NO_PURE = 25;
const NO_SECOND = 12;
/** Taking the open card shows the table what one collects: only for a real gain. */
const OPEN_GAIN = 8;
/** A first hand this bad is dropped (first drop, 20 points) instead of played. */
const HOPELESS = 95;

/** Lower is better: what the hand is worth to a bot, with one card set aside when `discards` is 1. */
function score(
  cards: string[],
  wildRank: string,
  discards: 0 | 1,
): { value: number; discard: string; complete: boolean } {
  const codes = cards.map((card) => codeOf(card));
  const solver = solveHand(codes, wildRankNumber(wildRank), discards, true);
  const classes: [0 | 1, 0 | 1 | 2, number][] = [
    [1, 2, 0],
    [1, 1, NO_SECOND],
    [0, 1, NO_PURE],
    [0, 0, NO_PURE + NO_SECOND],
  ];
  let best = { value: Number.POSITIVE_INFINITY, np: 0 as 0 | 1, ns: 0 as 0 | 1 | 2 };
  for (const [np, ns, extra] of classes) {
    const value = solver.value(np, ns) + extra;
    if (value < best.value) best = { value, np, ns };
  }
  const index = discards === 1 ? solver.solution(best.np, best.ns)!.discard : -1;
  // Half-credited pairs cost at least 1, so 0 means every card is in a real meld.
  return { value: best.value, discard: cards[index] ?? cards.at(-1)!, complete: best.value === 0 };
}

function splitAnswer(view: RummyView, seat: number): RummyMove {
  const options = view.options;
  if (options.variant !== 'pool') return { type: 'split', accept: false };
  const drops = (s: number) => dropsLeft(options, view.players.find((player) => player.seat === s)!.score);
  const others = view.split!.seats.filter((other) => other !== seat);
  return { type: 'split', accept: others.every((other) => drops(other) >= drops(seat)) };
}

function drawMove(view: RummyView, cards: string[], wildRank: string): RummyMove {
  const me = view.players.find((player) => player.seat === view.seat)!;
  const now = score(cards, wildRank, 0).value;
  if (!me.drew && now >= HOPELESS) return { type: 'drop' };
  if (view.openTop && view.openTopTakeable) {
    if (isJoker(view.openTop, wildRank)) return { type: 'draw', pile: 'open' };
    const taken = score([...cards, view.openTop], wildRank, 1);
    if (taken.discard !== view.openTop && (taken.complete || taken.value <= now - OPEN_GAIN))
      return { type: 'draw', pile: 'open' };
  }
  return { type: 'draw', pile: 'closed' };
}

function discardMove(cards: string[], wildRank: string): RummyMove {
  const scored = score(cards, wildRank, 1);
  if (scored.complete) {
    const best = bestDiscard(cards, wildRank);
    if (best.valid) return { type: 'declare', card: best.discard, groups: best.groups };
  }
  return { type: 'discard', card: scored.discard };
}

/** The bot's move for the seat of `view`, or null when it has nothing to do. */
export function botMove(view: RummyView): RummyMove | null {
  const seat = view.seat;
  const pending = view.pending;
  if (seat === null || !pending || !pending.seats.includes(seat)) return null;
  if (pending.kind === 'split') return splitAnswer(view, seat);
  const cards = view.hand?.flat() ?? [];
  const wildRank = view.wildRank;
  if (cards.length === 0 || wildRank === null) return null;
  if (pending.kind === 'meld') return { type: 'meld', groups: bestArrangement(cards, wildRank).groups };
  if (view.stage === 'draw') return drawMove(view, cards, wildRank);
  if (view.stage === 'discard') return discardMove(cards, wildRank);
  return null;
}
