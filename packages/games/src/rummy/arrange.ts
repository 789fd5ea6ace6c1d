import {
  codeOf,
  groupBySuit,
  isJokerCode,
  nameOf,
  PJ_CODE,
  rankOfCode,
  suitOfCode,
  wildRankNumber,
} from './cards';
import { classifyCodes } from './groups';
import { handPoints, validateDeclaration } from './index';
import { solveHand, type Solution } from './solver';

// The best arrangement of a hand: the grouping that costs the fewest points by handPoints (a valid
// declaration when there is one), for the table's "auto-arrange" hint, a meld on timeout and the bots.
// With 14 cards it also chooses the card to discard (or to put on the finish slot).

export interface Arrangement {
  groups: string[][];
  /** handPoints of the groups. */
  points: number;
  /** The groups are a valid declaration. */
  valid: boolean;
}

export interface DiscardChoice extends Arrangement {
  /** The card to discard (or to declare with); `groups` hold the 13 others. */
  discard: string;
}

function positionOf(code: number, aceHigh: boolean): number {
  return aceHigh && rankOfCode(code) === 1 ? 14 : rankOfCode(code);
}

/** Does the run of `naturals` (one suit) fit `size` places with aces high? Else aces are low. */
function readsAceHigh(naturals: number[], size: number): boolean {
  const span = (aceHigh: boolean) => {
    const spots = naturals.map((code) => positionOf(code, aceHigh));
    return Math.max(...spots) - Math.min(...spots) + 1;
  };
  return naturals.some((code) => rankOfCode(code) === 1) && span(false) > size && span(true) <= size;
}

/** A group in table order: a run low to high with its jokers in their places, a set with its jokers last. */
function ordered(codes: number[], wild: number): number[] {
  const kind = classifyCodes(codes, wild);
  const pure = kind === 'pure-sequence';
  const naturals = pure ? [...codes] : codes.filter((code) => !isJokerCode(code, wild));
  const jokers = pure ? [] : codes.filter((code) => isJokerCode(code, wild));
  if (kind !== 'pure-sequence' && kind !== 'sequence') return [...naturals.sort((a, b) => a - b), ...jokers];
  if (naturals.length === 0) return jokers;
  const aceHigh = readsAceHigh(naturals, codes.length);
  const spots = new Map(naturals.map((code) => [positionOf(code, aceHigh), code]));
  const last = aceHigh ? 14 : 13;
  const start = Math.min(Math.min(...spots.keys()), last - codes.length + 1);
  const out: number[] = [];
  const suit = suitOfCode(naturals[0]!);
  // A wild card takes its own place when the run has it free.
  for (const code of [...jokers]) {
    const pos = positionOf(code, aceHigh);
    if (code === PJ_CODE || suitOfCode(code) !== suit || pos < start || pos >= start + codes.length) continue;
    if (spots.has(pos)) continue;
    spots.set(pos, code);
    jokers.splice(jokers.indexOf(code), 1);
  }
  for (let pos = start; out.length < codes.length; pos++) out.push(spots.get(pos) ?? jokers.pop()!);
  return out;
}

/** Spare jokers join an impure sequence, a set of 3, or — when a second pure one remains — a pure sequence. */
function placeJokers(melds: number[][], spare: number[], wild: number): number[] {
  const rest = [...spare];
  const pureCount = () => melds.filter((meld) => classifyCodes(meld, wild) === 'pure-sequence').length;
  while (rest.length > 0) {
    const joker = rest[rest.length - 1]!;
    const target =
      melds.find((meld) => classifyCodes(meld, wild) === 'sequence' && meld.length < 13) ??
      melds.find((meld) => classifyCodes(meld, wild) === 'set' && meld.length < 4) ??
      (pureCount() > 1
        ? melds.find((meld) => classifyCodes(meld, wild) === 'pure-sequence' && meld.length < 13)
        : undefined);
    if (!target) break;
    target.push(joker);
    rest.pop();
  }
  return rest;
}

function groupsOf(codes: readonly number[], solution: Solution, wild: number, wildRank: string): string[][] {
  const melds = solution.melds.map((meld) => meld.cards.map((index) => codes[index]!));
  const looseCodes = solution.loose.map((index) => codes[index]!);
  const spare = placeJokers(
    melds,
    looseCodes.filter((code) => isJokerCode(code, wild)),
    wild,
  );
  const loose = [...looseCodes.filter((code) => !isJokerCode(code, wild)), ...spare].map((code) =>
    nameOf(code),
  );
  // Pure sequences first, then the other sequences, then sets, whatever order the cards came in.
  const rank = { 'pure-sequence': 0, sequence: 1, set: 2, invalid: 3 };
  const shown = melds
    .map((meld) => ordered(meld, wild))
    .map((meld) => ({ meld, kind: rank[classifyCodes(meld, wild)], low: Math.min(...meld) }))
    .sort((a, b) => a.kind - b.kind || a.low - b.low);
  return [...shown.map(({ meld }) => meld.map((code) => nameOf(code))), ...groupBySuit(loose, wildRank)];
}

function build(cards: readonly string[], wildRank: string, discards: 0 | 1): DiscardChoice {
  const codes = cards.map((card) => {
    const code = codeOf(card);
    if (code < 0) throw new RangeError(`${card} is not a card`);
    return code;
  });
  const wild = wildRankNumber(wildRank);
  const solver = solveHand(codes, wild, discards);
  const solution = solver.solution(1, 2) ?? solver.solution(0, 0)!;
  const groups = groupsOf(codes, solution, wild, wildRank);
  return {
    discard: solution.discard >= 0 ? cards[solution.discard]! : '',
    groups,
    points: handPoints(groups, wildRank),
    valid: validateDeclaration(groups, wildRank).valid,
  };
}

/** The grouping of a 13-card hand that costs the fewest points. */
export function bestArrangement(cards: readonly string[], wildRank: string): Arrangement {
  const { groups, points, valid } = build(cards, wildRank, 0);
  return { groups, points, valid };
}

/** For 14 cards: the discard that leaves the cheapest 13, and their grouping. */
export function bestDiscard(cards: readonly string[], wildRank: string): DiscardChoice {
  if (cards.length < 2) throw new RangeError('nothing to choose a discard from');
  return build(cards, wildRank, 1);
}
