// The site's card notation, shared by the card engines: a rank ('A', '2' … '10', 'J', 'Q', 'K') followed
// by the suit S, H, D or C ('10D', 'QS'). Each engine numbers the 52 cards its own way — code = 4 · rank
// index + suit index, over its own order of ranks (rummy: A low; poker: 2 low, A high) — and may add
// cards after them (rummy's printed joker, code 52).

export const SUITS = ['S', 'H', 'D', 'C'] as const;

export interface CardNotation {
  /** The code of a card string, or -1 when it is not a card. */
  codeOf(this: void, card: string): number;
  nameOf(this: void, code: number): string;
  isCard(this: void, card: unknown): card is string;
  /** Every card once, in code order. */
  names: readonly string[];
}

/** The notation of a deck whose ranks run in `ranks` order, then the `extras` (codes from 4 · ranks). */
export function cardNotation(ranks: readonly string[], extras: readonly string[] = []): CardNotation {
  const codes = new Map<string, number>();
  const names: string[] = [];
  for (let code = 0; code < ranks.length * SUITS.length; code++)
    names.push(`${ranks[Math.floor(code / SUITS.length)]}${SUITS[code % SUITS.length]}`);
  names.push(...extras);
  names.forEach((name, code) => codes.set(name, code));
  return {
    codeOf: (card) => codes.get(card) ?? -1,
    nameOf(code) {
      const name = names[code];
      if (name === undefined) throw new RangeError(`no card has code ${code}`);
      return name;
    },
    isCard: (card): card is string => typeof card === 'string' && codes.has(card),
    names,
  };
}
