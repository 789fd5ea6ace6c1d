import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HouseGameState } from '@khelo/contracts/house-games';
import { useSession } from '@/app/session/session-context';
import { houseStateKey } from './api/house-state';
import type { BetAnswer } from './api/place-crash-bet';

// A bet the server took: it joins the game's state at once (the round's bets, the balance) and the header
// balance follows, without waiting for the next state fetch.

export function useBetAccepted(gameCode: string) {
  const client = useQueryClient();
  const { login, setWalletBalance } = useSession();
  return useCallback(
    (answer: BetAnswer) => {
      client.setQueryData<HouseGameState>(houseStateKey(gameCode), (current) =>
        current
          ? { ...current, bets: [...current.bets, { ...answer.bet, mine: true }], balance: answer.balance }
          : current,
      );
      if (answer.balance !== null && login === true) setWalletBalance(answer.balance);
    },
    [client, gameCode, login, setWalletBalance],
  );
}
