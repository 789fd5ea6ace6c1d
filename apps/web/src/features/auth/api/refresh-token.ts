import type { TokenRefreshSuccess } from '@khelo/contracts/auth';
import { apiPost } from '@/lib/api-client';

export interface RefreshTokenInput {
  playerId: string;
  operatorId: number;
  /** The stored authToken (refresh token). It is spent: the answer carries its replacement. */
  authToken: string;
}

/**
 * POST auth/game/token (core-platform.md section 7): a new access token and a new authToken. Sent without
 * a Bearer token, so a refused refresh never tries to renew itself. No hook: only the session layer calls
 * it, through one single flight (lib/token-renewal.ts).
 */
export function refreshToken({ playerId, operatorId, authToken }: RefreshTokenInput) {
  return apiPost<TokenRefreshSuccess>('auth/game/token', {
    operator_id: operatorId,
    player_id: playerId,
    current_auth_token: authToken,
  });
}
