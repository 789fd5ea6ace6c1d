import { isJokerCode, PJ_CODE, pointsOfCode, rankOfCode, suitOfCode } from './cards';

// The search behind auto-arrange and the bots: split a hand into melds (sequences and sets) leaving the
// fewest points outside, under a requirement on how many pure sequences and sequences the melds include.
//
// Jokers are interchangeable fillers, so the search works on the natural cards as a bit mask plus a count
// of jokers; a wild card matters as itself only in a pure sequence (in its own place), so each way of
// reading the hand's wild cards as natural (only those with a same-suit neighbour, at most 2^MAX_NATURAL
// readings) is searched too. Memoised dynamic programming over (cards left, jokers left, pure sequences
// still needed, sequences still needed, discards left): the lowest card left either stays out (its points
// count, or it is the discard) or goes into one of the melds whose lowest card it is.

const MAX_NATURAL_WILDS = 4;
const INF = Number.POSITIVE_INFINITY;

interface Meld {
  mask: number;
  /** Points a partial meld still costs (half its cards'); 0 for a real meld. */
  cost: number;
  jokers: number;
  pure: boolean;
  sequence: boolean;
  /** Run: the lowest position (1 … 14) of the natural cards; −1 for a set. */
  start: number;
}

interface Reading {
  /** Codes of the cards read as natural, then the jokers' codes. */
  naturals: number[];
  naturalAt: number[];
  jokers: number[];
  melds: Meld[][];
}

export interface SolvedMeld {
  cards: number[];
  pure: boolean;
  sequence: boolean;
}

export interface Solution {
  /** Points left outside melds (jokers 0). */
  deadwood: number;
  melds: SolvedMeld[];
  /** Indices into the input of the cards outside melds (not the discard). */
  loose: number[];
  /** Index of the card set aside as the discard, or −1. */
  discard: number;
}

function position(code: number, aceHigh: boolean): number {
  const rank = rankOfCode(code);
  return aceHigh && rank === 1 ? 14 : rank;
}

function runMelds(naturals: number[], jokers: number, into: Meld[]): void {
  for (let suit = 0; suit < 4; suit++) {
    for (const aceHigh of [false, true]) {
      const cards = naturals
        .map((code, index) => ({ index, pos: position(code, aceHigh), code }))
        .filter((card) => suitOfCode(card.code) === suit && card.code !== PJ_CODE)
        .sort((a, b) => a.pos - b.pos);
      const hasAce = cards.some((card) => rankOfCode(card.code) === 1);
      if (aceHigh && !hasAce) continue;
      const walk = (from: number, mask: number, size: number, first: number, last: number, gaps: number) => {
        if (size > 0 && (!aceHigh || cards.some((card) => card.pos === 14 && mask & (1 << card.index)))) {
          const need = Math.max(3 - size, gaps);
          if (need <= jokers && size + need <= 13)
            into.push({ mask, cost: 0, jokers: need, pure: need === 0, sequence: true, start: first });
        }
        for (let next = from; next < cards.length; next++) {
          const card = cards[next]!;
          if (size > 0 && card.pos <= last) continue;
          const gap = size > 0 ? card.pos - last - 1 : 0;
          if (gaps + gap > jokers) break;
          walk(
            next + 1,
            mask | (1 << card.index),
            size + 1,
            size > 0 ? first : card.pos,
            card.pos,
            gaps + gap,
          );
        }
      };
      walk(0, 0, 0, 0, 0, 0);
    }
  }
}

function setMelds(naturals: number[], jokers: number, into: Meld[]): void {
  for (let rank = 1; rank <= 13; rank++) {
    const cards = naturals
      .map((code, index) => ({ code, index }))
      .filter((card) => card.code !== PJ_CODE && rankOfCode(card.code) === rank);
    const walk = (from: number, mask: number, size: number, suits: number) => {
      if (size >= 2 && 3 - size <= jokers)
        into.push({ mask, cost: 0, jokers: Math.max(0, 3 - size), pure: false, sequence: false, start: -1 });
      if (size === 4) return;
      for (let next = from; next < cards.length; next++) {
        const suit = 1 << suitOfCode(cards[next]!.code);
        if (suits & suit) continue;
        walk(next + 1, mask | (1 << cards[next]!.index), size + 1, suits | suit);
      }
    };
    walk(0, 0, 0, 0);
  }
}

