import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  staffBannerChangeSchema,
  staffBannerListSchema,
  staffGameChangeSchema,
  staffGameChangedSchema,
  staffGameListSchema,
  staffGameParamsSchema,
  staffMenuLabelSchema,
  staffMenuListSchema,
  staffMenuParamsSchema,
} from '@khelo/contracts/backoffice-catalog';
import { failureSchema } from '@khelo/contracts/envelope';
import { BACKOFFICE_ROLES } from './backoffice-roles';
import type { StaffCatalogRepository } from './staff-catalog.repository';

// /staff/games, /staff/menu and /staff/banners: the catalog as staff see and change it. Every change is audited with the
// values before and after, and drops the lobby's snapshot at once (app.catalog, docs/catalog.md).

class NotFound extends Error {
  readonly statusCode = 404;
}

export const staffCatalogRoutes: FastifyPluginCallbackZod<{ repository: StaffCatalogRepository }> = (
  app,
  options,
  done,
) => {
  const { repository } = options;
  const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
  const tags = ['staff'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/staff/games',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogRead),
      schema: {
        summary: 'Every game with status, tags, category, order',
        tags,
        security,
        response: { 200: staffGameListSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'games',
      data: await repository.games(request.staff.operatorId),
    }),
  );

  app.post(
    '/staff/games/:code',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogWrite),
      schema: {
        summary: 'Change a game (status, position, tags, category); the lobby shows it at once (admin)',
        tags,
        security,
        params: staffGameParamsSchema,
        body: staffGameChangeSchema,
        response: { 200: staffGameChangedSchema, ...failures },
      },
    },
    async (request) => {
      const { operatorId } = request.staff;
      const { code } = request.params;
      const { reason, category, ...rest } = request.body;
      const before = (await repository.games(operatorId)).find((game) => game.game_code === code);
      if (!before) throw new NotFound(`code: no game ${code}`);
      const changes = { ...rest, ...(category === undefined ? {} : { subcategory: category }) };
      await app.catalog.updateGame(operatorId, code, changes);
      const after = (await repository.games(operatorId)).find((game) => game.game_code === code)!;
      const changed = Object.keys(request.body).filter((key) => key !== 'reason') as (keyof typeof after)[];
      await app.staff.audit({
        staff: request.staff,
        action: 'game.update',
        subjectType: 'game',
        subjectId: code,
        reason: reason ?? null,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        },
      });
      return { status: 1 as const, message: 'game updated', game: after };
    },
  );

  app.get(
    '/staff/menu',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogRead),
      schema: {
        summary: 'The server menu with its English and Hindi labels',
        tags,
        security,
        response: { 200: staffMenuListSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'menu',
      data: await repository.menu(request.staff.operatorId),
    }),
  );

  app.post(
    '/staff/menu/:code',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogWrite),
      schema: {
        summary: 'Change the labels of one menu item (admin)',
        tags,
        security,
        params: staffMenuParamsSchema,
        body: staffMenuLabelSchema,
        response: { 200: staffMenuListSchema, ...failures },
      },
    },
    async (request) => {
      const { operatorId } = request.staff;
      const before = (await repository.menu(operatorId)).find((item) => item.code === request.params.code);
      if (!before) throw new NotFound(`code: no menu item ${request.params.code}`);
      await app.catalog.updateMenuLabel(operatorId, request.params.code, request.body);
      await app.staff.audit({
        staff: request.staff,
        action: 'menu.update',
        subjectType: 'menu_item',
        subjectId: request.params.code,
        details: { before: { eng: before.eng, hindi: before.hindi }, after: request.body },
      });
      return { status: 1 as const, message: 'menu updated', data: await repository.menu(operatorId) };
    },
  );
  app.get(
    '/staff/banners',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogRead),
      schema: {
        summary: 'The home banners with their English and Hindi texts',
        tags,
        security,
        response: { 200: staffBannerListSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'banners',
      data: await repository.banners(request.staff.operatorId),
    }),
  );

  app.post(
    '/staff/banners/:code',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogWrite),
      schema: {
        summary: "Change a banner's title, text (eng/hindi) or whether it shows (admin)",
        tags,
        security,
        params: staffMenuParamsSchema,
        body: staffBannerChangeSchema,
        response: { 200: staffBannerListSchema, ...failures },
      },
    },
    async (request) => {
      const { operatorId } = request.staff;
      const { code } = request.params;
      const before = (await repository.banners(operatorId)).find((banner) => banner.code === code);
      if (!before) throw new NotFound(`code: no banner ${code}`);
      await repository.updateBanner(operatorId, code, request.body);
      await app.catalog.changed(operatorId);
      const keys = Object.keys(request.body) as (keyof typeof request.body)[];
      await app.staff.audit({
        staff: request.staff,
        action: 'banner.update',
        subjectType: 'banner',
        subjectId: code,
        details: {
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: request.body,
        },
      });
      return { status: 1 as const, message: 'banner updated', data: await repository.banners(operatorId) };
    },
  );
  done();
};
