import type { LogoutRequest } from '@khelo/contracts/auth';
import { apiPost } from '@/lib/api-client';

export interface LogoutInput {
  playerId: string;
  operatorId: number;
  token: string;
}

/**
 * POST auth/logout (docs/auth.md): ends the session on the server, so the stored refresh token cannot be
 * used again. Never renews: logging out with an expired token needs no new one.
 */
export function logoutCall({ playerId, operatorId, token }: LogoutInput) {
  const body: LogoutRequest = { operator_id: operatorId, player_id: playerId };
  return apiPost<{ status: 1; message: string }>('auth/logout', body, { token, renew: false });
}
