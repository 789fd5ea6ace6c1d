import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { gameLaunchRequestSchema, gameLaunchSchema } from '@khelo/contracts/catalog';
import { GAME_LAUNCHED } from '@khelo/contracts/catalog-constants';
import { failureSchema } from '@khelo/contracts/envelope';
import type { GameLaunchService } from './game-launch.service';

// POST api/game-launch (the spec shows no path for "launching a game via a provider URL"; named in the
// style of its other calls). Bearer; the player comes from the token.

export interface GameLaunchRoutesOptions {
  launches: GameLaunchService;
}

export const gameLaunchRoutes: FastifyPluginCallbackZod<GameLaunchRoutesOptions> = (app, options, done) => {
  app.post(
    '/api/game-launch',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'Launch a live game: the provider URL with a launch token, game_code, opr_id and href',
        description:
          'Unknown code: 404 "Game code is invalid!". offline, Beta or Upcoming: 409 "Game is not live yet!".',
        tags: ['lobby'],
        security: [{ bearerAuth: [] }],
        body: gameLaunchRequestSchema,
        response: {
          200: gameLaunchSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      // A cash launch (practice launches have their own route): refused players learn why before playing.
      await app.compliance.assert({ playerId: request.player.id, action: 'cash_game' });
      const result = await options.launches.launch(request.player, request.body.game_code);
      if (!result.ok) return reply.code(result.statusCode).send({ status: 0, message: result.message });
      return reply.send({
        status: 1 as const,
        message: GAME_LAUNCHED,
        url: result.url,
        token: result.token,
        game_code: result.gameCode,
        opr_id: result.operatorId,
        href: result.href,
        expires_in: result.expiresIn,
      });
    },
  );
  done();
};
