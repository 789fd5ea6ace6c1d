import { replaceEqualDeep } from '@tanstack/react-query';
import type { HouseBet, HouseGameState } from '@khelo/contracts/house-games';

// A state fetch that read the round just before this player's bet committed answers after the bet's own
// answer put the bet in the cache; written as is, it would take the bet away (the slot offers "Bet" again
// and loses the outcome). A bet never leaves its round's list on the server, so a bet of the same round
// that the newer copy lacks is one it had not seen yet: it is kept.

type Shaped = Pick<HouseGameState, 'round' | 'bets'>;

const isShaped = (value: unknown): value is Shaped =>
  typeof value === 'object' && value !== null && Array.isArray((value as Shaped).bets);

export function keepOwnBets(old: unknown, next: unknown): unknown {
  if (!isShaped(old) || !isShaped(next)) return replaceEqualDeep(old, next);
  const roundId = next.round?.round_id;
  const seen = new Set(next.bets.map((bet) => bet.bet_id));
  const missing: HouseBet[] = old.bets.filter(
    (bet) => bet.mine === true && roundId !== undefined && bet.round_id === roundId && !seen.has(bet.bet_id),
  );
  const merged = missing.length > 0 ? { ...next, bets: [...next.bets, ...missing] } : next;
  return replaceEqualDeep(old, merged);
}
