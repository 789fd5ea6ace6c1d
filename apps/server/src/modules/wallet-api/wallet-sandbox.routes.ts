import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema } from '@khelo/contracts/envelope';
import type { ProviderSecretsService } from './provider-secrets.service';

// GET /sandbox/wallet-providers/:code (SANDBOX only): the development secret of a provider, so that a
// developer (or a sandbox game) can sign wallet-api calls by hand. Secrets set in the configuration or
// the database are never shown.

export const walletSandboxRoutes: FastifyPluginCallbackZod<{ secrets: ProviderSecretsService }> = (
  app,
  options,
  done,
) => {
  app.get(
    '/sandbox/wallet-providers/:code',
    {
      schema: {
        hide: true,
        params: z.object({ code: z.string().max(32) }),
        response: {
          200: z.object({ provider_code: z.string(), secret: z.string(), source: z.literal('development') }),
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const found = await options.secrets.secretFor(code);
      if (found?.source !== 'development')
        return reply.code(404).send({ status: 0, message: 'No development secret for this provider' });
      return reply.header('cache-control', 'no-store').send({
        provider_code: code,
        secret: found.secret,
        source: 'development' as const,
      });
    },
  );
  done();
};
