// Card strings of the rummy engine ('10D', 'QS', 'PJ') as the table shows them.

export const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export interface CardFace {
  rank: string;
  suit: string;
  symbol: string;
  red: boolean;
  printedJoker: boolean;
}

export function faceOf(card: string): CardFace {
  if (card === 'PJ') return { rank: 'JK', suit: '', symbol: '★', red: true, printedJoker: true };
  const suit = card.slice(-1);
  return {
    rank: card.slice(0, -1),
    suit,
    symbol: SUIT_SYMBOL[suit] ?? suit,
    red: suit === 'H' || suit === 'D',
    printedJoker: false,
  };
}

/** Wild: the printed joker, and every card of the wild rank. */
export function isWild(card: string, wildRank: string | null): boolean {
  if (card === 'PJ') return true;
  return wildRank !== null && card.slice(0, -1) === wildRank;
}
