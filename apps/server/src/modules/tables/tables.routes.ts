import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { rupeesToPaise } from '@khelo/contracts/money';
import {
  TABLE_MESSAGES,
  tableFailureSchema,
  tableFairnessParamsSchema,
  tableFairnessSchema,
  tableJoinRequestSchema,
  tableLeaveRequestSchema,
  tableLeaveSchema,
  tableLobbyQuerySchema,
  tableLobbySchema,
  tableMineRequestSchema,
  tableMineSchema,
  tableMoveRequestSchema,
  tableSnapshotResponseSchema,
  tableStateRequestSchema,
} from '@khelo/contracts/tables';
import type { Done } from './table-runtime';
import type { TablesService } from './tables.service';

// The player calls of the tables (issue 17, docs/tables.md). Bearer on every call but the lobby and the
// fairness page's; player_id must be the token's (403 otherwise).

export interface TablesRoutesOptions {
  service: TablesService;
}

const failures = {
  400: tableFailureSchema,
  401: tableFailureSchema,
  403: tableFailureSchema,
  404: tableFailureSchema,
  409: tableFailureSchema,
};

export const tablesRoutes: FastifyPluginCallbackZod<TablesRoutesOptions> = (app, options, done) => {
  const { service } = options;
  const common = { tags: ['tables'], security: [{ bearerAuth: [] }] };

  function answer<T extends object>(result: Done<T>, message: string) {
    if (!result.ok) {
      const { status: _status, ok: _ok, ...rest } = result;
      return { code: result.status, body: { status: 0 as const, ...rest } };
    }
    const { ok: _ok, ...fields } = result;
    return { code: 200 as const, body: { status: 1 as const, message, ...fields } };
  }

  app.get(
    '/api/tables/lobby',
    {
      schema: {
        tags: ['tables'],
        summary:
          'The tables of a game (practice or cash) with players seated, entry or maximum loss and prize',
        querystring: tableLobbyQuerySchema,
        response: { 200: tableLobbySchema, 400: tableFailureSchema },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: TABLE_MESSAGES.lobby,
      offers: await service.lobby(request.query.game, request.query.mode),
    }),
  );

  app.post(
    '/api/tables/join',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary:
          'Sit at a table of an offer: your seat there if you hold one, else a free seat or a new table',
        body: tableJoinRequestSchema,
        response: { 200: tableSnapshotResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = answer(
        await service.join({
          playerId: request.player.id,
          offerId: request.body.offer_id,
          ip: request.ip,
          deviceId: request.body.device_id,
          buyInPaise: request.body.buy_in === undefined ? undefined : rupeesToPaise(request.body.buy_in),
        }),
        TABLE_MESSAGES.joined,
      );
      return reply.code(result.code).send(result.body);
    },
  );

  app.post(
    '/api/tables/mine',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'The tables you sit at (to rejoin after a reload)',
        body: tableMineRequestSchema,
        response: { 200: tableMineSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: TABLE_MESSAGES.mine,
      tables: await service.mine(request.player.id),
    }),
  );

  app.post(
    '/api/tables/state',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'Your snapshot of a table you sit at (your cards only)',
        body: tableStateRequestSchema,
        response: { 200: tableSnapshotResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = answer(
        await service.state(request.body.table_id, request.player.id),
        TABLE_MESSAGES.state,
      );
      return reply.code(result.code).send(result.body);
    },
  );

  app.post(
    '/api/tables/move',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: "A move at a table you sit at; refused with the game's reason (409) when it is not allowed",
        body: tableMoveRequestSchema,
        response: { 200: tableSnapshotResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = answer(
        await service.move({
          playerId: request.player.id,
          tableId: request.body.table_id,
          move: request.body.move,
          version: request.body.version,
        }),
        TABLE_MESSAGES.moved,
      );
      return reply.code(result.code).send(result.body);
    },
  );

  app.post(
    '/api/tables/leave',
    {
      preHandler: app.requirePlayer,
      schema: {
        ...common,
        summary: 'Leave a table (during a hand this is a drop, with its penalty)',
        body: tableLeaveRequestSchema,
        response: { 200: tableLeaveSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = await service.leave({ playerId: request.player.id, tableId: request.body.table_id });
      if (!result.ok) return reply.code(result.status).send({ status: 0, message: result.message });
      return reply.send({
        status: 1 as const,
        message: TABLE_MESSAGES.left,
        left: true as const,
        ...(result.penalty !== undefined ? { penalty: result.penalty } : {}),
      });
    },
  );

  app.get(
    '/api/tables/hands/:hand_id/fairness',
    {
      schema: {
        tags: ['tables'],
        summary: "A hand's seeds for /provably-fair (the server seed once the hand is over)",
        params: tableFairnessParamsSchema,
        response: { 200: tableFairnessSchema, 400: tableFailureSchema, 404: tableFailureSchema },
      },
    },
    async (request, reply) => {
      const fairness = await service.fairness(request.params.hand_id);
      if (!fairness) return reply.code(404).send({ status: 0, message: TABLE_MESSAGES.handNotFound });
      return reply.send({ status: 1 as const, message: TABLE_MESSAGES.fairness, ...fairness });
    },
  );
  done();
};
