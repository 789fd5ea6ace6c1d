import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashoutRequestSchema,
  colorBetRequestSchema,
  crashBetRequestSchema,
  gameHistoryRequestSchema,
  HOUSE_GAME_CODES,
  HOUSE_MESSAGES,
  houseStateQuerySchema,
} from '@khelo/contracts/house-games';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import { sendBusy } from '../../plugins/errors';
import { cashoutAnswer, crashBetAnswer, refusalAnswer, type CallAnswer } from './crash-answers';
import { presentBet } from './house-games.presenter';
import type { HouseGamesService, Refusal } from './house-games.service';

// The house provider's own API, called by its game page with the launch token (like any provider's page
// talks to its own backend), and the player's game history with the Bearer token (ADR 003).

export interface HouseGamesRoutesOptions {
  service: HouseGamesService;
  /** The server clock: a cash-out's time of record is when its request arrived (docs/house-games.md). */
  now: () => Date;
}

export const GAME_HISTORY_PAGE_SIZE = 10;

/** A refused call as the house pages read it: status 0, the message, the balance when known. */
export function refuse(reply: FastifyReply, refusal: Refusal) {
  return send(reply, refusalAnswer(refusal));
}

/** An answer built for either transport (crash-answers.ts), sent over HTTP. */
function send(reply: FastifyReply, answer: CallAnswer) {
  if (answer.busy) return sendBusy(reply);
  return reply.code(answer.code).send(answer.body);
}

export const houseGamesRoutes: FastifyPluginCallbackZod<HouseGamesRoutesOptions> = (app, options, done) => {
  const { service, now } = options;
  const tags = ['house games'];
  const receivedAt = new WeakMap<object, Date>();
  // Stamped before the body is read and validated: the earliest the server knows of a bet or cash-out,
  // and its time of record against the betting window or the crash instant (ADR 030).
  const stamp = (request: object, _reply: unknown, next: () => void) => {
    receivedAt.set(request, now());
    next();
  };

  app.get(
    '/house/:game_code/state',
    {
      schema: {
        summary: 'The current round, its bets, recent results and (with a launch token) the balance',
        tags,
        params: z.object({ game_code: z.enum(HOUSE_GAME_CODES, { error: 'is not a house game' }) }),
        querystring: houseStateQuerySchema,
      },
    },
    async (request) => service.state(request.params.game_code, request.query.token),
  );

  app.post(
    '/house/crash/bet',
    {
      schema: {
        summary: 'Bet on the next crash round (slot 1 or 2, optional auto cash-out)',
        tags,
        body: crashBetRequestSchema,
      },
      onRequest: stamp,
    },
    async (request, reply) =>
      send(reply, await crashBetAnswer(service, request.body, receivedAt.get(request))),
  );

  app.post(
    '/house/crash/cashout',
    {
      schema: {
        summary: 'Cash out a crash bet at the multiplier of the server clock',
        tags,
        body: cashoutRequestSchema,
      },
      onRequest: stamp,
    },
    async (request, reply) =>
      send(reply, await cashoutAnswer(service, request.body, receivedAt.get(request) ?? now())),
  );

  app.post(
    '/house/color/bet',
    {
      schema: {
        summary: 'Order a color, number, big or small on the current issue',
        tags,
        body: colorBetRequestSchema,
      },
      onRequest: stamp,
    },
    async (request, reply) => {
      const body = request.body;
      const result = await service.placeBet({
        token: body.token,
        gameCode: body.game_code,
        slot: 0,
        selection: body.selection,
        paise: Number(rupeesToPaise(body.amount)),
        autoCashout: null,
        receivedAt: receivedAt.get(request),
      });
      if (!result.ok) return refuse(reply, result);
      return {
        status: 1,
        message: HOUSE_MESSAGES.betPlaced,
        bet: presentBet(result.bet),
        contract: paiseToRupees(BigInt(Math.floor((result.bet.stakePaise * 98) / 100))),
        balance: result.balance,
      };
    },
  );

  app.get(
    '/house/rounds/:round_id',
    {
      schema: {
        summary: 'A round with its commitment; seeds and result once it is over (the verify page)',
        tags,
        params: z.object({ round_id: z.coerce.number({ error: 'must be a round id' }).int().positive() }),
      },
    },
    async (request, reply) => {
      const round = await service.round(request.params.round_id);
      if (!round) return reply.code(404).send({ status: 0, message: HOUSE_MESSAGES.roundNotFound });
      return { status: 1, message: 'OK', round };
    },
  );

  app.post(
    '/api/game-history',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: "The player's house game rounds, newest first, 10 a page",
        tags,
        security: [{ bearerAuth: [] }],
        body: gameHistoryRequestSchema,
      },
    },
    async (request) => {
      const page = request.body.page;
      const result = await service.history(request.player.id, page, GAME_HISTORY_PAGE_SIZE);
      return {
        status: 1,
        message: result.total === 0 ? HOUSE_MESSAGES.noHistory : HOUSE_MESSAGES.history,
        data: result.rows,
        page,
        page_size: GAME_HISTORY_PAGE_SIZE,
        total: result.total,
        total_pages: result.totalPages,
      };
    },
  );
  done();
};
