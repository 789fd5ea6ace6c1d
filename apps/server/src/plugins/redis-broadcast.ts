import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis';

// Tells the other API processes that something they cache changed (catalog snapshots, balances). Without
// Redis there is one process and its local cache is all there is; with REDIS_URL each message is published
// and every other process hears it. A process ignores its own messages: it has already acted on them.

export interface Broadcast {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export const localBroadcast: Broadcast = {
  publish: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** Subscribes on a second connection: a subscribed Redis connection can do nothing else. */
export async function createRedisBroadcast(
  redis: RedisClient,
  channel: string,
  onRemoteMessage: (message: string) => void,
  onError: (error: Error) => void,
): Promise<Broadcast> {
  const self = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  await subscriber.connect();
  await subscriber.subscribe(channel, (raw: string) => {
    const space = raw.indexOf(' ');
    if (space > 0 && raw.slice(0, space) !== self) onRemoteMessage(raw.slice(space + 1));
  });
  return {
    async publish(message) {
      await redis.publish(channel, `${self} ${message}`);
    },
    async close() {
      await subscriber.unsubscribe(channel).catch(() => undefined);
      await subscriber.close();
    },
  };
}
