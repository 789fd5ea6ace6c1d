import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  staffAdjustmentDecisionSchema,
  staffAdjustmentListSchema,
  staffAdjustmentParamsSchema,
  staffAdjustmentRequestSchema,
  staffAdjustmentResponseSchema,
  staffPlayerDetailSchema,
  staffPlayerListSchema,
  staffPlayerParamsSchema,
  staffPlayerSearchSchema,
} from '@khelo/contracts/backoffice-players';
import { failureSchema } from '@khelo/contracts/envelope';
import { BACKOFFICE_ROLES } from './backoffice-roles';
import type { StaffPlayersService } from './staff-players.service';

// /staff/players (search, one player's file) and balance adjustments with a second approver above the
// threshold. Suspend / terminate is POST /staff/players/:player_id/status (compliance module).

export const staffPlayersRoutes: FastifyPluginCallbackZod<{ players: StaffPlayersService }> = (
  app,
  options,
  done,
) => {
  const { players } = options;
  const failures = {
    400: failureSchema,
    401: failureSchema,
    403: failureSchema,
    404: failureSchema,
    409: failureSchema,
  };
  const tags = ['staff'];
  const security = [{ bearerAuth: [] }];
  const read = app.staff.authenticate(BACKOFFICE_ROLES.playersRead);
  const adjust = app.staff.authenticate(BACKOFFICE_ROLES.playersAdjust);

  app.get(
    '/staff/players',
    {
      preHandler: read,
      schema: {
        summary: 'Players by mobile, e-mail (part of) or id; 20 at most',
        tags,
        security,
        querystring: staffPlayerSearchSchema,
        response: { 200: staffPlayerListSchema, ...failures },
      },
    },
    async (request) => {
      const data = await players.search(request.staff.operatorId, request.query.q);
      return { status: 1 as const, message: data.length === 0 ? 'No data found' : 'players', data };
    },
  );

  app.get(
    '/staff/players/:player_id',
    {
      preHandler: read,
      schema: {
        summary: "A player's profile, status, balances, KYC, latest transactions and adjustments",
        tags,
        security,
        params: staffPlayerParamsSchema,
        response: { 200: staffPlayerDetailSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'player',
      ...(await players.detail(request.staff.operatorId, request.params.player_id)),
    }),
  );

  app.post(
    '/staff/players/:player_id/adjustments',
    {
      preHandler: adjust,
      schema: {
        summary: 'Adjust the cash balance with a reason; above the threshold it waits for a second admin',
        tags,
        security,
        params: staffPlayerParamsSchema,
        body: staffAdjustmentRequestSchema,
        response: { 200: staffAdjustmentResponseSchema, ...failures },
      },
    },
    async (request) => {
      const adjustment = await players.request(request.staff, request.params.player_id, request.body);
      return {
        status: 1 as const,
        message: adjustment.status === 'pending' ? 'waiting for a second admin' : 'adjustment applied',
        adjustment,
      };
    },
  );

  app.get(
    '/staff/adjustments',
    {
      preHandler: adjust,
      schema: {
        summary: 'Adjustments waiting for a second admin',
        tags,
        security,
        response: { 200: staffAdjustmentListSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'pending adjustments',
      data: await players.pending(request.staff.operatorId),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/staff/adjustments/:id/${decision}`,
      {
        preHandler: adjust,
        schema: {
          summary: `${decision === 'approve' ? 'Approve (and post)' : 'Reject'} a pending adjustment; not its requester`,
          tags,
          security,
          params: staffAdjustmentParamsSchema,
          body: staffAdjustmentDecisionSchema,
          response: { 200: staffAdjustmentResponseSchema, ...failures },
        },
      },
      async (request) => ({
        status: 1 as const,
        message: `adjustment ${decision === 'approve' ? 'applied' : 'rejected'}`,
        adjustment: await players.decide(request.staff, request.params.id, decision, request.body.reason),
      }),
    );
  }
  done();
};
