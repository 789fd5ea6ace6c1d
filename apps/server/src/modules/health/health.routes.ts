import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '@khelo/contracts/health';

// For load balancers and the e2e runner: 200 while the database answers, 503 otherwise.

export interface HealthRoutesOptions {
  ping: () => Promise<void>;
}

export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (app, options, done) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['platform'],
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { rateLimit: false },
      // A balancer probes every process twice a second: its answers would drown the request log.
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await options.ping();
        return { status: 1, db: 'ok' } satisfies Health;
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 0, db: 'down', message: 'database unreachable' });
      }
    },
  );
  done();
};
