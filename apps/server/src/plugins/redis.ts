import type * as Redis from 'redis';
import { ConfigError } from '../config';

// One shared node-redis connection for the socket.io adapter and the rate-limit store, when REDIS_URL is set.
// node-redis (~650 modules) is imported only then (docs/performance.md, "Lean server").

type CreateClient = typeof Redis.createClient;

function newClient(createClient: CreateClient, redisUrl: string, isConnected: () => boolean) {
  return createClient({
    url: redisUrl,
    socket: {
      connectTimeout: 5_000,
      // At start an unreachable Redis is a configuration error; later outages are retried with backoff.
      reconnectStrategy: (retries, cause) => (isConnected() ? Math.min(100 * 2 ** retries, 5_000) : cause),
    },
  });
}

export type RedisClient = ReturnType<typeof newClient>;

/** Connects or throws a one-line ConfigError naming REDIS_URL; reconnects on its own once it was up. */
export async function connectRedis(redisUrl: string, onError: (error: Error) => void): Promise<RedisClient> {
  let connected = false;
  const { createClient } = await import('redis');
  const client = newClient(createClient, redisUrl, () => connected);
  client.on('error', (error: Error) => {
    if (connected) onError(error);
  });
  try {
    await client.connect();
  } catch (error) {
    const url = new URL(redisUrl);
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    // node-redis rejects with the socket's message ("connect ECONNREFUSED 127.0.0.1:1") and no code.
    const why =
      typeof code === 'string' ? code : (/\bE[A-Z]{3,}\b/.exec(message)?.[0] ?? message.split('\n')[0]);
    throw new ConfigError(`REDIS_URL: cannot connect to ${url.hostname}:${url.port || '6379'} (${why})`);
  }
  connected = true;
  return client;
}
