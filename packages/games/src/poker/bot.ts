import { bestHand } from './evaluate';
import type { PokerMove, PokerView } from './state';

// The practice tables' bot: a plain, predictable policy from its own view. Before the flop it raises with a
// pair or two high cards and calls cheap; after it raises with two pair or better, calls with a pair when
// the price is under half the pot, checks when free and folds the rest.

const HIGH = new Set(['10', 'J', 'Q', 'K', 'A']);

function rank(card: string): string {
  return card.slice(0, -1);
}

function preflopStrength(hole: string[]): number {
  const ranks = hole.map(rank);
  const paired = new Set(ranks).size < ranks.length;
  const high = ranks.filter((item) => HIGH.has(item)).length;
  return (paired ? 2 : 0) + (high >= 2 ? 1 : 0);
}

function postflopStrength(view: PokerView, hole: string[]): number {
  const { category } = bestHand(hole, view.board, view.options.variant);
  if (category === 'high-card') return 0;
  if (category === 'pair') return 1;
  return 2;
}

export function botMove(view: PokerView, seat: number): PokerMove | null {
  const legal = view.legal;
  if (view.seat !== seat || view.toAct !== seat || !legal || !view.hole) return null;
  const strength = view.board.length >= 3 ? postflopStrength(view, view.hole) : preflopStrength(view.hole);
  const price = legal.call ?? 0;
  if (strength >= 2 && legal.raise) {
    const target = view.currentBet + Math.ceil(view.totalPot / 2);
    const to = Math.max(legal.raise.min, Math.min(legal.raise.max, target));
    return { type: view.currentBet === 0 ? 'bet' : 'raise', to };
  }
  if (legal.check) return { type: 'check' };
  const cheap = price <= Math.max(view.options.bigBlind, Math.floor(view.totalPot / 2));
  if (strength >= 1 ? cheap : view.board.length === 0 && price <= view.options.bigBlind)
    return { type: 'call' };
  return { type: 'fold' };
}
