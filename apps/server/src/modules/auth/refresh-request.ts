// auth/game/token answers validation failures in the spec's comma form
// (",current_auth_token is not string", ",operator_id is empty,player_id is empty"), which clients match on,
// so this one call validates by hand instead of through zod.

export interface RefreshRequest {
  operatorId: number;
  playerId: string;
  currentAuthToken: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function parseRefreshRequest(
  body: unknown,
): { ok: true; value: RefreshRequest } | { ok: false; message: string } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  let message = '';
  if (typeof input.current_auth_token !== 'string') message += ',current_auth_token is not string';
  else if (input.current_auth_token.trim() === '') message += ',current_auth_token is empty';
  const operator = input.operator_id;
  if (isEmpty(operator)) message += ',operator_id is empty';
  else if (!/^\d{1,9}$/.test(String(operator))) message += ',operator_id is not a number';
  if (isEmpty(input.player_id)) message += ',player_id is empty';
  else if (typeof input.player_id !== 'string') message += ',player_id is not string';
  if (message) return { ok: false, message };
  return {
    ok: true,
    value: {
      operatorId: Number(operator),
      playerId: (input.player_id as string).trim(),
      currentAuthToken: (input.current_auth_token as string).trim(),
    },
  };
}