/**
 * For the bots: two cards one joker or one card away from a meld (same suit within two ranks, or same rank
 * in two suits) count half their points, so a hand keeps what is about to become a meld.
 */
function partialMelds(naturals: number[], wild: number, into: Meld[]): void {
  naturals.forEach((a, i) => {
    naturals.forEach((b, k) => {
      if (k <= i || a === PJ_CODE || b === PJ_CODE) return;
      const gap = Math.abs(rankOfCode(a) - rankOfCode(b));
      const near = suitOfCode(a) === suitOfCode(b) ? (gap >= 1 && gap <= 2) || gap >= 11 : gap === 0;
      if (!near) return;
      const cost = Math.max(1, Math.ceil((pointsOfCode(a, wild) + pointsOfCode(b, wild)) / 2));
      into.push({ mask: (1 << i) | (1 << k), cost, jokers: 0, pure: false, sequence: false, start: -1 });
    });
  });
}

function readingsOf(codes: readonly number[], wild: number, partials: boolean): Reading[] {
  const wildIdx = codes
    .map((code, index) => index)
    .filter((index) => {
      const code = codes[index]!;
      if (code === PJ_CODE || !isJokerCode(code, wild)) return false;
      // Worth reading as natural only next to a same-suit card it could make a pure sequence with.
      return codes.some(
        (other, at) =>
          at !== index &&
          other !== PJ_CODE &&
          suitOfCode(other) === suitOfCode(code) &&
          Math.min(
            Math.abs(rankOfCode(other) - rankOfCode(code)),
            13 - Math.abs(rankOfCode(other) - rankOfCode(code)),
          ) <= 2,
      );
    })
    .slice(0, MAX_NATURAL_WILDS);
  const readings: Reading[] = [];
  for (let choice = 0; choice < 1 << wildIdx.length; choice++) {
    const natural = new Set(wildIdx.filter((_, bit) => choice & (1 << bit)));
    const naturalAt: number[] = [];
    const jokers: number[] = [];
    codes.forEach((code, index) => {
      if (isJokerCode(code, wild) && !natural.has(index)) jokers.push(index);
      else naturalAt.push(index);
    });
    const naturals = naturalAt.map((index) => codes[index]!);
    const all: Meld[] = [];
    runMelds(naturals, jokers.length, all);
    setMelds(naturals, jokers.length, all);
    if (partials) partialMelds(naturals, wild, all);
    const melds: Meld[][] = naturals.map(() => []);
    for (const meld of all) melds[31 - Math.clz32(meld.mask & -meld.mask)]!.push(meld);
    readings.push({ naturals, naturalAt, jokers, melds });
  }
  return readings;
}

interface Search {
  value: (np: number, ns: number) => number;
  solution: (np: number, ns: number) => Solution;
}

