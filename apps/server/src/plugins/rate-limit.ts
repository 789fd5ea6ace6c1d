import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '@khelo/contracts/api-paths';
import type { RedisClient } from './redis';

// A generous global limit per IP. With REDIS_URL the counters are shared by all API processes.
// @fastify/rate-limit's built-in Redis store needs ioredis (defineCommand); the project uses node-redis,
// so a small store implements the same fixed-window counter with one Lua script.

const WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

export function nodeRedisStore(client: RedisClient, prefix = 'khelo:rate:') {
  return class NodeRedisStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly keyPrefix = prefix,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      client
        .eval(WINDOW_SCRIPT, { keys: [this.keyPrefix + key], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route as routeInfo, which its type declarations leave out.
      const route =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new NodeRedisStore(undefined, `${this.keyPrefix}${method}${route.url ?? ''}:`);
    }
  };
}

export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; redis: RedisClient | null },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: 60_000,
    // Only API calls count: one lobby visit loads some seventy static files (game art, scripts, locales),
    // and players behind one carrier NAT share an address.
    allowList: (request) => !isApiPath(request.url.split('?')[0] ?? '/'),
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    // The project's refusal shape, with the seconds to wait: the routes that declare a 429 (the login
    // calls) answer it as declared instead of failing their response schema with a 500.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        message: `Rate limit exceeded: try again in ${seconds} s.`,
        retry_after: seconds,
      };
    },
    ...(options.redis ? { store: nodeRedisStore(options.redis) } : {}),
  });
}
