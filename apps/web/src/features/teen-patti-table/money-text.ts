import { formatChips, formatRupees } from '@/lib/format';

// The engine counts in paise (cash) or hundredths of a chip (practice); players read rupees or chips.

export function moneyText(
  amount: number,
  mode: 'cash' | 'practice',
  language: string,
  chips: (amount: string, count: number) => string,
): string {
  return mode === 'cash'
    ? formatRupees(amount / 100, language)
    : chips(formatChips(amount / 100, language), amount / 100);
}

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  S: { symbol: '♠', red: false },
  H: { symbol: '♥', red: true },
  D: { symbol: '♦', red: true },
  C: { symbol: '♣', red: false },
};

/** '10D' → rank 10, ♦, red. */
export function cardFace(card: string): { rank: string; symbol: string; red: boolean } {
  const suit = SUITS[card.slice(-1)] ?? { symbol: '?', red: false };
  return { rank: card.slice(0, -1), ...suit };
}
