import { createRedisBroadcast, localBroadcast, type Broadcast } from '../../plugins/redis-broadcast';
import type { RedisClient } from '../../plugins/redis';

// Tells every API process that an operator's catalog changed, so each drops its snapshot.

export const CATALOG_CHANNEL = 'khelo:catalog:changed';

export interface CatalogInvalidation {
  /** Announces a change to the other processes (this process has already dropped its copy). */
  publish(operatorId: number): Promise<void>;
  close(): Promise<void>;
}

function forOperators(broadcast: Broadcast): CatalogInvalidation {
  return { publish: (operatorId) => broadcast.publish(String(operatorId)), close: () => broadcast.close() };
}

export const localInvalidation: CatalogInvalidation = forOperators(localBroadcast);

/** Calls `onRemoteChange` for changes published by other processes. */
export async function createRedisInvalidation(
  redis: RedisClient,
  onRemoteChange: (operatorId: number) => void,
  onError: (error: Error) => void,
): Promise<CatalogInvalidation> {
  const broadcast = await createRedisBroadcast(
    redis,
    CATALOG_CHANNEL,
    (message) => {
      const operatorId = Number(message);
      if (Number.isInteger(operatorId)) onRemoteChange(operatorId);
    },
    onError,
  );
  return forOperators(broadcast);
}
