import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_TAMBOLA_ROLES } from '@khelo/contracts/backoffice-tambola';
import {
  TAMBOLA_GAME_CODE,
  TAMBOLA_MESSAGES,
  tambolaAutoClaimRequestSchema,
  tambolaBuyRequestSchema,
  tambolaClaimRequestSchema,
  tambolaStateQuerySchema,
  tambolaVoidRequestSchema,
} from '@khelo/contracts/house-tambola';
import { presentBet } from './house-games.presenter';
import { refuse } from './house-games.routes';
import { presentTicket } from './tambola.presenter';
import type { TambolaService } from './tambola.service';

// The Tambola room's API (docs/ludo-and-tambola.md), called by the game page with its launch token; the
// void is staff's (admins, like a table hand's void), audited with its reason.

export const tambolaRoutes: FastifyPluginCallbackZod<{ service: TambolaService }> = (app, options, done) => {
  const { service } = options;
  const tags = ['house games'];

  app.get(
    `/house/${TAMBOLA_GAME_CODE}/state`,
    {
      schema: {
        summary:
          "Tambola: the game of the token's mode (calls, prizes and winners), or round_id's, the viewer's tickets",
        tags,
        querystring: tambolaStateQuerySchema,
      },
    },
    async (request, reply) => {
      const state = await service.state(request.query.token, request.query.round_id);
      if (state) return state;
      return reply
        .code(404)
        .send({ status: 0, message: `round_id: no Tambola game ${request.query.round_id}` });
    },
  );

  app.post(
    '/house/tambola/buy',
    {
      schema: {
        summary: 'Buy 1–6 tickets for the game on sale (one debit)',
        tags,
        body: tambolaBuyRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await service.buy({
        token: body.token,
        count: body.count,
        autoClaim: body.auto_claim ?? true,
        clientSeed: body.client_seed,
      });
      if (!result.ok) return refuse(reply, result);
      return {
        status: 1,
        message: 'Tickets bought',
        bet: presentBet(result.bet),
        tickets: result.tickets.map(presentTicket),
        client_seed: result.bet.clientSeed,
        balance: result.balance,
      };
    },
  );

  app.post(
    '/house/tambola/claim',
    {
      schema: {
        summary: 'Claim a prize for a ticket at the current call',
        tags,
        body: tambolaClaimRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await service.claim({ token: body.token, ticketId: body.ticket_id, prize: body.prize });
      if (!result.ok) return refuse(reply, result);
      return { status: 1, message: 'Claim accepted', prize: body.prize, call: result.claim.call };
    },
  );

  app.post(
    '/house/tambola/auto-claim',
    {
      schema: {
        summary: "Turn auto-claim on or off for the player's tickets",
        tags,
        body: tambolaAutoClaimRequestSchema,
      },
    },
    async (request, reply) => {
      const result = await service.setAutoClaim(request.body.token, request.body.auto_claim);
      if (!result.ok) return refuse(reply, result);
      return { status: 1, message: 'OK', tickets: result.tickets, auto_claim: request.body.auto_claim };
    },
  );

  app.post(
    '/staff/house/tambola/:round_id/void',
    {
      preHandler: app.staff.authenticate(STAFF_TAMBOLA_ROLES.void),
      schema: {
        summary: 'Void a Tambola game in progress: every ticket refunded, audited',
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        params: z.object({ round_id: z.coerce.number({ error: 'must be a game id' }).int().positive() }),
        body: tambolaVoidRequestSchema,
      },
    },
    async (request, reply) => {
      const result = await service.voidGame(request.params.round_id);
      if (!result.ok) return refuse(reply, result);
      const auditId = await app.staff.audit({
        staff: request.staff,
        action: 'tambola.game.void',
        subjectType: 'house_round',
        subjectId: String(result.round.id),
        reason: request.body.reason,
        details: { round_no: result.round.roundNo },
      });
      return { status: 1, message: TAMBOLA_MESSAGES.voided, round_id: result.round.id, audit_id: auditId };
    },
  );
  done();
};
