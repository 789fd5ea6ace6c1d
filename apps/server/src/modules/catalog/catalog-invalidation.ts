import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../../plugins/redis';

// Tells every API process that an operator's catalog changed. Without Redis there is one process and the
// local cache is all there is; with REDIS_URL the change is published and each process drops its copy.

export const CATALOG_CHANNEL = 'khelo:catalog:changed';

export interface CatalogInvalidation {
  /** Announces a change to the other processes (this process has already dropped its copy). */
  publish(operatorId: number): Promise<void>;
  close(): Promise<void>;
}

export const localInvalidation: CatalogInvalidation = {
  publish: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * Subscribes on a second connection (a subscribed Redis connection can do nothing else) and calls
 * `onRemoteChange` for changes published by other processes.
 */
export async function createRedisInvalidation(
  redis: RedisClient,
  onRemoteChange: (operatorId: number) => void,
  onError: (error: Error) => void,
): Promise<CatalogInvalidation> {
  const self = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  await subscriber.connect();
  await subscriber.subscribe(CATALOG_CHANNEL, (message: string) => {
    const [sender, operator] = message.split(' ');
    const operatorId = Number(operator);
    if (sender !== self && Number.isInteger(operatorId)) onRemoteChange(operatorId);
  });
  return {
    async publish(operatorId) {
      await redis.publish(CATALOG_CHANNEL, `${self} ${operatorId}`);
    },
    async close() {
      await subscriber.unsubscribe(CATALOG_CHANNEL).catch(() => undefined);
      await subscriber.close();
    },
  };
}
