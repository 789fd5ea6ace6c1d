import type { HouseBet } from '@khelo/contracts/house-games';
import { ROOM_BETS_SHOWN } from '@khelo/contracts/house-constants';

// The room shows a round's largest stakes and the player's own (docs/house-games.md): the server sends
// those, and a cash-out or a state read may still bring others, so the cached list is cut back to them.

/** The player's own bets and the ROOM_BETS_SHOWN largest of the others (the earlier on a tie), in order. */
export function shownBets(bets: HouseBet[]): HouseBet[] {
  const others = bets.filter((bet) => !bet.mine);
  if (others.length <= ROOM_BETS_SHOWN) return bets;
  const kept = new Set([...others].sort((a, b) => b.amount - a.amount).slice(0, ROOM_BETS_SHOWN));
  return bets.filter((bet) => bet.mine || kept.has(bet));
}
