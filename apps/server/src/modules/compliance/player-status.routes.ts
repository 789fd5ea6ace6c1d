import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  PLAYER_STATUS_MESSAGES,
  playerStatusBodySchema,
  playerStatusParamsSchema,
  playerStatusResponseSchema,
} from '@khelo/contracts/compliance';
import { failureSchema } from '@khelo/contracts/envelope';
import type { StaffRole } from '@khelo/contracts/staff';
import type { ComplianceRepository } from './compliance.repository';

// POST /staff/players/:player_id/status (admin, support; docs/compliance.md): suspend, terminate or
// reactivate a player, with a reason. The change and its audit row commit together. Termination is final.
// A suspended or terminated player's sessions stop working at once (auth checks the status on every call).

export interface PlayerStatusRoutesOptions {
  repository: ComplianceRepository;
}

const ROLES: StaffRole[] = ['admin', 'support'];

export const playerStatusRoutes: FastifyPluginCallbackZod<PlayerStatusRoutesOptions> = (
  app,
  options,
  done,
) => {
  const { repository } = options;

  app.post(
    '/staff/players/:player_id/status',
    {
      preHandler: app.staff.authenticate(ROLES),
      schema: {
        summary: 'Set a player active, suspended or terminated (final), with a reason; audited',
        tags: ['staff', 'compliance'],
        security: [{ bearerAuth: [] }],
        params: playerStatusParamsSchema,
        body: playerStatusBodySchema,
        response: {
          200: playerStatusResponseSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { staff } = request;
      const playerId = request.params.player_id;
      const { status, reason } = request.body;
      const result = await repository.setStatus(staff.operatorId, playerId, status, (tx, previous) =>
        app.staff.audit(
          {
            staff,
            action: 'player.status',
            subjectType: 'player',
            subjectId: playerId,
            reason,
            details: { from: previous, to: status },
          },
          tx,
        ),
      );
      if (!result) return reply.code(404).send({ status: 0, message: PLAYER_STATUS_MESSAGES.notFound });
      if (!result.changed)
        return reply.code(409).send({ status: 0, message: PLAYER_STATUS_MESSAGES.terminated });
      return reply.send({
        status: 1 as const,
        message: PLAYER_STATUS_MESSAGES.changed,
        player_id: playerId,
        previous_status: result.previous,
        player_status: status,
      });
    },
  );

  done();
};
