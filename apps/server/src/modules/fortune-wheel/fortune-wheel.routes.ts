import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { failureSchema } from '@khelo/contracts/envelope';
import {
  FORTUNE_WHEEL_PATHS,
  fortuneShowRequestSchema,
  fortuneShowResponseSchema,
  fortuneShowsRequestSchema,
  fortuneShowsResponseSchema,
  fortuneStageResponseSchema,
} from '@khelo/contracts/fortune-wheel';
import { presentPlayerShow } from './fortune-wheel.presenter';
import type { FortuneWheelService } from './fortune-wheel.service';
import type { ShowRow } from './fortune-wheel.repository';

// The player's calls (Bearer; player_id must be the token's): the shows, registering for one, and "I am
// here" while the show page is open (the presence check before each round, the audience prizes).

export const fortuneWheelRoutes: FastifyPluginCallbackZod<{ service: FortuneWheelService }> = (
  app,
  options,
  done,
) => {
  const { service } = options;
  const tags = ['fortune-wheel'];
  const security = [{ bearerAuth: [] }];
  const failures = {
    400: failureSchema,
    401: failureSchema,
    403: failureSchema,
    404: failureSchema,
    409: failureSchema,
  };

  async function one(show: ShowRow, playerId: string) {
    const [counts, mine] = await Promise.all([
      service.repository.countRegistrations([show.id]),
      service.repository.playerShows(playerId, [show.id]),
    ]);
    return presentPlayerShow(show, counts.get(show.id) ?? 0, playerId, mine.has(show.id));
  }

  app.post(
    FORTUNE_WHEEL_PATHS.shows,
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'The Fortune Wheel shows of the last day and to come',
        tags,
        security,
        body: fortuneShowsRequestSchema,
        response: { 200: fortuneShowsResponseSchema, ...failures },
      },
    },
    async (request) => {
      const player = request.player;
      const shows = await service.shows(player.operatorId);
      const ids = shows.map((show) => show.id);
      const [counts, mine] = await Promise.all([
        service.repository.countRegistrations(ids),
        service.repository.playerShows(player.id, ids),
      ]);
      return {
        status: 1 as const,
        message: 'shows',
        shows: shows.map((show) =>
          presentPlayerShow(show, counts.get(show.id) ?? 0, player.id, mine.has(show.id)),
        ),
      };
    },
  );

  app.post(
    FORTUNE_WHEEL_PATHS.register,
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'Register for a show (free; once per show)',
        tags,
        security,
        body: fortuneShowRequestSchema,
        response: { 200: fortuneShowResponseSchema, ...failures },
      },
    },
    async (request) => {
      const show = await service.register(request.player.operatorId, request.body.show_id, request.player.id);
      return { status: 1 as const, message: 'registered', show: await one(show, request.player.id) };
    },
  );

  app.post(
    FORTUNE_WHEEL_PATHS.presence,
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'The show page is open: counts for the presence check and the audience',
        tags,
        security,
        body: fortuneShowRequestSchema,
        response: { 200: fortuneShowResponseSchema, ...failures },
      },
    },
    async (request) => {
      const show = await service.present(request.player.operatorId, request.body.show_id, request.player.id);
      return { status: 1 as const, message: 'present', show: await one(show, request.player.id) };
    },
  );

  app.post(
    FORTUNE_WHEEL_PATHS.stage,
    {
      preHandler: app.requirePlayer,
      schema: {
        summary: 'The round on stage as the audience sees it (registered players)',
        tags,
        security,
        body: fortuneShowRequestSchema,
        response: { 200: fortuneStageResponseSchema, ...failures },
      },
    },
    async (request) => {
      // Watching counts as being here: the presence check and the audience draw.
      const show = await service.present(request.player.operatorId, request.body.show_id, request.player.id);
      const presented = await one(show, request.player.id);
      const stage = presented.table_id ? await app.tables.notifier.snapshot(presented.table_id, null) : null;
      return {
        status: 1 as const,
        message: 'stage',
        show: presented,
        stage: stage as Record<string, unknown> | null,
      };
    },
  );

  done();
};
