import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { OPERATOR_NOT_FOUND, TOKEN_MISMATCH } from '@khelo/contracts/auth';
import {
  gameListRequestSchema,
  gameListSchema,
  menuListRequestSchema,
  menuListSchema,
  webGameListRequestSchema,
  webGameListSchema,
} from '@khelo/contracts/catalog';
import { PLAYER_NOT_FOUND_FOR_OPERATOR } from '@khelo/contracts/catalog-constants';
import { failureSchema } from '@khelo/contracts/envelope';
import { bearerToken, matchesPlayer } from '../../plugins/auth';
import type { AuthenticatedPlayer } from '../auth/sessions.service';
import type { WalletBalanceReader } from '../auth/wallet-balance';
import { playerListBody, webListBody } from './catalog.presenter';
import type { CatalogService } from './catalog.service';

// api/game-lists, api/web/game-lists and api/menu-list (core-platform.md section 7). The answers are
// pre-serialised per catalog version; only the wallet balance is added per request.

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  walletBalance: WalletBalanceReader;
  /** The player of an access token (list-auth-cache.ts); null for a missing, bad or ended one. */
  authenticate: (token: string | undefined) => Promise<AuthenticatedPlayer | null>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a body that is already JSON text (Fastify does not serialise strings again). */
function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

export const catalogRoutes: FastifyPluginCallbackZod<CatalogRoutesOptions> = (app, options, done) => {
  const { catalog, walletBalance, authenticate } = options;

  /**
   * The lobby calls answer with the spec's own strings (section 8): a bad token is "Token mismatch" and a
   * body naming another player or operator is "Player Does not exist for this operator"; both make the
   * web app log out.
   */
  async function requireListPlayer(request: FastifyRequest, reply: FastifyReply) {
    const player = await authenticate(bearerToken(request.headers.authorization));
    if (!player) return reply.code(401).send({ status: 0, message: TOKEN_MISMATCH });
    request.player = player;
    if (!matchesPlayer(request.body, player) || !matchesPlayer(request.query, player))
      return reply.code(403).send({ status: 0, message: PLAYER_NOT_FOUND_FOR_OPERATOR });
    return undefined;
  }

  const playerResponses = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

  app.post(
    '/api/game-lists',
    {
      preHandler: requireListPlayer,
      schema: {
        summary: "The lobby's games, categories, providers and banners, with the player's wallet balance",
        tags: ['lobby'],
        security: [{ bearerAuth: [] }],
        body: gameListRequestSchema,
        response: { 200: gameListSchema, ...playerResponses },
      },
    },
    async (request, reply) => {
      const [snapshot, balance] = await Promise.all([
        catalog.snapshot(request.player.operatorId),
        walletBalance(request.player.id),
      ]);
      if (!snapshot) return reply.code(404).send({ status: 0, message: OPERATOR_NOT_FOUND });
      return sendJson(reply, playerListBody(snapshot, balance));
    },
  );

  app.post(
    '/api/web/game-lists',
    {
      schema: {
        summary: 'The public game list for visitors (no wallet data)',
        tags: ['lobby'],
        body: webGameListRequestSchema,
        response: { 200: webGameListSchema, 400: failureSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.snapshot(request.body.operator_id);
      if (!snapshot) return reply.code(404).send({ status: 0, message: OPERATOR_NOT_FOUND });
      return sendJson(reply, webListBody(snapshot));
    },
  );

  app.post(
    '/api/menu-list',
    {
      preHandler: requireListPlayer,
      schema: {
        summary: 'The logged-in side menu: left_menu items with link_action.url and eng / hindi labels',
        tags: ['lobby'],
        security: [{ bearerAuth: [] }],
        body: menuListRequestSchema,
        response: { 200: menuListSchema, ...playerResponses },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.snapshot(request.player.operatorId);
      if (!snapshot) return reply.code(404).send({ status: 0, message: OPERATOR_NOT_FOUND });
      return sendJson(reply, snapshot.menuBody);
    },
  );

  done();
};
