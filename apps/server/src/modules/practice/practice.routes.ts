import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  PRACTICE_MESSAGES,
  PRACTICE_PROVIDER_CODE,
  PRACTICE_REFILL_FLOOR,
  PRACTICE_START_CHIPS,
  practiceLaunchRequestSchema,
  practiceLaunchSchema,
  practiceStatusRequestSchema,
  practiceStatusSchema,
} from '@khelo/contracts/practice';
import type { PracticeService } from './practice.service';

// POST api/practice-launch and api/practice (Bearer; player_id / operator_id must be the token's).
// A separate call from api/game-launch on purpose: the cash rules sit on that route and never run here.

export interface PracticeRoutesOptions {
  practice: PracticeService;
}

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

export const practiceRoutes: FastifyPluginCallbackZod<PracticeRoutesOptions> = (app, options, done) => {
  const { practice } = options;
  const common = { tags: ['practice'], security: [{ bearerAuth: [] }] };

  app.post(
    '/api/practice-launch',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'Launch a house game with free chips: the game URL with a practice launch token',
        description:
          'Open to every logged-in player whatever the cash rules say; refused (403) to a self-excluded ' +
          'player or an account that is not active. Not a house game: 409.',
        body: practiceLaunchRequestSchema,
        response: { 200: practiceLaunchSchema, ...failures, 404: failureSchema, 409: failureSchema },
      },
    },
    async (request, reply) => {
      const result = await practice.launch(request.player, request.body.game_code);
      if (!result.ok) return reply.code(result.statusCode).send({ status: 0, message: result.message });
      return reply.send({
        status: 1 as const,
        message: PRACTICE_MESSAGES.launched,
        url: result.url,
        token: result.token,
        game_code: result.gameCode,
        opr_id: result.operatorId,
        href: result.href,
        expires_in: result.expiresIn,
        mode: 'practice' as const,
        chips: result.chips,
      });
    },
  );

  app.post(
    '/api/practice',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: "The player's practice chips, the operator's money mode and whether practice is open",
        body: practiceStatusRequestSchema,
        response: { 200: practiceStatusSchema, ...failures },
      },
    },
    async (request) => {
      const status = await practice.status(request.player.id);
      return {
        status: 1 as const,
        message: PRACTICE_MESSAGES.status,
        money_mode: status.moneyMode,
        chips: status.chips,
        start_chips: PRACTICE_START_CHIPS,
        refill_floor: PRACTICE_REFILL_FLOOR,
        practice_allowed: status.practiceAllowed,
        provider_code: PRACTICE_PROVIDER_CODE,
      };
    },
  );
  done();
};
