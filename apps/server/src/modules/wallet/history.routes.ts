import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HISTORY_PAGE_SIZE } from '@khelo/contracts/constants';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  HISTORY_FOUND,
  HISTORY_NOT_FOUND,
  HISTORY_NO_DATA,
  historyRequestSchema,
  historyResponseSchema,
} from '@khelo/contracts/wallet';
import type { HistoryService } from './history.service';
import { presentHistoryRow } from './history.presenter';

// POST transaction/history (core-platform.md section 7) with Bearer (ADR 003): filtered and paged on the
// server, 10 rows a page. A player without any transaction gets the spec's "transaction history not
// found" (404); a filter that matches nothing gets an empty page with "No data found".

export interface HistoryRoutesOptions {
  history: HistoryService;
}

export const historyRoutes: FastifyPluginCallbackZod<HistoryRoutesOptions> = (app, options, done) => {
  app.post(
    '/transaction/history',
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: "The player's transactions, newest first, 10 a page",
        description: `filter: all, deposits, game, bonus, cashback, pending, other. page: from 1. 404 "${HISTORY_NOT_FOUND}" when the player has no transactions at all.`,
        tags: ['wallet'],
        security: [{ bearerAuth: [] }],
        body: historyRequestSchema,
        response: {
          200: historyResponseSchema,
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { filter, page } = request.body;
      const result = await options.history.page(request.player.id, filter, page);
      if (result.total === 0 && filter === 'all')
        return reply.code(404).send({ status: 0, message: HISTORY_NOT_FOUND });
      return reply.send({
        status: 1 as const,
        message: result.total === 0 ? HISTORY_NO_DATA : HISTORY_FOUND,
        data: result.rows.map(presentHistoryRow),
        filter,
        page: result.page,
        page_size: HISTORY_PAGE_SIZE,
        total: result.total,
        total_pages: result.totalPages,
      });
    },
  );
  done();
};
