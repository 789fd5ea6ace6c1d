import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HouseBet, HouseGameState } from '@khelo/contracts/house-games';
import { useSession } from '@/app/session/session-context';
import { houseStateKey } from './api/house-state';
import type { BetAnswer } from './api/place-crash-bet';

// A bet the server took: it joins the game's state at once (the round's bets, the balance) and the header
// balance follows, without waiting for the next state fetch.

/**
 * The round's bets with this player's new one, once: a state read or a room event that came before the
 * bet's own answer may hold it already (an order shown twice otherwise).
 */
export function withOwnBet(bets: HouseBet[], bet: HouseBet): HouseBet[] {
  if (!bets.some((item) => item.bet_id === bet.bet_id)) return [...bets, { ...bet, mine: true }];
  return bets.map((item) => (item.bet_id === bet.bet_id ? { ...item, mine: true } : item));
}

export function useBetAccepted(gameCode: string) {
  const client = useQueryClient();
  const { login, setWalletBalance } = useSession();
  return useCallback(
    (answer: BetAnswer) => {
      client.setQueryData<HouseGameState>(houseStateKey(gameCode), (current) =>
        current
          ? { ...current, bets: withOwnBet(current.bets, answer.bet), balance: answer.balance }
          : current,
      );
      if (answer.balance !== null && login === true) setWalletBalance(answer.balance);
    },
    [client, gameCode, login, setWalletBalance],
  );
}
