import { useEffect } from 'react';
import { useSession } from '@/app/session/session-context';
import { useSessionBonus } from '@/components/bonus/bonus-balance';

// The balance a form checks amounts against is the one stored in the browser, which misses any change made
// while this page's socket was not connected (a win just before the page loaded, another tab or device):
// with it a withdrawal of money the player has is refused as "more than your balance" and shows no TDS
// preview. The server's cash balance (bonus summary) replaces it once it arrives.
export function useFreshBalance(): void {
  const session = useSession();
  const cash = useSessionBonus().data?.cash_balance;
  const { walletBalance, setWalletBalance } = session;
  useEffect(() => {
    if (cash !== undefined && cash !== walletBalance) setWalletBalance(cash);
  }, [cash, walletBalance, setWalletBalance]);
}
