import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAdjustmentRequest, StaffAdjustmentResponse } from '@khelo/contracts/backoffice-players';
import { playerFileKey } from './player-file';
import { staffRequest } from './staff-request';

// What staff do to one player: POST /staff/players/:id/status (suspend, terminate, reactivate; the
// compliance module's route) and POST /staff/players/:id/adjustments.

export function usePlayerStatus(playerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: 'active' | 'suspended' | 'terminated'; reason: string }) =>
      staffRequest('POST', `/staff/players/${playerId}/status`, body),
    onSettled: () => client.invalidateQueries({ queryKey: playerFileKey(playerId) }),
  });
}

export function useAdjustBalance(playerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAdjustmentRequest) =>
      staffRequest<StaffAdjustmentResponse>('POST', `/staff/players/${playerId}/adjustments`, body),
    onSettled: () => client.invalidateQueries({ queryKey: playerFileKey(playerId) }),
  });
}
