import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { RedisClient } from './redis';

// GET /readyz for the load balancer (docs/deployment.md): 503 from the moment the process starts draining
// (SIGTERM, lifecycle.ts), and while the database or Redis does not answer within a short timeout. The
// dependency check is cached for a second, so a balancer polling every few hundred milliseconds costs
// one ping per second per process. /healthz stays the liveness check (the database only).

const CHECK_TIMEOUT_MS = 1_500;
const CACHE_MS = 1_000;

export const readinessSchema = z.object({
  status: z.union([z.literal(1), z.literal(0)]),
  draining: z.boolean(),
  db: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'off']),
  instance: z.string().optional(),
});
type Readiness = z.infer<typeof readinessSchema>;

export interface ReadinessOptions {
  ping: () => Promise<void>;
  redis: RedisClient | null;
  /** KHELO_INSTANCE: the name of this process in a cluster, sent as X-Khelo-Instance on every answer. */
  instance?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** From now on /readyz answers 503: the balancer takes this process out before it stops. */
      drain(): void;
      readonly draining: boolean;
    };
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function up(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await within(check(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'down';
  }
}

function readiness(app: FastifyInstance, options: ReadinessOptions, done: (error?: Error) => void): void {
  let draining = false;
  let cached: { at: number; result: Promise<Pick<Readiness, 'db' | 'redis'>> } | null = null;

  function dependencies(): Promise<Pick<Readiness, 'db' | 'redis'>> {
    const at = Date.now();
    if (cached && at - cached.at < CACHE_MS) return cached.result;
    const { redis } = options;
    const redisState: Promise<Readiness['redis']> = !redis
      ? Promise.resolve('off')
      : redis.isReady
        ? up(() => redis.ping())
        : Promise.resolve('down');
    const result = Promise.all([up(options.ping), redisState]).then(([db, state]) => ({ db, redis: state }));
    cached = { at, result };
    return result;
  }

  app.decorate('readiness', {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  });

  const instance = options.instance;
  app.addHook('onSend', async (_request, reply) => {
    if (instance) reply.header('x-khelo-instance', instance);
    // While draining, a kept-alive connection would hold the closing server open until its keep-alive
    // timeout: the answer of a request in flight closes its connection.
    if (draining) reply.header('connection', 'close');
  });

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: 503 while draining or while the database or Redis is unreachable',
        tags: ['platform'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      config: { rateLimit: false },
      // A balancer probes every process twice a second: only a "not ready" answer is worth a log line.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const state = await dependencies();
      const ready = !draining && state.db === 'ok' && state.redis !== 'down';
      if (!ready) request.log.warn({ draining, ...state }, 'readiness: not ready');
      const body: Readiness = {
        status: ready ? 1 : 0,
        draining,
        ...state,
        ...(options.instance ? { instance: options.instance } : {}),
      };
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
  done();
}

export const readinessPlugin = fp(readiness, { name: 'khelo-readiness' });
