import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  MISSING_RECORDED,
  missingTranslationParamsSchema,
  missingTranslationsBodySchema,
  missingTranslationsRecordedSchema,
} from '@khelo/contracts/translations';
import type { Db } from '../../db/client';
import { createTranslationsRepository } from './translations.repository';
import { createTranslationsService } from './translations.service';

export interface TranslationsRoutesOptions {
  db: Db;
}

/** Registered only outside production: missing keys are a development aid, not a public write endpoint. */
export const translationsRoutes: FastifyPluginCallbackZod<TranslationsRoutesOptions> = (
  app,
  options,
  done,
) => {
  const service = createTranslationsService(createTranslationsRepository(options.db));

  // i18next-http-backend posts form-encoded when it falls back to XMLHttpRequest (this plugin's scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/locales/add/:lng/:ns',
    {
      schema: {
        summary: 'Record translation keys the web app is missing (development only)',
        tags: ['platform'],
        params: missingTranslationParamsSchema,
        body: missingTranslationsBodySchema,
        response: { 200: missingTranslationsRecordedSchema },
      },
    },
    async (request) => {
      const count = await service.recordMissing(request.params, request.body);
      return { status: 1 as const, message: MISSING_RECORDED, count };
    },
  );
  done();
};