function searchReading(reading: Reading, wild: number, discards: number): Search {
  const { naturals, melds } = reading;
  const memo = new Map<number, number>();
  const choice = new Map<number, number>();
  const points = naturals.map((code) => pointsOfCode(code, wild));
  const key = (mask: number, j: number, np: number, ns: number, d: number) =>
    (((mask * 16 + j) * 2 + np) * 3 + ns) * 2 + d;
  const jokerSequences = (j: number) => Math.floor(j / 3);
  const f = (mask: number, j: number, np: number, ns: number, d: number): number => {
    if (mask === 0) {
      // Spare jokers can still make sequences of their own (3 jokers each); a pending discard takes one.
      return np === 0 && j >= d && ns <= jokerSequences(j - d) ? 0 : INF;
    }
    const k = key(mask, j, np, ns, d);
    const known = memo.get(k);
    if (known !== undefined) return known;
    const low = mask & -mask;
    const index = 31 - Math.clz32(low);
    let best = points[index]! + f(mask ^ low, j, np, ns, d);
    let picked = -1;
    if (d > 0) {
      const v = f(mask ^ low, j, np, ns, d - 1);
      if (v < best || (v === best && points[index]! > 0)) {
        best = v;
        picked = -2;
      }
    }
    const options = melds[index]!;
    for (let m = 0; m < options.length; m++) {
      const meld = options[m]!;
      if ((meld.mask & mask) !== meld.mask || meld.jokers > j) continue;
      const v =
        meld.cost +
        f(
          mask & ~meld.mask,
          j - meld.jokers,
          meld.pure ? 0 : np,
          meld.sequence ? Math.max(0, ns - 1) : ns,
          d,
        );
      if (v < best) {
        best = v;
        picked = m;
      }
    }
    memo.set(k, best);
    choice.set(k, picked);
    return best;
  };
  const full = naturals.length === 0 ? 0 : 2 ** naturals.length - 1;
  const J = reading.jokers.length;
  return {
    value: (np, ns) => f(full, J, np, ns, discards),
    solution: (np, ns) => {
      const out: Solution = { deadwood: f(full, J, np, ns, discards), melds: [], loose: [], discard: -1 };
      let mask = full;
      let j = J;
      let d = discards;
      let jokerPool = [...reading.jokers];
      while (mask !== 0) {
        const low = mask & -mask;
        const index = 31 - Math.clz32(low);
        const picked = choice.get(key(mask, j, np, ns, d)) ?? -1;
        if (picked === -1) out.loose.push(reading.naturalAt[index]!);
        else if (picked === -2) {
          out.discard = reading.naturalAt[index]!;
          d -= 1;
        }
        if (picked < 0) {
          mask ^= low;
          continue;
        }
        const meld = melds[index]![picked]!;
        const cards: number[] = [];
        for (let bit = 0; bit < naturals.length; bit++)
          if (meld.mask & (1 << bit)) cards.push(reading.naturalAt[bit]!);
        cards.push(...jokerPool.slice(0, meld.jokers));
        jokerPool = jokerPool.slice(meld.jokers);
        out.melds.push({ cards, pure: meld.pure, sequence: meld.sequence });
        mask &= ~meld.mask;
        j -= meld.jokers;
        if (meld.pure) np = 0;
        if (meld.sequence) ns = Math.max(0, ns - 1);
      }
      if (d > 0 && jokerPool.length > 0) {
        out.discard = jokerPool.pop()!;
      }
      // Spare jokers: a sequence of their own when one is still needed, else loose (0 points).
      if (ns > 0 && jokerPool.length >= 3) {
        out.melds.push({ cards: jokerPool, pure: false, sequence: true });
        jokerPool = [];
      }
      out.loose.push(...jokerPool);
      return out;
    },
  };
}

export interface HandSolver {
  /** Least points outside melds meeting the requirement (Infinity when it cannot be met). */
  value(needPure: 0 | 1, needSequences: 0 | 1 | 2): number;
  /** The melds behind `value`; null when the requirement cannot be met. */
  solution(needPure: 0 | 1, needSequences: 0 | 1 | 2): Solution | null;
}

/** The searches for `codes`, setting `discards` (0 or 1) cards aside as the discard. */
export function solveHand(
  codes: readonly number[],
  wild: number,
  discards: 0 | 1,
  partials = false,
): HandSolver {
  const searches = readingsOf(codes, wild, partials).map((reading) => searchReading(reading, wild, discards));
  const best = (np: 0 | 1, ns: 0 | 1 | 2) => {
    let found: Search | null = null;
    let bestValue = INF;
    for (const search of searches) {
      const v = search.value(np, ns);
      if (v < bestValue) {
        bestValue = v;
        found = search;
      }
    }
    return { found, bestValue };
  };
  return {
    value: (np, ns) => best(np, ns).bestValue,
    solution: (np, ns) => best(np, ns).found?.solution(np, ns) ?? null,
  };
}
