import type { FastifyInstance } from 'fastify';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { loginByMobile } from './auth';

// A logged-in player with a deposit and a launch token of one house game, as the lobby would give them.

let sequence = 0;

export async function housePlayer(
  app: FastifyInstance,
  deposit: number,
  gameCode: string,
): Promise<{ player: LoginSuccess; token: string; start: number }> {
  const player = await loginByMobile(app);
  const funded = await app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type: 'deposit',
    status: 'completed',
    source: 'test',
    externalRef: `house-player-${process.pid}-${(sequence += 1)}-${Date.now()}`,
    amount: BigInt(deposit * 100),
    direction: 'in',
    counterparty: 'gateway_clearing',
    remarks: 'test deposit',
  });
  if (!funded.ok) throw new Error('deposit failed');
  const launched = await app.inject({
    method: 'POST',
    url: '/api/game-launch',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { game_code: gameCode },
  });
  if (launched.statusCode !== 200) throw new Error(`launch failed: ${launched.body}`);
  // The balance after the deposit (a sign-up bonus may come on top).
  const start = await playerBalance(app, player);
  return { player, token: launched.json<GameLaunch>().token, start };
}

export async function playerBalance(app: FastifyInstance, player: LoginSuccess): Promise<number> {
  return Number(await app.ledger.balanceInRupees(player.player_id));
}

/** The player's /api/game-history rows (first page). */
export async function gameHistoryOf(app: FastifyInstance, player: LoginSuccess) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/game-history',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { operator_id: player.operator_id, player_id: player.player_id },
  });
  return response.json<{
    data: {
      game_code: string;
      status: string;
      stake: number;
      payout: number | null;
      verifiable: boolean;
      round_id: number;
      selection: string;
      game_name: string;
    }[];
  }>().data;
}
