import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_GAME_CODES, cardBetRequestSchema } from '@khelo/contracts/house-cards';
import { HOUSE_MESSAGES, houseStateQuerySchema } from '@khelo/contracts/house-games';
import { rupeesToPaise } from '@khelo/contracts/money';
import type { CardsService } from './cards.service';
import { presentBet } from './house-games.presenter';
import { refuse } from './house-games.routes';

// The card tables' API, called by the game page with its launch token (docs/house-games.md "Card games").

export interface CardsRoutesOptions {
  service: CardsService;
}

export const cardsRoutes: FastifyPluginCallbackZod<CardsRoutesOptions> = (app, options, done) => {
  const { service } = options;
  const tags = ['house games'];

  app.get(
    '/house/cards/:game_code/state',
    {
      schema: {
        summary: 'The card table: current round and deal, shoe, bets, the bead road and the balance',
        tags,
        params: z.object({ game_code: z.enum(CARD_GAME_CODES, { error: 'is not a card game' }) }),
        querystring: houseStateQuerySchema,
      },
    },
    async (request) => service.state(request.params.game_code, request.query.token),
  );

  app.post(
    '/house/cards/bet',
    {
      schema: {
        summary: 'Bet on a spot of the current round (Dragon, Tiger, Tie / Player, Banker, Tie)',
        tags,
        body: cardBetRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await service.placeBet({
        token: body.token,
        gameCode: body.game_code,
        spot: body.spot,
        paise: Number(rupeesToPaise(body.amount)),
      });
      if (!result.ok) return refuse(reply, result);
      return {
        status: 1,
        message: HOUSE_MESSAGES.betPlaced,
        bet: presentBet(result.bet),
        balance: result.balance,
      };
    },
  );

  app.get(
    '/house/cards/rounds/:round_id',
    {
      schema: {
        summary: 'A card round: its shoe, position and deal; the shoe seed once the shoe is finished',
        tags,
        params: z.object({ round_id: z.coerce.number({ error: 'must be a round id' }).int().positive() }),
      },
    },
    async (request, reply) => {
      const round = await service.round(request.params.round_id);
      if (!round) return reply.code(404).send({ status: 0, message: HOUSE_MESSAGES.roundNotFound });
      return { status: 1, message: 'OK', ...round };
    },
  );
  done();
};
