import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  staffGameParamsSchema,
  staffProviderChangeSchema,
  staffProviderListSchema,
} from '@khelo/contracts/backoffice-catalog';
import { failureSchema } from '@khelo/contracts/envelope';
import { BACKOFFICE_ROLES } from './backoffice-roles';
import type { StaffCatalogRepository } from './staff-catalog.repository';

// /staff/providers: name, live/offline and order of the game providers. Like a game change, it drops the
// lobby's snapshot at once (app.catalog.changed, docs/catalog.md) and is audited with before and after.
// An offline provider's games all show as offline in the lobby (catalog.repository's loadCatalog).

class NotFound extends Error {
  readonly statusCode = 404;
}

export const staffProvidersRoutes: FastifyPluginCallbackZod<{
  repository: StaffCatalogRepository;
  now: () => Date;
}> = (app, options, done) => {
  const { repository } = options;
  const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
  const tags = ['staff'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/staff/providers',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogRead),
      schema: {
        summary: 'Every game provider with status, order and number of games',
        tags,
        security,
        response: { 200: staffProviderListSchema, ...failures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'providers',
      data: await repository.providers(request.staff.operatorId),
    }),
  );

  app.post(
    '/staff/providers/:code',
    {
      preHandler: app.staff.authenticate(BACKOFFICE_ROLES.catalogWrite),
      schema: {
        summary:
          'Rename, reorder or take a provider offline (all its games); the lobby shows it at once (admin)',
        tags,
        security,
        params: staffGameParamsSchema,
        body: staffProviderChangeSchema,
        response: { 200: staffProviderListSchema, ...failures },
      },
    },
    async (request) => {
      const { operatorId } = request.staff;
      const { code } = request.params;
      const { reason, ...change } = request.body;
      const find = async () =>
        (await repository.providers(operatorId)).find((provider) => provider.provider_code === code);
      const before = await find();
      if (!before) throw new NotFound(`code: no provider ${code}`);
      await repository.updateProvider(operatorId, code, change, options.now());
      await app.catalog.changed(operatorId);
      const keys = Object.keys(change) as (keyof typeof change)[];
      await app.staff.audit({
        staff: request.staff,
        action: 'provider.update',
        subjectType: 'provider',
        subjectId: code,
        reason: reason ?? null,
        details: {
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: change,
        },
      });
      return {
        status: 1 as const,
        message: 'provider updated',
        data: await repository.providers(operatorId),
      };
    },
  );
  done();
};
