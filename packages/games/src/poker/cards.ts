// Poker cards in the notation of the whole site (rummy's): rank 2 … 10, J, Q, K, A followed by the suit S, H,
// D or C ('10D', 'AS'). Inside the engine a card is also a code 0–51, the hand evaluator's numbering:
// code = 4 · rank index (2 = 0 … A = 12) + suit index (S = 0, H = 1, D = 2, C = 3). The unshuffled deck of
// the deal is the codes in order, so position p of the unshuffled deck holds the card with code p.

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const DECK_SIZE = 52;

const CODE_OF = new Map<string, number>();
const NAME_OF: string[] = [];
for (let code = 0; code < DECK_SIZE; code++) {
  const name = `${RANKS[code >> 2]}${SUITS[code & 3]}`;
  CODE_OF.set(name, code);
  NAME_OF.push(name);
}

/** The code of a card string, or -1 when it is not a card. */
export function codeOf(card: string): number {
  return CODE_OF.get(card) ?? -1;
}

export function nameOf(code: number): string {
  const name = NAME_OF[code];
  if (name === undefined) throw new RangeError(`no card has code ${code}`);
  return name;
}

export function isCard(card: unknown): card is string {
  return typeof card === 'string' && CODE_OF.has(card);
}

/** The 52 cards in code order: 2S 2H 2D 2C 3S … AC. */
export function unshuffledDeck(): string[] {
  return [...NAME_OF];
}
