import { useMutation } from '@tanstack/react-query';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-game-codes';
import { apiPost } from '@/lib/api-client';
import { crashSocketCall } from '../crash-socket-call';
import { connectedRoomSocket } from '../room-socket';
import type { BetAnswer } from './place-crash-bet';

// A cash-out, over the room's socket when it is connected (ADR 047), else POST house/crash/cashout: the
// server decides the multiplier by its own clock, at the call's arrival.

export function cashOut(body: { token: string; bet_id: string }) {
  const call = { ...body, game_code: CRASH_GAME_CODE } as const;
  const socket = connectedRoomSocket(CRASH_GAME_CODE);
  if (socket) return crashSocketCall<BetAnswer>(socket, 'house_crash_cashout', call);
  return apiPost<BetAnswer>('house/crash/cashout', call, { renew: false });
}

export function useCashOut() {
  return useMutation({ mutationFn: cashOut });
}
