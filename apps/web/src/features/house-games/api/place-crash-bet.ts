import { useMutation } from '@tanstack/react-query';
import type { CrashBetRequest, HouseBet } from '@khelo/contracts/house-games';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { apiPost } from '@/lib/api-client';
import { crashSocketCall } from '../crash-socket-call';
import { connectedRoomSocket } from '../room-socket';

// A bet on the next flight, slot 1 or 2, with the launch token: over the room's socket when it is
// connected (ADR 047), else POST house/crash/bet.

export interface BetAnswer {
  status: 1;
  message: string;
  bet: HouseBet;
  balance: number | null;
}

export function placeCrashBet(body: CrashBetRequest) {
  const socket = connectedRoomSocket(CRASH_GAME_CODE);
  if (socket) return crashSocketCall<BetAnswer>(socket, 'house_crash_bet', body);
  return apiPost<BetAnswer>('house/crash/bet', body, { renew: false });
}

export function usePlaceCrashBet() {
  return useMutation({ mutationFn: placeCrashBet });
}
