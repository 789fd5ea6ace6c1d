import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import { signBody } from '../../src/modules/wallet-api/signature';
import { loginByMobile } from './auth';

// Signed wallet-api calls as a provider makes them, for the tests of the wallet-api routes.

export const AVIATOR = 'SPB02001';

export interface CallOptions {
  provider?: string;
  /** Replaces the computed signature. */
  signature?: string;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
}

export function walletApiCalls(app: () => FastifyInstance) {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

  async function secretOf(provider: string): Promise<string> {
    const found = await app().walletProviders.secretFor(provider);
    if (!found) throw new Error(`no secret for ${provider}`);
    return found.secret;
  }

  async function call(path: string, body: Record<string, unknown>, options: CallOptions = {}) {
    const provider = options.provider ?? 'SPB';
    const payload = options.raw ?? JSON.stringify(body);
    const signature = options.signature ?? signBody(await secretOf(provider), payload);
    return app().inject({
      method: 'POST',
      url: `/wallet-api/${path}`,
      headers: { 'content-type': 'application/json', 'x-provider-code': provider, 'x-signature': signature },
      payload,
    });
  }

  async function launch(player: LoginSuccess, gameCode = AVIATOR): Promise<string> {
    const response = await app().inject({
      method: 'POST',
      url: '/api/game-launch',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { game_code: gameCode },
    });
    if (response.statusCode !== 200) throw new Error(`launch: ${response.statusCode} ${response.body}`);
    return response.json<GameLaunch>().token;
  }

  function bet(token: string, amount: number, transactionId = nextId('bet'), gameCode = AVIATOR) {
    return {
      request_id: nextId('req'),
      token,
      game_code: gameCode,
      transaction_id: transactionId,
      round_id: nextId('round'),
      amount,
      currency: 'INR',
    };
  }

  /** A logged-in player with a launch token and `funds` rupees won in an earlier round. */
  async function fundedPlayer(funds: number) {
    const player = await loginByMobile(app());
    const token = await launch(player);
    if (funds > 0) {
      const response = await call('credit', bet(token, funds, nextId('seed')));
      expect(response.statusCode).toBe(200);
    }
    return { player, token };
  }

  return { nextId, secretOf, call, launch, bet, fundedPlayer };
}
