import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  HOUSE_MESSAGES,
  houseStateQuerySchema,
  MINES_GAME_CODE,
  ROULETTE_GAME_CODE,
  ZOO_ROULETTE_GAME_CODE,
} from '@khelo/contracts/house-games';
import {
  MINES_MESSAGES,
  minesCashoutRequestSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
} from '@khelo/contracts/house-mines';
import { rouletteBetRequestSchema } from '@khelo/contracts/house-roulette';
import { zooBetRequestSchema } from '@khelo/contracts/house-zoo-roulette';
import { rupeesToPaise } from '@khelo/contracts/money';
import { presentBet } from './house-games.presenter';
import { refuse } from './house-games.routes';
import type { BetRow } from './house-games.repository';
import type { Refusal } from './house-round-kit';
import type { MinesService } from './mines.service';
import type { RouletteService } from './roulette.service';
import type { ZooRouletteService } from './zoo-roulette.service';

// European roulette, Zoo Roulette (issue 24) and Mines (issue 11, docs/house-games.md), called by the game page with the launch
// token like the crash and color calls. The state paths are static, so they win over /house/:game_code/state.

export interface WheelRoutesOptions {
  roulette: RouletteService;
  zoo: ZooRouletteService;
  mines: MinesService;
}

/** A wheel's slip: the bet and the balance, or the refusal. */
function answerBet(reply: FastifyReply, result: { ok: true; bet: BetRow; balance: number } | Refusal) {
  if (!result.ok) return refuse(reply, result);
  return {
    status: 1,
    message: HOUSE_MESSAGES.betPlaced,
    bet: presentBet(result.bet),
    balance: result.balance,
  };
}

export const wheelRoutes: FastifyPluginCallbackZod<WheelRoutesOptions> = (app, options, done) => {
  const { roulette, zoo, mines } = options;
  const tags = ['house games'];

  app.get(
    `/house/${ROULETTE_GAME_CODE}/state`,
    {
      schema: {
        summary: 'Roulette: the current spin, its bets, the last 20 pockets and (with a token) the balance',
        tags,
        querystring: houseStateQuerySchema,
      },
    },
    async (request) => roulette.state(request.query.token),
  );

  app.post(
    '/house/roulette/bet',
    {
      schema: {
        summary: 'Roulette: the chips of one spin (every inside and outside bet), debited as one bet',
        tags,
        body: rouletteBetRequestSchema,
      },
    },
    async (request, reply) =>
      answerBet(reply, await roulette.placeSlip(request.body.token, request.body.bets)),
  );

  app.get(
    `/house/${ZOO_ROULETTE_GAME_CODE}/state`,
    {
      schema: {
        summary:
          'Zoo Roulette: the current spin, its bets, the last 20 sectors and (with a token) the balance',
        tags,
        querystring: houseStateQuerySchema,
      },
    },
    async (request) => zoo.state(request.query.token),
  );

  app.post(
    '/house/zoo-roulette/bet',
    {
      schema: {
        summary: 'Zoo Roulette: the chips of one spin (animals, beasts, birds, shark), debited as one bet',
        tags,
        body: zooBetRequestSchema,
      },
    },
    async (request, reply) => answerBet(reply, await zoo.placeSlip(request.body.token, request.body.bets)),
  );

  app.get(
    `/house/${MINES_GAME_CODE}/state`,
    {
      schema: {
        summary: "Mines: the player's open (or last) round and the balance",
        tags,
        querystring: houseStateQuerySchema,
      },
    },
    async (request) => mines.state(request.query.token),
  );

  app.post(
    '/house/mines/start',
    {
      schema: {
        summary: 'Mines: debit the bet and commit the layout (SHA-256 of the server seed)',
        tags,
        body: minesStartRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await mines.start({
        token: body.token,
        paise: Number(rupeesToPaise(body.amount)),
        mines: body.mines,
        ...(body.client_seed ? { clientSeed: body.client_seed } : {}),
      });
      if (!result.ok) return refuse(reply, result);
      return { status: 1, message: MINES_MESSAGES.started, round: result.round, balance: result.balance };
    },
  );

  app.post(
    '/house/mines/reveal',
    {
      schema: {
        summary: 'Mines: open a tile; a mine ends the round and reveals it',
        tags,
        body: minesRevealRequestSchema,
      },
    },
    async (request, reply) => {
      const result = await mines.reveal(request.body.token, request.body.round_id, request.body.tile);
      if (!result.ok) return refuse(reply, result);
      const message =
        result.round.hit_tile !== null
          ? MINES_MESSAGES.mine
          : result.round.phase === 'won'
            ? MINES_MESSAGES.cashedOut
            : MINES_MESSAGES.safe;
      return { status: 1, message, round: result.round, balance: result.balance };
    },
  );

  app.post(
    '/house/mines/cashout',
    {
      schema: { summary: 'Mines: cash out at the current multiplier', tags, body: minesCashoutRequestSchema },
    },
    async (request, reply) => {
      const result = await mines.cashout(request.body.token, request.body.round_id);
      if (!result.ok) return refuse(reply, result);
      return { status: 1, message: MINES_MESSAGES.cashedOut, round: result.round, balance: result.balance };
    },
  );
  done();
};
