import { codeOf } from './cards';
import { CATEGORIES, HOLE_CARDS, type HandCategory, type PokerVariant } from './evaluate';

// Tests only: a slow, plain 5-card evaluator written from the rules, to check the library against. A hand's
// value is [category, tie-break ranks…] compared in order; the best hand tries every 5 cards allowed.

type Value = number[];

function five(codes: number[]): Value {
  const ranks = codes.map((code) => code >> 2).sort((a, b) => b - a);
  const flush = codes.every((code) => (code & 3) === (codes[0]! & 3));
  const unique = [...new Set(ranks)];
  let straightHigh = -1;
  if (unique.length === 5 && ranks[0]! - ranks[4]! === 4) straightHigh = ranks[0]!;
  if (unique.join() === '12,3,2,1,0') straightHigh = 3; // the wheel, five high
  const counts = unique
    .map((rank) => [ranks.filter((item) => item === rank).length, rank] as const)
    .sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const shape = counts.map(([count]) => count).join('');
  const byCount = counts.map(([, rank]) => rank);
  const category = (name: HandCategory) => CATEGORIES.indexOf(name);
  if (straightHigh >= 0 && flush) return [category('straight-flush'), straightHigh];
  if (shape === '41') return [category('four-of-a-kind'), ...byCount];
  if (shape === '32') return [category('full-house'), ...byCount];
  if (flush) return [category('flush'), ...ranks];
  if (straightHigh >= 0) return [category('straight'), straightHigh];
  if (shape === '311') return [category('three-of-a-kind'), ...byCount];
  if (shape === '221') return [category('two-pair'), ...byCount];
  if (shape === '2111') return [category('pair'), ...byCount];
  return [category('high-card'), ...ranks];
}

export function compareValues(a: Value, b: Value): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const diff = (a[index] ?? -1) - (b[index] ?? -1);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

function choose<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    choose(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

export function referenceBest(
  hole: string[],
  board: string[],
  game: PokerVariant,
): { category: HandCategory; value: Value } {
  const holeCodes = hole.map(codeOf);
  const boardCodes = board.map(codeOf);
  const hands =
    game === 'holdem'
      ? choose([...holeCodes, ...boardCodes], 5)
      : choose(holeCodes, 2).flatMap((two) => choose(boardCodes, 3).map((three) => [...two, ...three]));
  let best: Value = [-1];
  for (const hand of hands) {
    const value = five(hand);
    if (compareValues(value, best) > 0) best = value;
  }
  if (hole.length !== HOLE_CARDS[game]) throw new RangeError('wrong hole cards');
  return { category: CATEGORIES[best[0]!]!, value: best };
}
