import { HAND_SIZE, MAX_POINTS, nameOf, wildRankNumber } from './cards';
import { classifyCodes, codesOf, codesPoints, type GroupKind } from './groups';

// The two rules every part of Khelo shares (issue 17): is a declaration valid, and what a hand costs.
// Cards as strings ('10D', 'QS', 'PJ'); `wildRank` is the wild rank ('7', 'A', '10'), 'A' when the cut card is
// the printed joker ('PJ' and the cut card itself, e.g. '7H', are accepted too).

export interface DeclarationCheck {
  valid: boolean;
  /** Why not, in words a player understands; absent when valid. */
  reason?: string;
}

function shown(cards: readonly number[]): string {
  return cards.map((code) => nameOf(code)).join(' ');
}

interface Reading {
  groups: number[][];
  kinds: GroupKind[];
  pure: number;
  sequences: number;
}

function read(groups: readonly number[][], wild: number): Reading {
  const kinds = groups.map((group) => classifyCodes(group, wild));
  return {
    groups: [...groups],
    kinds,
    pure: kinds.filter((kind) => kind === 'pure-sequence').length,
    sequences: kinds.filter((kind) => kind === 'pure-sequence' || kind === 'sequence').length,
  };
}

/** The groups as codes, or the reason they cannot be read. */
function parse(groups: unknown): number[][] | string {
  if (!Array.isArray(groups) || !groups.every((group) => Array.isArray(group)))
    return 'A declaration is a list of groups of cards.';
  const parsed: number[][] = [];
  for (const group of groups as unknown[][]) {
    const codes = codesOf(group);
    if (!codes) {
      const bad = group.find((card) => codesOf([card]) === null);
      return `${String(bad)} is not a card.`;
    }
    parsed.push(codes);
  }
  return parsed;
}

function countReason(groups: readonly number[][]): string | undefined {
  const cards = groups.flat();
  if (cards.length !== HAND_SIZE)
    return `A declaration needs all ${HAND_SIZE} cards in groups; these groups hold ${cards.length}.`;
  const copies = new Map<number, number>();
  for (const code of cards) copies.set(code, (copies.get(code) ?? 0) + 1);
  for (const [code, count] of copies)
    if (count > 2) return `${nameOf(code)} appears ${count} times; the table has at most two packs.`;
  const short = groups.find((group) => group.length < 3);
  if (short) return `Every group needs at least 3 cards: ${shown(short) || 'an empty group'} is too short.`;
  return undefined;
}

/**
 * Valid when the 13 cards sit in groups of 3 or more, every group is a sequence or a set, at least two
 * groups are sequences and at least one of them is pure.
 */
export function validateDeclaration(groups: string[][], wildRank: string): DeclarationCheck {
  const parsed = parse(groups);
  if (typeof parsed === 'string') return { valid: false, reason: parsed };
  const counted = countReason(parsed);
  if (counted) return { valid: false, reason: counted };
  const reading = read(parsed, wildRankNumber(wildRank));
  if (reading.pure === 0)
    return {
      valid: false,
      reason: 'You need at least one pure sequence: 3 or more cards in a row of one suit, without a joker.',
    };
  if (reading.sequences < 2)
    return {
      valid: false,
      reason:
        'You need at least two sequences: besides the pure one, another sequence, with or without jokers.',
    };
  const bad = reading.groups.find((_, index) => reading.kinds[index] === 'invalid');
  if (bad)
    return {
      valid: false,
      reason: `${shown(bad)} is neither a sequence (one suit, in a row) nor a set (one rank, different suits).`,
    };
  return { valid: true };
}

/**
 * What the hand costs its holder: 0 for a valid declaration. Otherwise, when the groups hold a pure sequence
 * and at least one more sequence, the cards outside valid sequences and sets count; without them every
 * card counts. Face cards and aces 10, number cards their value, jokers 0; at most 80. Cards that are not
 * cards are ignored.
 */
export function handPoints(groups: string[][], wildRank: string): number {
  const wild = wildRankNumber(wildRank);
  const parsed = (Array.isArray(groups) ? groups : []).map((group) =>
    (Array.isArray(group) ? group : []).flatMap((card) => codesOf([card]) ?? []),
  );
  if (validateDeclaration(groups, wildRank).valid) return 0;
  const reading = read(parsed, wild);
  const melded = reading.pure >= 1 && reading.sequences >= 2;
  const points = parsed.reduce(
    (sum, group, index) =>
      sum + (melded && reading.kinds[index] !== 'invalid' ? 0 : codesPoints(group, wild)),
    0,
  );
  return Math.min(MAX_POINTS, points);
}
