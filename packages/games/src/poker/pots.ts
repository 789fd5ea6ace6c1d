// Pots, side pots, rake and the split of a pot, as plain functions of the chips each seat put in: the
// engine uses them at the end of a hand, the view during it, and the property tests compare them with a
// brute-force reference.

export interface Contribution {
  seat: number;
  chips: number;
  folded: boolean;
}

export interface Pot {
  amount: number;
  /** The seats that may win it, in seat order. */
  eligible: number[];
}

/**
 * The main pot and the side pots: one pot per all-in level of the players still in the hand, each with
 * the seats that put in at least that much. Dead chips (a dead small blind) go to the main pot; chips of
 * folded seats count in the pots they reach.
 */
export function buildPots(contributions: readonly Contribution[], dead = 0): Pot[] {
  const levels = [
    ...new Set(contributions.filter((entry) => !entry.folded && entry.chips > 0).map((entry) => entry.chips)),
  ].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    const amount = contributions.reduce(
      (sum, entry) => sum + Math.min(entry.chips, level) - Math.min(entry.chips, previous),
      0,
    );
    const eligible = contributions
      .filter((entry) => !entry.folded && entry.chips >= level)
      .map((entry) => entry.seat)
      .sort((a, b) => a - b);
    pots.push({ amount, eligible });
    previous = level;
  }
  // Folded chips above every live level cannot happen after the uncalled bet is returned; kept anyway.
  const above = contributions.reduce((sum, entry) => sum + Math.max(0, entry.chips - previous), 0);
  if (pots.length === 0) {
    const everyone = contributions.map((entry) => entry.seat).sort((a, b) => a - b);
    return dead + above > 0 ? [{ amount: dead + above, eligible: everyone }] : [];
  }
  pots[0]!.amount += dead;
  pots.at(-1)!.amount += above;
  return pots;
}

/** The rake of each pot: `percent` of it, rounded down, until the hand's total reaches `cap`. */
export function rakeOf(amounts: readonly number[], percent: number, cap: number): number[] {
  // Percent in hundredths keeps 2.5 % exact.
  const hundredths = Math.round(percent * 100);
  let left = cap;
  return amounts.map((amount) => {
    const rake = Math.max(0, Math.min(left, Math.floor((amount * hundredths) / 10_000)));
    left -= rake;
    return rake;
  });
}

/**
 * Shares `amount` among the best hands of `eligible` (higher rank wins): equal shares, the odd chips one
 * each to the winners in `order` (the seats from the first left of the button round the table).
 */
export function splitPot(
  amount: number,
  eligible: readonly number[],
  rankOf: (seat: number) => number,
  order: readonly number[],
): { seat: number; chips: number }[] {
  const best = Math.max(...eligible.map((seat) => rankOf(seat)));
  const winners = order.filter((seat) => eligible.includes(seat) && rankOf(seat) === best);
  const share = Math.floor(amount / winners.length);
  const odd = amount - share * winners.length;
  return winners.map((seat, index) => ({ seat, chips: share + (index < odd ? 1 : 0) }));
}

/** The seats in play order from the first seat left of `button`. */
export function orderFrom(button: number, seats: readonly number[]): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  const after = sorted.filter((seat) => seat > button);
  return [...after, ...sorted.filter((seat) => seat <= button)];
}
