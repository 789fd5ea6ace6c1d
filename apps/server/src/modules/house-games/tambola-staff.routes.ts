import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  STAFF_TAMBOLA_ROLES,
  staffTambolaParamsSchema,
  staffTambolaQuerySchema,
} from '@khelo/contracts/backoffice-tambola';
import { TAMBOLA_MESSAGES } from '@khelo/contracts/house-tambola';
import type { TambolaStaffService } from './tambola-staff.service';

// /staff/house/tambola (docs/ludo-and-tambola.md "Staff"): the games and one game in full, for support,
// auditors and admins. The void (admins) is in tambola.routes.ts beside the room's other writes.

export const tambolaStaffRoutes: FastifyPluginCallbackZod<{ staff: TambolaStaffService }> = (
  app,
  options,
  done,
) => {
  const read = app.staff.authenticate(STAFF_TAMBOLA_ROLES.read);
  const tags = ['staff'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/staff/house/tambola',
    {
      preHandler: read,
      schema: {
        summary: 'Tambola games newest first (cash, practice or both), 20 a page',
        tags,
        security,
        querystring: staffTambolaQuerySchema,
      },
    },
    async (request) => {
      const page = await options.staff.list(request.query);
      return { status: 1 as const, message: page.total === 0 ? 'No data found' : 'games', ...page };
    },
  );

  app.get(
    '/staff/house/tambola/:round_id',
    {
      preHandler: read,
      schema: {
        summary: 'One Tambola game: purchases, every ticket, the claims, the winners and their shares',
        tags,
        security,
        params: staffTambolaParamsSchema,
      },
    },
    async (request, reply) => {
      const game = await options.staff.game(request.params.round_id);
      if (!game) return reply.code(404).send({ status: 0, message: TAMBOLA_MESSAGES.gameNotFound });
      return { status: 1 as const, message: 'game', game };
    },
  );
  done();
};
