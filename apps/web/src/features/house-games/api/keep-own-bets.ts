import { replaceEqualDeep } from '@tanstack/react-query';
import type { HouseBet, HouseGameState } from '@khelo/contracts/house-games';
import type { MinesRound } from '@khelo/contracts/house-mines';

// A state fetch that read the round just before this player's bet committed answers after the bet's own
// answer put the bet in the cache; written as is, it would take the bet away (the slot offers "Bet" again
// and loses the outcome). A bet never leaves its round's list on the server, so a bet of the same round
// that the newer copy lacks is one it had not seen yet: it is kept.

type Shaped = Pick<HouseGameState, 'round' | 'bets' | 'balance'>;

const isShaped = (value: unknown): value is Shaped =>
  typeof value === 'object' && value !== null && Array.isArray((value as Shaped).bets);

const minesOf = (value: unknown): MinesRound | null | undefined =>
  (value as { mines?: MinesRound | null }).mines;

// The same for a Mines round (the player's own): a state read from before a reveal or a cash-out committed
// that answers after it would show the round still on, with the old balance, until the next poll 15 s later.
// A round never closes tiles again nor reopens, so a copy of the same round that is behind is stale as a whole.
function minesBehind(old: Shaped, next: Shaped): boolean {
  const held = minesOf(old);
  const fetched = minesOf(next);
  if (!held || !fetched || held.round_id !== fetched.round_id) return false;
  return (
    (held.phase !== 'playing' && fetched.phase === 'playing') ||
    fetched.revealed.length < held.revealed.length
  );
}

export function keepOwnBets(old: unknown, next: unknown): unknown {
  if (!isShaped(old) || !isShaped(next)) return replaceEqualDeep(old, next);
  if (minesBehind(old, next)) return old;
  const roundId = next.round?.round_id;
  const seen = new Set(next.bets.map((bet) => bet.bet_id));
  const missing: HouseBet[] = old.bets.filter(
    (bet) => bet.mine === true && roundId !== undefined && bet.round_id === roundId && !seen.has(bet.bet_id),
  );
  // Nor its balance, which is from before the bet's debit (the header follows it).
  const merged =
    missing.length > 0 ? { ...next, bets: [...next.bets, ...missing], balance: old.balance } : next;
  return replaceEqualDeep(old, merged);
}
