import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  RG_MESSAGES,
  rgCoolOffRequestSchema,
  rgLimitsRequestSchema,
  rgReadRequestSchema,
  rgSelfExclusionRequestSchema,
  rgStateSchema,
} from '@khelo/contracts/responsible-gaming';
import type { ResponsibleGamingService } from './responsible-gaming.service';

// POST api/responsible-gaming (read), …/limits, …/cool-off, …/self-exclusion. Bearer; player_id and
// operator_id in the body must be the token's (403). Each change answers the new state.

export interface ResponsibleGamingRoutesOptions {
  service: ResponsibleGamingService;
}

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

export const responsibleGamingRoutes: FastifyPluginCallbackZod<ResponsibleGamingRoutesOptions> = (
  app,
  options,
  done,
) => {
  const { service } = options;
  const common = { tags: ['responsible-gaming'], security: [{ bearerAuth: [] }] };
  const response = { 200: rgStateSchema, ...failures };

  app.post(
    '/api/responsible-gaming',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'Deposit limits (with waiting raises), the break in force and whether practice is open',
        body: rgReadRequestSchema,
        response,
      },
    },
    async (request) => ({
      status: 1 as const,
      message: RG_MESSAGES.read,
      ...(await service.state(request.player.id)),
    }),
  );

  app.post(
    '/api/responsible-gaming/limits',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary:
          'Set deposit limits: a cut or a first limit at once, a raise or removal (null) after 72 hours',
        body: rgLimitsRequestSchema,
        response,
      },
    },
    async (request) => ({
      status: 1 as const,
      message: RG_MESSAGES.limitsSaved,
      ...(await service.setLimits(request.player.id, {
        daily: request.body.daily,
        weekly: request.body.weekly,
        monthly: request.body.monthly,
      })),
    }),
  );

  app.post(
    '/api/responsible-gaming/cool-off',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'A cool-off of 24h, 7d or 30d: no deposits or cash games; cannot be undone early',
        body: rgCoolOffRequestSchema,
        response: { ...response, 409: failureSchema },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: RG_MESSAGES.coolOffStarted,
      ...(await service.coolOff(request.player.id, request.body.duration)),
    }),
  );

  app.post(
    '/api/responsible-gaming/self-exclusion',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'Self-exclusion for 6-60 months or permanently: no deposits, cash games or practice',
        body: rgSelfExclusionRequestSchema,
        response: { ...response, 409: failureSchema },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: RG_MESSAGES.selfExclusionStarted,
      ...(await service.selfExclude(
        request.player.id,
        request.body.permanent ? null : (request.body.months ?? null),
      )),
    }),
  );
  done();
};
