import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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
import { fortuneSchema } from './fortune-wheel-failures';
import type { ShowRow } from './fortune-wheel.repository';

// The player's calls (Bearer; player_id must be the token's): the shows, registering for one, and "I am
// here" while the show page is open (the presence check before each round, the audience prizes).

export const fortuneWheelRoutes: FastifyPluginCallbackZod<{ service: FortuneWheelService }> = (
  app,
  options,
  done,
) => {
  const { service } = options;

  /** The shows as this player sees them: registrations, their own registration and what they won. */
  async function present(shows: ShowRow[], playerId: string) {
    const ids = shows.map((show) => show.id);
    const [counts, mine, won] = await Promise.all([
      service.repository.countRegistrations(ids),
      service.repository.playerShows(playerId, ids),
      service.repository.playerPrizes(playerId, ids),
    ]);
    return shows.map((show) =>
      presentPlayerShow(show, counts.get(show.id) ?? 0, playerId, mine.has(show.id), won.get(show.id)),
    );
  }

  async function one(show: ShowRow, playerId: string) {
    return (await present([show], playerId))[0]!;
  }

  app.post(
    FORTUNE_WHEEL_PATHS.shows,
    {
      preHandler: app.requirePlayer,
      schema: {
        ...fortuneSchema(
          'fortune-wheel',
          'The Fortune Wheel shows of the last day and to come',
          fortuneShowsResponseSchema,
        ),
        body: fortuneShowsRequestSchema,
      },
    },
    async (request) => {
      const player = request.player;
      const shows = await present(await service.shows(player.operatorId), player.id);
      return { status: 1 as const, message: 'shows', shows };
    },
  );

  app.post(
    FORTUNE_WHEEL_PATHS.register,
    {
      preHandler: app.requirePlayer,
      schema: {
        ...fortuneSchema(
          'fortune-wheel',
          'Register for a show (free; once per show)',
          fortuneShowResponseSchema,
        ),
        body: fortuneShowRequestSchema,
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
        ...fortuneSchema(
          'fortune-wheel',
          'The show page is open: counts for the presence check and the audience',
          fortuneShowResponseSchema,
        ),
        body: fortuneShowRequestSchema,
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
        ...fortuneSchema(
          'fortune-wheel',
          'The round on stage as the audience sees it (registered players)',
          fortuneStageResponseSchema,
        ),
        body: fortuneShowRequestSchema,
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
